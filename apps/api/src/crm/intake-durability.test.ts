import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#test/test-database.ts";
import { TEST_PASSWORDS } from "#test/test-server.ts";
import { createWebFixture } from "#test/web-fixture.ts";

const packageRoot = fileURLToPath(new URL("../..", import.meta.url));
// Node itself with tsx as a loader, not the tsx command: that one runs the server in a child process, which SIGKILL
// would leave running (holding the data folder) while only the wrapper dies.
const NODE_WITH_TSX = [process.execPath, ["--import", "tsx"]] as const;

/** Every server this file started: whatever happens in a test, none outlives the file (nor holds its data folder). */
const started = new Set<ChildProcess>();

/** Stops `child` (SIGKILL when `force`) and resolves once it has exited. */
function stop(child: ChildProcess, force = false): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(force ? "SIGKILL" : "SIGTERM");
  });
}

/** The real entry point on a free port, on PGlite in `dataDir` or on PostgreSQL at `databaseUrl`. */
function startServer(
  dataDir: string,
  databaseUrl: string,
): Promise<{ child: ChildProcess; address: string }> {
  const web = createWebFixture();
  const child = spawn(NODE_WITH_TSX[0], [...NODE_WITH_TSX[1], "src/main.ts"], {
    cwd: packageRoot,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "info",
      MARKETING_DIST: web.marketingDir,
      CRM_DIST: web.crmDir,
      INTAKE_FLOOD_PER_MINUTE: "100000",
      CEO_PASSWORD: TEST_PASSWORDS.ceo,
      ADMIN_PASSWORD: TEST_PASSWORDS.admin,
      STAFF1_PASSWORD: TEST_PASSWORDS.staff1,
      STAFF2_PASSWORD: TEST_PASSWORDS.staff2,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"address":"([^"]+)"/.exec(output);
      if (match?.[1]) resolve({ child, address: match[1] });
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) =>
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

describe("durability of the public intake", () => {
  let drop: () => Promise<void> = async () => {};
  const dataDirs: string[] = [];
  afterAll(async () => {
    await Promise.all([...started].map((child) => stop(child, true)));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await drop();
  });

  it("keeps every enquiry answered 201 when the process is SIGKILLed among 500 concurrent requests", async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const databaseUrl = database.config.kind === "postgres" ? database.config.url : "";
    const dataDir = mkdtempSync(path.join(tmpdir(), "visadesk-durability-"));
    dataDirs.push(dataDir);

    const first = await startServer(dataDir, databaseUrl);
    const answered: string[] = [];
    let killed = false;
    const requests = Array.from({ length: 500 }, async (_, i) => {
      try {
        const response = await fetch(`${first.address}/api/public/enquiries`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: `Durable ${i}`,
            phone: `+9198${String(30_000_000 + i)}`,
            destinationCountry: "AU",
            visaType: "student",
            priorRefusal: false,
            consent: true,
          }),
        });
        if (response.status === 201) {
          answered.push(((await response.json()) as { reference: string }).reference);
          if (answered.length >= 100 && !killed) {
            killed = true;
            first.child.kill("SIGKILL");
          }
        } else {
          await response.arrayBuffer();
        }
      } catch {
        // the connection died with the process: this request was never answered
      }
    });
    await Promise.all(requests);
    expect(killed).toBe(true);
    if (first.child.exitCode === null && first.child.signalCode === null) {
      await new Promise((resolve) => first.child.once("exit", resolve));
    }
    const answeredBeforeRestart = [...answered];
    expect(answeredBeforeRestart.length).toBeGreaterThanOrEqual(100);

    const second = await startServer(dataDir, databaseUrl);
    try {
      const login = await fetch(`${second.address}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password: TEST_PASSWORDS.admin }),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const stored = new Set<string>();
      let cursor: string | null = null;
      do {
        const url: string = `${second.address}/api/enquiries?limit=100${cursor ? `&cursor=${cursor}` : ""}`;
        const page = (await (await fetch(url, { headers: { cookie } })).json()) as {
          items: { reference: string }[];
          nextCursor: string | null;
        };
        for (const item of page.items) stored.add(item.reference);
        cursor = page.nextCursor;
      } while (cursor);
      const lost = answeredBeforeRestart.filter((reference) => !stored.has(reference));
      expect(lost).toEqual([]);
    } finally {
      await stop(second.child);
    }
  }, 180_000);
});
