import { defineAppConfig } from "../../vite.shared.ts";

export default defineAppConfig({ app: "marketing", devPort: 5173 });
