import { PgPreparedQuery } from "drizzle-orm/pg-core";

/** What a timed statement reports: its kind (the SQL's first word), how long it took, and whether it failed. */
export interface QueryTiming {
  operation: "select" | "insert" | "update" | "delete" | "with" | "other";
  seconds: number;
  failed: boolean;
}

/** Told when a statement starts and ends; `end` gets the timing. */
export interface QueryObserver {
  start(): void;
  end(timing: QueryTiming): void;
}

const observers = new Set<QueryObserver>();
let installed = false;

function operationOf(sql: string): QueryTiming["operation"] {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase();
  return word === "select" || word === "insert" || word === "update" || word === "delete" || word === "with"
    ? word
    : "other";
}

/**
 * Times every statement Drizzle runs, on PGlite and PostgreSQL alike, transactions included: both drivers send each
 * one through `PgPreparedQuery.queryWithCache`, which is wrapped here once per process (neither driver has a hook that
 * sees a statement end). Failing at startup, not silently, if a Drizzle upgrade removes that method.
 */
export function observeQueries(observer: QueryObserver): () => void {
  if (!installed) {
    const prototype = PgPreparedQuery.prototype as unknown as {
      queryWithCache?: (sql: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
    };
    const original = prototype.queryWithCache;
    if (typeof original !== "function")
      throw new Error("drizzle-orm no longer has PgPreparedQuery.queryWithCache: update db/query-timing.ts");
    prototype.queryWithCache = async function timed(this: unknown, sql, params, query) {
      if (observers.size === 0) return original.call(this, sql, params, query);
      for (const each of observers) each.start();
      const started = process.hrtime.bigint();
      let failed = false;
      try {
        return await original.call(this, sql, params, query);
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        const timing = {
          operation: operationOf(sql),
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
          failed,
        };
        for (const each of observers) each.end(timing);
      }
    };
    installed = true;
  }
  observers.add(observer);
  return () => observers.delete(observer);
}
