import { defineAppConfig } from "../../vite.shared.ts";

export default defineAppConfig({ app: "crm", devPort: 5174 });
