import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
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
