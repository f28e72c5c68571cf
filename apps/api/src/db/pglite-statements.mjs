// Named statements for the PGlite worker (db/pglite-worker.mjs): a statement the API sends again is prepared once
// (parsed, analysed and, by PostgreSQL's plan cache, planned) and from then on each run is one call into PGlite, as
// PostgreSQL's drivers do over a socket. PGlite's own `query` parses the statement anew and makes six calls into the
// WebAssembly (parse, describe, bind, describe, execute, sync): 0.3 ms of the worker's only core for a `select 1`,
// about a third of a staff page's 1.1 ms (docs/behaviours/speed.md#api-lists). On PostgreSQL the API's repeated
// statements are named already (Drizzle's prepared queries through postgres.js), so both databases now plan them the
// same way.
//
// The answers are PGlite's own: the same serializers for the parameters (by the types PostgreSQL describes), the same
// result parsing (`parse.parseResults` with the caller's options), the same locks (a statement outside a transaction
// waits for any open one; inside one it runs in it), the same flush after a statement outside a transaction, and the
// same error fields (`query`, `params`). A statement seen for the first time runs through PGlite's `query` unchanged,
// so one-off statements (migrations, generated SQL) never fill the cache.
import { parse, protocol } from "@electric-sql/pglite";

const { serialize } = protocol;

/** Statements kept prepared at most; the least recently used one is closed beyond it. */
export const MAX_NAMED_STATEMENTS = 500;
/** Statement texts remembered as seen once (a second run prepares them). */
const MAX_SEEN = 2_000;

/**
 * PostgreSQL's errors after which a named statement must be prepared again: "cached plan must not change result
 * type" (a table changed under it) and an unknown statement name.
 */
const STALE_STATEMENT = new Set(["0A000", "26000"]);

/** @param {Uint8Array[]} parts */
function concat(parts) {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * @typedef {{ name: string, paramTypes: number[], rowDescription: unknown }} Named
 * @typedef {import("@electric-sql/pglite").PGlite & {
 *   _checkReady(): Promise<void>,
 *   _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>,
 *   _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>,
 * }} PGliteInternals
 */

/**
 * Fails at startup, not later, if a PGlite upgrade removed what this file uses.
 * @param {import("@electric-sql/pglite").PGlite} db
 * @returns {PGliteInternals}
 */
function internals(db) {
  const open = /** @type {PGliteInternals} */ (db);
  for (const method of [
    "_checkReady",
    "_runExclusiveQuery",
    "_runExclusiveTransaction",
    "execProtocol",
    "syncToFs",
  ])
    if (typeof (/** @type {any} */ (open)[method]) !== "function")
      throw new Error(`PGlite no longer has ${method}: update db/pglite-statements.mjs`);
  if (typeof parse.parseResults !== "function" || typeof serialize.bind !== "function")
    throw new Error("PGlite no longer exports its protocol: update db/pglite-statements.mjs");
  return open;
}

/**
 * The statements of one PGlite instance: `query(sql, params, options, tx)` answers as PGlite's `query` (or, with `tx`,
 * as that transaction's `query`) would.
 * @param {import("@electric-sql/pglite").PGlite} pglite
 */
export function namedStatements(pglite) {
  const db = internals(pglite);
  /** @type {Map<string, Named>} In use order: the first is the least recently used. */
  const named = new Map();
  /** @type {Set<string>} */
  const seen = new Set();
  /** Names of statements dropped from `named`, closed in the database with the next preparation outside a transaction. */
  /** @type {string[]} */
  const toClose = [];
  let counter = 0;

  /**
   * @param {string} sql
   * @param {Uint8Array[]} messages
   * @param {unknown[]} params
   */
  async function run(sql, messages, params) {
    try {
      return (await db.execProtocol(concat(messages), { syncToFs: false })).messages;
    } catch (error) {
      if (error !== null && typeof error === "object") Object.assign(error, { query: sql, params });
      throw error;
    }
  }

  /** @param {string} sql @param {boolean} inTransaction */
  async function prepare(sql, inTransaction) {
    const name = `visadesk_${++counter}`;
    // Closing in a transaction could fail with it (and take the statement with it): only outside one.
    const closing = inTransaction
      ? []
      : toClose.splice(0).map((old) => serialize.close({ type: "S", name: old }));
    const messages = await run(
      sql,
      [
        ...closing,
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ],
      [],
    );
    /** @type {any} */
    const parameters = messages.find((message) => message.name === "parameterDescription");
    const rowDescription = messages.find((message) => message.name === "rowDescription");
    /** @type {Named} */
    const statement = { name, paramTypes: parameters?.dataTypeIDs ?? [], rowDescription };
    named.set(sql, statement);
    if (named.size > MAX_NAMED_STATEMENTS) {
      const [oldest] = named.keys();
      if (oldest !== undefined) {
        toClose.push(/** @type {Named} */ (named.get(oldest)).name);
        named.delete(oldest);
      }
    }
    return statement;
  }

  /**
   * @param {string} sql
   * @param {unknown[]} params
   * @param {import("@electric-sql/pglite").QueryOptions} options
   * @param {boolean} inTransaction
   */
  async function runNamed(sql, params, options, inTransaction) {
    let statement = named.get(sql);
    if (statement === undefined) statement = await prepare(sql, inTransaction);
    else {
      named.delete(sql);
      named.set(sql, statement);
    }
    const { paramTypes } = statement;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[/** @type {number} */ (paramTypes[index])];
      return serializer ? serializer(value) : String(value);
    });
    let messages;
    try {
      messages = await run(
        sql,
        [serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()],
        params,
      );
    } catch (error) {
      if (STALE_STATEMENT.has(/** @type {{ code?: string }} */ (error).code ?? "")) {
        named.delete(sql);
        toClose.push(statement.name);
      }
      throw error;
    }
    if (!inTransaction) await db.syncToFs();
    const rows = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(rows, db.parsers, options)[0];
  }

  /**
   * @param {string} sql
   * @param {unknown[]} params
   * @param {import("@electric-sql/pglite").QueryOptions} options
   * @param {import("@electric-sql/pglite").Transaction | undefined} tx
   */
  async function query(sql, params, options, tx) {
    if (!named.has(sql) && !seen.has(sql)) {
      seen.add(sql);
      if (seen.size > MAX_SEEN) seen.delete(/** @type {string} */ (seen.values().next().value));
      return tx === undefined ? db.query(sql, params, options) : tx.query(sql, params, options);
    }
    await db._checkReady();
    if (tx !== undefined) {
      if (tx.closed) throw new Error("Transaction is closed");
      return db._runExclusiveQuery(() => runNamed(sql, params, options, true));
    }
    return db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(() => runNamed(sql, params, options, false)),
    );
  }

  return { query };
}
