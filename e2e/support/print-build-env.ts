// Prints, as one line of JSON, the environment a run's builds must share with the e2e suite: its VITE_ build settings
// and the analytics stand-in's port (E2E_VENDOR_PORT, chosen here once, so that the suite's config picks the same one).
// scripts/test-all.mjs builds the product with it before the e2e and multi-instance steps:
// `node --import tsx e2e/support/print-build-env.ts`.
import { e2eBuildEnv, sharedVendorPort } from "./vendor-port.ts";

process.stdout.write(
  `${JSON.stringify({ ...e2eBuildEnv(), E2E_VENDOR_PORT: String(sharedVendorPort()) })}\n`,
);
