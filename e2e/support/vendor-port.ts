import { execFileSync } from "node:child_process";

/** The stand-in's usual port: a fixed one keeps the marketing build (whose VITE_ settings name it) in turbo's cache. */
const PREFERRED_PORT = 47813;

/**
 * The port of the analytics vendors' stand-in (support/vendor-stand-in.mjs): the preferred port when free, else any
 * free loopback port. Kept in E2E_VENDOR_PORT so that the runner and its workers agree, like E2E_PORT.
 */
export function sharedVendorPort(): number {
  if (!process.env.E2E_VENDOR_PORT) {
    const script = `const net=require('net');const s=net.createServer();s.once('error',()=>{const t=net.createServer();t.listen(0,'127.0.0.1',()=>{process.stdout.write(String(t.address().port));t.close()})});s.listen(${PREFERRED_PORT},'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})`;
    process.env.E2E_VENDOR_PORT = execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
  }
  return Number(process.env.E2E_VENDOR_PORT);
}

/** The stand-in's origin, as the marketing build's VITE_ANALYTICS_SCRIPT_ORIGIN and the API's ANALYTICS_ORIGINS. */
export function vendorOrigin(): string {
  return `http://127.0.0.1:${sharedVendorPort()}`;
}

/** The analytics IDs the e2e build uses; any well-formed IDs do, the stand-in accepts all. */
export const E2E_ANALYTICS_IDS = {
  gaId: "G-E2ETEST1",
  gtmId: "GTM-E2ETEST",
  clarityId: "e2eclarity",
} as const;

/** The WhatsApp number of the e2e build (not a real line). */
export const E2E_WHATSAPP_NUMBER = "+91 90000 00000";

/**
 * The build settings of the product the e2e suite serves (the VITE_ variables the apps are built with). Every build of
 * one run must use exactly these, so that Turborepo builds once and every later `pnpm build` in the run (the server's
 * `pnpm start`, `pnpm demo`, the multi-instance test) is a cache hit that leaves the served files untouched.
 */
export function e2eBuildEnv(): Record<string, string> {
  return {
    VITE_GA_ID: E2E_ANALYTICS_IDS.gaId,
    VITE_GTM_ID: E2E_ANALYTICS_IDS.gtmId,
    VITE_CLARITY_ID: E2E_ANALYTICS_IDS.clarityId,
    VITE_ANALYTICS_SCRIPT_ORIGIN: vendorOrigin(),
    VITE_WHATSAPP_NUMBER: E2E_WHATSAPP_NUMBER,
  };
}
