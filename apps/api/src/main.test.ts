import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind } from "#test/test-database.ts";
import { createWebFixture, removeAfterwards } from "#test/web-fixture.ts";

const packageRoot = fileURLToPath(new URL("..", import.meta.url));
const tsx = path.join(packageRoot, "node_modules", ".bin", "tsx");

/** Every server this file started: one a failed test left running is stopped after the file (tsx passes SIGTERM on). */
const started = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of started) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
});

/** Starts the real entry point (src/main.ts) on a free port and resolves with its address once it is ready. */
function startServer(
  dataDir: string,
): Promise<{ child: ChildProcess; address: string; output: () => string }> {
  const web = createWebFixture();
  const child = spawn(tsx, ["src/main.ts"], {
    cwd: packageRoot,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      DRAIN_SECONDS: "1",
      MARKETING_DIST: web.marketingDir,
      CRM_DIST: web.crmDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"address":"([^"]+)"/.exec(output);
      if (match?.[1]) resolve({ child, address: match[1], output: () => output });
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) =>
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

describe("the server process", () => {
  // Two real processes, each started and drained: more than the default 30 s on a busy 2-core machine.
  it("stops cleanly on SIGTERM and keeps its data in DATA_DIR across restarts", {
    timeout: 90_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "visadesk-data-"));
    removeAfterwards(dataDir);

    const first = await startServer(dataDir);
    const health = await fetch(`${first.address}/api/health`);
    expect(await health.json()).toMatchObject({ status: "ok", database: "pglite" });
    // No passwords were configured: they were generated, written to DATA_DIR for the owner only, and not printed
    // (the output is not a terminal).
    const credentialsFile = path.join(dataDir, "initial-credentials.txt");
    expect(statSync(credentialsFile).mode & 0o777).toBe(0o600);
    const generated = [
      ...readFileSync(credentialsFile, "utf8").matchAll(/^(ceo|admin|staff1|staff2): (\S+)$/gm),
    ];
    expect(generated.map((m) => m[1])).toEqual(["ceo", "admin", "staff1", "staff2"]);
    for (const [, , password] of generated) {
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(first.output()).not.toContain(password);
    }
    expect(first.output()).toContain(credentialsFile);
    const firstExit = exitCode(first.child);
    first.child.kill("SIGTERM");
    // Draining: still answering, but no longer ready, for DRAIN_SECONDS; then it exits by itself.
    await expect.poll(() => fetch(`${first.address}/api/health/ready`).then((r) => r.status)).toBe(503);
    expect((await fetch(`${first.address}/api/health/live`)).status).toBe(200);
    expect(await firstExit).toBe(0);
    expect(first.output()).toContain("draining");

    const second = await startServer(dataDir);
    expect((await fetch(`${second.address}/`)).status).toBe(200);
    expect(second.output()).not.toContain("generated passwords");
    const secondExit = exitCode(second.child);
    second.child.kill("SIGINT");
    expect(await secondExit).toBe(0);

    // Both runs wrote to the same installation: one id, two starts.
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    const { rows } = await db.query<{ key: string; value: string }>(
      "select key, value from app_meta order by key",
    );
    await db.close();
    const meta = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(meta.start_count).toBe("2");
    expect(meta.installation_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses to start with a bad variable and names it", async () => {
    const child = spawn(tsx, ["src/main.ts"], {
      cwd: packageRoot,
      env: { ...process.env, PORT: "not-a-port" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitCode(child)).toBe(1);
    expect(stderr).toContain("Invalid environment:");
    expect(stderr).toContain("PORT:");
  });
});

/** A GET on a connection of its own (a new connection goes to the next worker), answering its status. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent: false, headers: { connection: "close" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

describe.runIf(testDatabaseKind === "postgres")("several workers on PostgreSQL (API_WORKERS)", () => {
  it("serves from every worker, sums their metrics, makes the accounts once, and drains them all on SIGTERM", {
    timeout: 120_000,
  }, async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), "visadesk-data-"));
    removeAfterwards(dataDir);
    try {
      if (database.config.kind !== "postgres") throw new Error("needs PostgreSQL");
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: packageRoot,
        env: {
          ...process.env,
          DATABASE_URL: database.config.url,
          API_WORKERS: "2",
          PORT: "0",
          METRICS_PORT: "0",
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          WEB_APPS: "false",
          // Every request has a line at debug (decision 045): the test reads which worker answered each.
          LOG_LEVEL: "debug",
          DRAIN_SECONDS: "1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const exited = exitCode(child);
      let output = "";
      const running = new Promise<{ address: string; metrics: string }>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const address = /"address":"([^"]+)"/.exec(output)?.[1];
          const metrics = /"metrics":"([^"]+)","msg":"VisaDesk is running 2 workers"/.exec(output)?.[1];
          if (address && metrics) resolve({ address, metrics });
        };
        child.stdout?.on("data", onData);
        child.stderr?.on("data", onData);
        void exited.then((code) => reject(new Error(`exited with ${code} before it was ready:\n${output}`)));
      });
      const { address, metrics } = await running;

      // Two worker processes under the primary, each its own server on the shared port.
      const workers = execFileSync("pgrep", ["-P", String(child.pid)], { encoding: "utf8" })
        .split("\n")
        .filter(Boolean);
      expect(workers).toHaveLength(2);
      const statuses = await Promise.all(
        Array.from({ length: 8 }, () => getOnNewConnection(`${address}/api/health`)),
      );
      expect(statuses).toEqual(Array(8).fill(200));
      const servedBy = new Set(
        [...output.matchAll(/"pid":(\d+),[^\n]*"url":"\/api\/health"/g)].map((match) => match[1]),
      );
      expect([...servedBy].sort()).toEqual([...workers].sort());
      // The primary's metrics are the workers' summed: every request counted once, both pools.
      const text = await (await fetch(`${metrics}/metrics`)).text();
      expect(text).toContain('visadesk_http_requests_total{method="GET",route="/api/health",status="200"} 8');
      expect(text).toMatch(/^visadesk_db_pool_size\{database="postgres"\} 10$/m);
      // The first worker made the built-in accounts alone, before the other started.
      expect(output.match(/created built-in accounts with generated passwords/g)).toHaveLength(1);

      child.kill("SIGTERM");
      // Every worker drains: not ready on any new connection, whichever worker it reaches.
      await expect
        .poll(
          async () =>
            new Set(
              await Promise.all([1, 2, 3, 4].map(() => getOnNewConnection(`${address}/api/health/ready`))),
            ),
        )
        .toEqual(new Set([503]));
      expect(await exited).toBe(0);
      expect(output.match(/"msg":"stopped"/g)).toHaveLength(2);
      for (const pid of workers) expect(() => process.kill(Number(pid), 0)).toThrow();
    } finally {
      await database.drop();
    }
  });
});

describe("API_WORKERS", () => {
  it("refuses several workers on PGlite, naming the variable", async () => {
    const child = spawn(tsx, ["src/main.ts"], {
      cwd: packageRoot,
      env: { ...process.env, DATABASE_URL: "", API_WORKERS: "2" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitCode(child)).toBe(1);
    expect(stderr).toContain("API_WORKERS: more than one worker needs PostgreSQL");
  });
});
