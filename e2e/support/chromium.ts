import { existsSync } from "node:fs";

/** Debian's Chromium, or the browser at CHROMIUM_PATH. Playwright cannot download its own browser here. */
export function findChromium(): string {
  const candidate = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium found at ${candidate}. Install Debian's Chromium with \`apt-get install -y chromium\` ` +
        "(as root), or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    );
  }
  return candidate;
}

/** Flags that keep headless Chromium quiet and stable on a closed network as root (docs/architecture.md#tests). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
