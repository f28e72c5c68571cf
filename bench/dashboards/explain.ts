// Prints each dashboard query's plan time (EXPLAIN ANALYZE) over BENCH_LEADS leads on PostgreSQL: where the time goes.
import { type SQL, sql } from "../../apps/api/node_modules/drizzle-orm/index.js";
import { analyticsDashboard } from "../../apps/api/src/dashboards/analytics.ts";
import { investorDashboard } from "../../apps/api/src/dashboards/investor.ts";
import { overviewDashboard } from "../../apps/api/src/dashboards/overview.ts";
import { staffDashboard } from "../../apps/api/src/dashboards/staff.ts";
import { workflowDashboard } from "../../apps/api/src/dashboards/workflow.ts";
import type { Database } from "../../apps/api/src/db/client.ts";
import { createServer } from "../../apps/api/src/server.ts";
import { createTestDatabase } from "../../apps/api/src/test/test-database.ts";
import { benchConfig } from "../api/setup.ts";
import { generatePipeline } from "./generate.ts";

process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const database = await createTestDatabase();
const server = await createServer(benchConfig(database.config));
try {
  await generatePipeline(server.database.db, Number(process.env.BENCH_LEADS ?? 20_000));
  await server.database.db.execute(sql`vacuum analyze`);
  const real = server.database.db;
  const explaining = new Proxy(real, {
    get(target, prop) {
      if (prop !== "execute") return Reflect.get(target, prop);
      return async (query: SQL) => {
        const result = (await target.execute(
          sql`explain (analyze, costs off) ${query}`,
        )) as unknown as Record<string, string>[];
        const lines = result.map((r) => Object.values(r)[0] as string);
        const text = lines.join("\n");
        const time = /Execution Time: ([\d.]+)/.exec(text)?.[1];
        const first = (target as unknown as { dialect: { sqlToQuery(q: SQL): { sql: string } } }).dialect
          .sqlToQuery(query)
          .sql.replace(/\s+/g, " ")
          .slice(0, 90);
        console.log(`${time?.padStart(9)} ms  ${first}`);
        if (Number(time) > Number(process.env.SHOW_ABOVE ?? 1e9)) console.log(text);
        return target.execute(query);
      };
    },
  }) as Database;
  const now = new Date();
  for (const [name, run] of [
    ["workflow", () => workflowDashboard(explaining, {}, now)],
    ["overview", () => overviewDashboard(explaining, now)],
    ["analytics", () => analyticsDashboard(explaining, {}, now)],
    ["staff", () => staffDashboard(explaining, {}, now)],
    ["investor", () => investorDashboard(explaining, now)],
  ] as const) {
    console.log(`\n${name}`);
    await run();
  }
} finally {
  await server.close();
  await database.drop();
}
