// `pnpm dev`: the API with reload on PORT (default 3000), the marketing site's Vite dev server on MARKETING_PORT
// (default 5173) and the CRM's on CRM_PORT (default 5174); both forward `/api` to the API.
//
// DATA_DIR is made absolute against the repository's root before Turborepo starts the API in apps/api, so that
// `pnpm dev`, `pnpm start` and `pnpm seed:demo` all use the same folder (default `<repo>/.data`). Turborepo's strict
// environment mode passes these variables on because turbo.json lists them in the dev task's passThroughEnv.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

const env = {
  ...process.env,
  PORT: process.env.PORT || "3000",
  MARKETING_PORT: process.env.MARKETING_PORT || "5173",
  CRM_PORT: process.env.CRM_PORT || "5174",
  DATA_DIR: path.resolve(root, process.env.DATA_DIR || ".data"),
  // The Vite dev servers serve the apps; the API serves only /api/*, so it starts without a build.
  WEB_APPS: "false",
};

const where = env.DATABASE_URL ? "the PostgreSQL server in DATABASE_URL" : env.DATA_DIR;
console.log(
  [
    "",
    "VisaDesk development servers:",
    `  marketing site  http://localhost:${env.MARKETING_PORT}/`,
    `  CRM             http://localhost:${env.CRM_PORT}/webcrmpanel`,
    `  API             http://localhost:${env.PORT}/api/health`,
    `  data            ${where}`,
    "",
  ].join("\n"),
);

const child = spawn(
  path.join(root, "node_modules", ".bin", "turbo"),
  ["run", "dev", ...process.argv.slice(2)],
  {
    cwd: root,
    env,
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
