// `pnpm demo`: the product with a year of demo data, in one command. It builds what changed, fills its own data folder
// (DEMO_DATA_DIR, default `<repo>/.data-demo`, never the `.data` of `pnpm start`) on the first run, starts the product
// on PORT (default 3000) and prints the address and the built-in accounts' passwords. On the first run the data is
// filled while the apps build (the seed runs from the sources, not the build), saying how far it is and how long is
// left.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.resolve(root, process.env.DEMO_DATA_DIR || ".data-demo");
const port = process.env.PORT || "3000";
const host = process.env.HOST || "localhost";
/** Written after a successful seed: the next runs start at once on the same data. */
const seededMarker = path.join(dataDir, "demo-seeded");
const credentialsFile = path.join(dataDir, "initial-credentials.txt");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

// DATABASE_URL would point the demo at a real server; the demo is always the embedded database in its own folder.
const env = { ...process.env, PORT: port, HOST: host, DATA_DIR: dataDir, DATABASE_URL: "" };

const startedAt = Date.now();

/** Runs one step of the start; resolves when it succeeded, ends `pnpm demo` saying which failed otherwise. */
function step(title, command, args) {
  console.log(`> ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("exit", (code, signal) => {
      if (code === 0) return resolve();
      console.error(`\npnpm demo stopped: "${title}" failed (exit code ${code ?? signal}).`);
      process.exit(1);
    });
  });
}

// The build and the first run's seed side by side: the seed runs from the sources, and the server starts when both
// are done (about a minute and a half on a fresh clone of a 2-core machine; seconds once built and filled).
await Promise.all([
  step("Building the apps (unchanged ones come from the Turborepo cache)", bin("turbo"), [
    "run",
    "build",
    "--filter=@visadesk/api",
    "--filter=@visadesk/marketing",
    "--filter=@visadesk/crm",
    "--output-logs=errors-only",
  ]),
  existsSync(seededMarker)
    ? Promise.resolve()
    : step(`Filling ${dataDir} with a year of demo data (first run only)`, bin("tsx"), [
        "apps/api/src/seed/seed-demo.ts",
      ]).then(() => writeFileSync(seededMarker, `${new Date().toISOString()}\n`)),
]);

const server = spawn(process.execPath, ["apps/api/dist/main.js"], {
  cwd: root,
  env: { ...env, LOG_LEVEL: process.env.LOG_LEVEL || "warn" },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

const address = `http://${host}:${port}`;
await waitForHealth(`${address}/api/health`);
console.log(
  [
    "",
    `VisaDesk demo is running at ${address}/ (the CRM: ${address}/webcrmpanel), ready in ${Math.round((Date.now() - startedAt) / 1000)} s`,
    `Data: ${dataDir} (delete the folder to start again from fresh demo data)`,
    "",
    accountsText(),
    "",
    "Stop with Ctrl-C.",
    "",
  ].join("\n"),
);

/**
 * The built-in accounts and their generated passwords, from the file the first start wrote; an account whose password
 * was changed since (the server rewrites its line then) is said to be so, never printed with a dead password.
 */
function accountsText() {
  if (!existsSync(credentialsFile)) {
    return `Sign in with the passwords you set (${credentialsFile} was deleted after they were changed).`;
  }
  const accounts = [];
  for (const line of readFileSync(credentialsFile, "utf8").split("\n")) {
    const generated = /^(\w+): (\S+)$/.exec(line);
    const changed = /^# (\w+): password changed on (\d{4}-\d{2}-\d{2})/.exec(line);
    if (generated) accounts.push(`  ${generated[1].padEnd(8)} ${generated[2]}`);
    else if (changed)
      accounts.push(`  ${changed[1].padEnd(8)} (changed on ${changed[2]}: use the password you chose)`);
  }
  return [
    "Demo accounts (username and password; each asks you to choose your own at its first sign-in):",
    ...accounts,
    `They are also in ${credentialsFile}.`,
  ].join("\n");
}

async function waitForHealth(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  console.error(`pnpm demo: the server did not answer at ${url} within 2 minutes.`);
  server.kill("SIGTERM");
  process.exit(1);
}
