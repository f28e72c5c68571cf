import { defineAppConfig } from "../../vite.shared.ts";
import { crmChunkGroups } from "./chunk-groups.ts";

const config = defineAppConfig({ app: "crm", devPort: 5174 });

// The manifest (dist/.vite/manifest.json, never served) tells prerender.mjs which scripts each page's screen needs.
export default {
  ...config,
  build: {
    ...config.build,
    manifest: true,
    // The groups take modules without their dependencies, so a chunk may import one that imports it back; rolldown
    // then keeps the modules' own order only when told to (its documented pairing for such groups): without it, a
    // module ran before the one it reads from, and the cases' and dashboards' pages threw on load (decision 024).
    rolldownOptions: {
      preserveEntrySignatures: "allow-extension" as const,
      output: { codeSplitting: crmChunkGroups(import.meta.dirname), strictExecutionOrder: true },
    },
  },
};
