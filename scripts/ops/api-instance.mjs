// One API instance of the built server (apps/api/dist/main.js) on a given loopback port, as the systemd unit runs it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

/** The built-in accounts' passwords in the operations tests (they pass the password rules). */
export const OPS_PASSWORDS = {
  ceo: "ops-ceo-passphrase-5521",
  admin: "ops-admin-passphrase-8812",
  staff1: "ops-staff1-passphrase-3390",
  staff2: "ops-staff2-passphrase-1174",
};

/**
 * Starts `node apps/api/dist/main.js` (build first). Resolves at once with the handle; `ready()` waits for
 * `/api/health/ready`. Log lines are kept; `errorLines()` lists those at level error or worse.
 */
export function startInstance({ port, databaseUrl, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "visadesk-instance-"));
  const child = spawn(process.execPath, [path.join(root, "apps", "api", "dist", "main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: "1",
      // Low enough for the multi-instance test to see one address's enquiries counted across the instances.
      INTAKE_REVIEW_AFTER_PER_HOUR: "5",
      LOG_LEVEL: "warn",
      CEO_PASSWORD: OPS_PASSWORDS.ceo,
      ADMIN_PASSWORD: OPS_PASSWORDS.admin,
      STAFF1_PASSWORD: OPS_PASSWORDS.staff1,
      STAFF2_PASSWORD: OPS_PASSWORDS.staff2,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  const base = `http://127.0.0.1:${port}`;
  return {
    port,
    base,
    child,
    exited,
    output: () => output,
    /** Log lines at pino level 50 (error) or 60 (fatal), and anything printed that is not a log line. */
    errorLines: () =>
      output
        .split("\n")
        .filter((line) => line.trim() !== "")
        .filter((line) => {
          try {
            return JSON.parse(line).level >= 50;
          } catch {
            return !/^Built-in accounts|^$/.test(line.trim());
          }
        }),
    async ready(timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`instance on ${port} exited:\n${output}`);
        const status = await fetch(`${base}/api/health/ready`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`instance on ${port} not ready within ${timeoutMs} ms:\n${output}`);
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
