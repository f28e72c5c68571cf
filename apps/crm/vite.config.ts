import { defineAppConfig } from "../../vite.shared.ts";
import { crmChunkGroups } from "./chunk-groups.ts";

const config = defineAppConfig({ app: "crm", devPort: 5174 });

// The manifest (dist/.vite/manifest.json, never served) tells prerender.mjs which scripts each page's screen needs.
export default {
  ...config,
  build: {
    ...config.build,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: crmChunkGroups(import.meta.dirname) } },
  },
};
