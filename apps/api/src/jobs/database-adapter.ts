import { type Db, fromPglite, type PGliteLike } from "pg-boss";
import type { DatabaseHandle } from "#db/client.ts";

// pg-boss runs on the API's own connections, not a pool of its own (docs/decisions/043): on PGlite there is only one
// connection, in the worker thread, and on PostgreSQL the instance's pool already counts against max_connections.

/** What pg-boss needs of postgres-js: a statement as text with `$n` parameters. */
interface PostgresJsLike {
  unsafe(text: string, values?: unknown[]): Promise<unknown>;
  reserve(): Promise<{ unsafe(text: string, values?: unknown[]): Promise<unknown>; release(): void }>;
}

/**
 * pg-boss's database on `database`'s own client: PGlite's (pg-boss's own adapter: parameterised statements through
 * `query`, its multi-statement blocks through `exec`) or the postgres-js pool's.
 */
export function jobEngineDatabase(database: DatabaseHandle): Db {
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.kind === "pglite"
    ? fromPglite(client as PGliteLike)
    : fromPostgresJs(client as PostgresJsLike);
}

/**
 * A parameter as node-postgres, which pg-boss is written for, would send it: an object (a queue's options) as JSON
 * text and a date as ISO text; postgres-js refuses either where the server expects text or jsonb.
 */
function asNodePostgresSends(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  const plainObject =
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !ArrayBuffer.isView(value);
  return plainObject ? JSON.stringify(value) : value;
}

/** A block of pg-boss's own transaction: `BEGIN; …; COMMIT` sent as one text. */
const OWN_TRANSACTION = /^\s*BEGIN\s*;/i;

/**
 * postgres-js sends a statement without parameters by the simple protocol, so pg-boss's `BEGIN; …; COMMIT` blocks run
 * whole, on a connection reserved for them (the pool refuses a BEGIN on a shared one); their answer is one result
 * per statement, whose rows are put together (as pg-boss does with node-postgres's).
 */
function fromPostgresJs(client: PostgresJsLike): Db {
  return {
    async executeSql(text, given) {
      const values = given?.map(asNodePostgresSends);
      let result: unknown[];
      if (OWN_TRANSACTION.test(text)) {
        const reserved = await client.reserve();
        try {
          result = (await reserved.unsafe(text, values ?? [])) as unknown[];
        } finally {
          reserved.release();
        }
      } else result = (await client.unsafe(text, values ?? [])) as unknown[];
      const rows = result.length > 0 && Array.isArray(result[0]) ? (result as unknown[][]).flat() : result;
      return { rows };
    },
  };
}
