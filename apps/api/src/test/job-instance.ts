// One API instance's job engine in a process of its own, for the multi-instance test of the job engine
// (jobs/instances.test.ts): `node src/test/job-instance.ts <database url> <instance name> [jobs to send]`. It works the
// queue `test-effect` (a lease of 3 s), records each run in `test_job_runs` and each job's effect once, through
// `doOnce`, in `test_job_effects`; then, if asked, sends that many jobs. Prints "ready" once working, "sent" once sent.
import { sql } from "drizzle-orm";
import { openDatabase } from "#db/client.ts";
import { doOnce } from "#jobs/effects.ts";
import { startJobEngine } from "#jobs/engine.ts";

const [url, instance, toSend] = process.argv.slice(2);
if (!url || !instance)
  throw new Error("usage: job-instance.ts <database url> <instance name> [jobs to send]");

/** How long each run takes: long enough that a kill lands in the middle of some. */
const RUN_MS = 15;

const database = await openDatabase({ kind: "postgres", url, poolSize: 4 });
const db = database.db;
const engine = await startJobEngine(
  database,
  [
    {
      name: "test-effect",
      description: "Recording an effect once",
      leaseSeconds: 3,
      retries: 3,
      retryDelaySeconds: 1,
      pollingSeconds: 0.5,
      run: async (job) => {
        const { n } = job.data as { n: number };
        await db.execute(sql`insert into test_job_runs (n, instance) values (${n}, ${instance})`);
        await new Promise((resolve) => setTimeout(resolve, RUN_MS));
        await doOnce(db, "test-effect", `effect:${n}`, async (tx) => {
          await tx.execute(sql`insert into test_job_effects (n, instance) values (${n}, ${instance})`);
        });
      },
    },
  ],
  {
    started: () => {},
    done: () => {},
    failed: (_queue, error) => process.stderr.write(`${instance}: ${(error as Error).message}\n`),
    engineError: (error) => process.stderr.write(`${instance} engine: ${(error as Error).message}\n`),
  },
  { superviseSeconds: 1 },
);
process.stdout.write("ready\n");
if (toSend) {
  for (let n = 1; n <= Number(toSend); n++) await engine.send("test-effect", { n });
  process.stdout.write("sent\n");
}
process.on("SIGTERM", async () => {
  await engine.stop();
  await database.close();
  process.exit(0);
});
