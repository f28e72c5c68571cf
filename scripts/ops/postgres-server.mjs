// A throwaway PostgreSQL server for the operations tests: Debian's binaries, a fresh cluster in a temporary folder,
// listening on loopback on a free port, stopped and deleted by `stop()`. As root it runs as the `postgres` user
// (initdb and postgres refuse root).
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

/** The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/<version>/bin). */
export function postgresBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) throw new Error("PostgreSQL is not installed (Debian: apt-get install postgresql)");
  const version = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, "bin", "postgres")))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error(`no PostgreSQL server binary under ${base}`);
  return path.join(base, version, "bin");
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as `postgres` when we are root. */
function pgCommand(tool, args) {
  const file = path.join(postgresBin(), tool);
  return asRoot
    ? { command: "runuser", args: ["-u", "postgres", "--", file, ...args] }
    : { command: file, args };
}

/** `durable`: fsync on, as in production (the tests leave it off: their data is thrown away). */
export async function startPostgres({ durable = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "visadesk-pg-"));
  chmodSync(dir, 0o755);
  const dataDir = path.join(dir, "data");
  if (asRoot) {
    const { uid, gid } = userIds("postgres");
    chownSync(dir, uid, gid);
  }
  const init = pgCommand("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  const initResult = spawnSync(init.command, init.args, { encoding: "utf8" });
  if (initResult.status !== 0) throw new Error(`initdb failed: ${initResult.stderr}`);
  const port = await freePort();
  const run = pgCommand("postgres", [
    "-D",
    dataDir,
    "-p",
    String(port),
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    `unix_socket_directories=${dir}`,
    "-c",
    `fsync=${durable ? "on" : "off"}`,
    "-c",
    "max_connections=200",
  ]);
  const child = spawn(run.command, run.args, { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr.on("data", (chunk) => {
    log += chunk;
  });
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let attempt = 0; ; attempt += 1) {
    const ready = spawnSync(path.join(postgresBin(), "pg_isready"), ["-h", "127.0.0.1", "-p", String(port)]);
    if (ready.status === 0) break;
    if (attempt > 100 || child.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    adminUrl,
    dataDir,
    /** The URL of database `name` on this server (create it first). */
    urlOf: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    /** Runs SQL as the superuser (psql), e.g. to create a database. */
    psql(sql, database = "postgres") {
      const result = spawnSync(
        path.join(postgresBin(), "psql"),
        [
          "-h",
          "127.0.0.1",
          "-p",
          String(port),
          "-U",
          "postgres",
          "-d",
          database,
          "-v",
          "ON_ERROR_STOP=1",
          "-qtAc",
          sql,
        ],
        { encoding: "utf8" },
      );
      if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
      return result.stdout.trim();
    },
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        // pg_ctl, not a signal to the child: as root the child is runuser, which does not pass every signal on.
        const exited = new Promise((resolve) => child.once("exit", resolve));
        const stop = pgCommand("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
        spawnSync(stop.command, stop.args, { stdio: "ignore" });
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function userIds(name) {
  const id = (flag) => Number(spawnSync("id", [flag, name], { encoding: "utf8" }).stdout.trim());
  return { uid: id("-u"), gid: id("-g") };
}
