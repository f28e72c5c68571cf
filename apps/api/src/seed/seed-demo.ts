// `pnpm --filter @visadesk/api seed:demo`: fills the configured database (DATA_DIR or DATABASE_URL) with a year of a
// consultancy, if and only if it has no CRM data yet.
import { configFromEnv } from "#config.ts";
import { envOfProcess } from "#env.ts";
import { seedDemo } from "#seed/demo.ts";
import { createServer } from "#server.ts";

const env = envOfProcess();
const config = { ...configFromEnv(env, "seed"), web: null, logLevel: "warn" as const };
const server = await createServer(config);
try {
  const _counts = await seedDemo(server.database.db);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await server.close();
}
