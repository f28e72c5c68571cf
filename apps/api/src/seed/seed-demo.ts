// `pnpm --filter @visadesk/api seed:demo`: fills the configured database (DATA_DIR or DATABASE_URL) with a year of a
// consultancy, if and only if it has no CRM data yet, saying as it goes how far it is and how long is left.
import { configFromEnv } from "#config.ts";
import { envOfProcess } from "#env.ts";
import { seedDemo } from "#seed/demo.ts";
import { seedProgressLine } from "#seed/progress.ts";
import { createServer } from "#server.ts";

/** How often the progress line is said again while a step runs (its time left counting down). */
const TICK_MS = 2_000;

const env = envOfProcess();
// Errors only: `pnpm demo` prints the accounts' passwords itself, in words, once the server is up.
const config = { ...configFromEnv(env, "seed"), web: null, logLevel: "error" as const };
const line = seedProgressLine(process.stdout);
const ticking = setInterval(line.tick, TICK_MS);
const server = await createServer(config);
try {
  await seedDemo(server.database.db, new Date(), undefined, line.report);
  line.finish();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  clearInterval(ticking);
  await server.close();
}
