import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, onTestFinished } from "vitest";
import type { WebApps } from "#config.ts";

/**
 * Removes the temporary folder `dir` when the test that made it ends, or, made while the file's tests are collected
 * (`useTestServer({ web: createWebFixture() })`), after the file's last test: a test run leaves nothing in /tmp.
 */
export function removeAfterwards(dir: string): void {
  const remove = () => rmSync(dir, { recursive: true, force: true });
  // onTestFinished refuses to be called outside a test (expect's state cannot tell: it keeps the last test's name).
  try {
    onTestFinished(remove);
  } catch {
    afterAll(remove);
  }
}

/**
 * Two tiny "built apps" in a temporary folder, shaped like the real Vite builds (index.html, static assets, a
 * prerendered page and a 404 page), so the serving rules can be tested without building the apps. Removed after its
 * test (or its file's tests).
 */
export function createWebFixture(): WebApps {
  const root = mkdtempSync(path.join(tmpdir(), "visadesk-web-"));
  removeAfterwards(root);
  const files: Record<string, string> = {
    "marketing/index.html": "<title>marketing shell</title>",
    "marketing/404.html": "<title>marketing not found</title>",
    "marketing/uk/index.html": "<title>prerendered uk</title>",
    "marketing/blog/index.html": "<title>prerendered blog</title>",
    "marketing/blog/uk-visitor-visa-refusals/index.html": "<title>prerendered post</title>",
    "marketing/robots.txt": "User-agent: *",
    "marketing/static/marketing/app-abc123.js": "console.log('marketing')",
    "crm/index.html": "<title>crm shell</title>",
    "crm/static/crm/app-def456.js": "console.log('crm')",
    // Source maps as the build writes them: on disk, never served.
    "marketing/static/marketing/app-abc123.js.map": '{"sourcesContent":["secret source"]}',
    "crm/static/crm/app-def456.js.map": '{"sourcesContent":["secret source"]}',
  };
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  // Deliberately not normalised, like the default `<api>/../marketing/dist`: the server must resolve them itself.
  return { marketingDir: `${root}/crm/../marketing`, crmDir: `${root}/./crm` };
}
