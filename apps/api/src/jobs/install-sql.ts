import { getConstructionPlans } from "pg-boss";

// pg-boss's tables are made by our migrations, not by pg-boss at start (docs/decisions/043): its install plan is
// copied into migration 0024 one statement at a time, without the transaction and advisory lock it wraps them in
// (the migrator runs every migration in a transaction of its own, and one migration at a time).

/** The schema pg-boss keeps its jobs, queues and schedules in. */
export const JOBS_SCHEMA = "pgboss";

/** The statements that install pg-boss's schema, at the version of the pg-boss this API runs. */
export function jobEngineInstallStatements(): string[] {
  const plan = getConstructionPlans(JOBS_SCHEMA, { createSchema: true });
  const body = plan
    .replace(
      /^\s*BEGIN;\s*SET LOCAL lock_timeout = \d+;\s*SET LOCAL idle_in_transaction_session_timeout = \d+;/,
      "",
    )
    .replace(/COMMIT;\s*$/, "");
  return topLevelStatements(body).filter((statement) => !/^SELECT pg_advisory_xact_lock\(/.test(statement));
}

/** `sql` cut at each `;` outside quotes and dollar-quoted bodies, each statement trimmed, empty ones left out. */
export function topLevelStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < sql.length) {
    const char = sql[i];
    if (char === "'") {
      i = sql.indexOf("'", i + 1) + 1 || sql.length;
    } else if (char === "$") {
      const tag = /^\$\w*\$/.exec(sql.slice(i))?.[0];
      if (tag) i = sql.indexOf(tag, i + tag.length) + tag.length;
      else i++;
    } else if (char === ";") {
      statements.push(sql.slice(start, i));
      start = ++i;
    } else i++;
  }
  statements.push(sql.slice(start));
  return statements.map((statement) => statement.trim()).filter(Boolean);
}
