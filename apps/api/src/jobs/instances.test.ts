import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { rowsOf } from "#jobs/rows.ts";
import { createTestDatabase, testDatabaseKind } from "#test/test-database.ts";

// Several instances on one PostgreSQL database (docs/behaviours/background-work.md#several-instances-and-leases):
// three processes work one queue of 1,000 jobs; one is killed with SIGKILL (`kill -9`) while it holds jobs. Every
// job's effect is recorded exactly once, every job completes, and a job ran twice only when its first run was on the
// killed instance (its lease lapsed and another took it). PGlite is one process's database, so this runs on
// PostgreSQL only (TEST_DATABASE_URL).

const JOBS = 1_000;
/** Runs recorded before the kill: the killed instance has done some work and holds more. */
const KILL_AFTER_RUNS = 250;
const INSTANCE_SCRIPT = path.join(import.meta.dirname, "..", "test", "job-instance.ts");
const API_ROOT = path.join(import.meta.dirname, "..", "..");
const WAIT = { timeout: 240_000, interval: 250 };

interface Instance {
  name: string;
  process: ChildProcess;
  output: string[];
}

function startInstance(url: string, name: string, send?: number): Instance {
  const child = spawn(process.execPath, [INSTANCE_SCRIPT, url, name, ...(send ? [String(send)] : [])], {
    cwd: API_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean)));
  child.stderr?.on("data", (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean)));
  return { name, process: child, output };
}

const count = async (database: DatabaseHandle, query: ReturnType<typeof sql>) =>
  Number((await rowsOf<{ n: unknown }>(database.db, query))[0]?.n);

describe.runIf(testDatabaseKind === "postgres")("the job engine on three instances", () => {
  let drop: () => Promise<void> = async () => {};
  let database: DatabaseHandle;
  const instances: Instance[] = [];

  beforeAll(async () => {
    const created = await createTestDatabase({ migrated: true });
    drop = created.drop;
    if (created.config.kind !== "postgres") throw new Error("needs PostgreSQL");
    database = await openDatabase(created.config);
    await database.migrate(path.join(API_ROOT, "drizzle"));
    await database.db.execute(sql`create table test_job_runs (n integer not null, instance text not null)`);
    await database.db.execute(
      sql`create table test_job_effects (n integer not null, instance text not null)`,
    );
    instances.push(startInstance(created.config.url, "first", JOBS));
    instances.push(startInstance(created.config.url, "second"));
    instances.push(startInstance(created.config.url, "third"));
  }, 120_000);
  afterAll(async () => {
    for (const instance of instances) instance.process.kill("SIGTERM");
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise((resolve) => {
            if (instance.process.exitCode !== null || instance.process.signalCode !== null) resolve(null);
            else instance.process.once("exit", resolve);
          }),
      ),
    );
    await database?.close();
    await drop();
  });

  // Three processes working 1,000 jobs, and a lease to lapse: more than the default 30 s on a busy 2-core machine.
  it("runs each of 1,000 jobs' effect exactly once, with an instance killed by SIGKILL midway", {
    timeout: 300_000,
  }, async () => {
    await vi.waitFor(
      async () =>
        expect(await count(database, sql`select count(*) as n from test_job_runs`)).toBeGreaterThan(
          KILL_AFTER_RUNS,
        ),
      WAIT,
    );
    const killed = instances[1] as Instance;
    const runsBeforeKill = await count(
      database,
      sql`select count(*) as n from test_job_runs where instance = 'second'`,
    );
    killed.process.kill("SIGKILL");

    await vi.waitFor(
      async () =>
        expect(
          await count(
            database,
            sql`select count(*) as n from pgboss.job where name = 'test-effect' and state = 'completed'`,
          ),
          instances
            .flatMap((instance) => instance.output.map((line) => `${instance.name}: ${line}`))
            .join("\n"),
        ).toBe(JOBS),
      WAIT,
    );

    // Each job's effect once.
    const effects = await rowsOf<{ n: number; times: unknown }>(
      database.db,
      sql`select n, count(*) as times from test_job_effects group by n`,
    );
    expect(effects).toHaveLength(JOBS);
    expect(effects.every((row) => Number(row.times) === 1)).toBe(true);
    // Every instance worked, the killed one before it was killed.
    expect(runsBeforeKill).toBeGreaterThan(0);
    const byInstance = await rowsOf<{ instance: string }>(
      database.db,
      sql`select distinct instance from test_job_effects order by instance`,
    );
    expect(byInstance.map((row) => row.instance)).toEqual(["first", "second", "third"]);
    // The killed instance held a batch of jobs (a worker takes ten at once, settles them together at the batch's end,
    // and asks again at once): they ran again once their 3 s lease lapsed, as retries, those it had already run
    // included, and `doOnce` kept their effects single. (On a machine too busy to run a batch within its lease, a live
    // instance's batch is run again too: that is what a lease means, and the effects above stay single.)
    const rerunAfterKill = await rowsOf<{ n: number }>(
      database.db,
      sql`select n from test_job_runs group by n having count(*) > 1 and bool_or(instance = 'second')`,
    );
    expect(rerunAfterKill.length).toBeGreaterThan(0);
    const retried = await count(
      database,
      sql`select count(*) as n from pgboss.job where name = 'test-effect' and retry_count > 0`,
    );
    expect(retried).toBeGreaterThanOrEqual(rerunAfterKill.length);
  });
});
