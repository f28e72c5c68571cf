// The PGlite worker thread: the embedded database runs here, so that its SQL (WebAssembly that holds the thread for as
// long as a statement runs) never holds the API's thread, which goes on parsing, validating and answering other
// requests meanwhile. db/pglite-thread.ts starts it and speaks the protocol below; see docs/decisions/015.
//
// Plain JavaScript on purpose: Node.js starts a worker from a file it can run as is, in `pnpm dev` (tsx), in the
// tests (vitest) and in the built server (copied beside dist/main.js by build.mjs) alike.
//
// Requests (from the API's thread), each with a numeric `id`; every request gets exactly one answer with that `id`:
//   { kind: "query", sql, params, rowMode, rawTypes, tx? }   one statement (extended protocol); `tx` pins it to an
//                                                            open transaction
//   { kind: "exec", sql, tx? }                               statements in one string (simple protocol)
//   { kind: "begin" }                                        opens a transaction; its answer's value is its `tx`
//   { kind: "end", tx, commit }                              commits (or rolls back) that transaction
//   { kind: "listen", channel }                              LISTENs on `channel`; answers once listening
//   { kind: "close" }                                        waits for the statements before it, closes PGlite
//                                                            (its files are flushed), then answers
// Answers: { id, ok: true, value } or { id, ok: false, error: { message, fields } }, `fields` holding PostgreSQL's
// own (code, constraint, table, ...) so that the API's thread rebuilds the same error.
// Notifications on a channel listened to: { notification: { channel, payload } }, posted as PGlite reads them from
// the statement that committed, so before that statement's own answer.
// At startup the worker posts { ready: true } once PGlite is open, or { ready: false, error } when it cannot open.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pgliteOptions } from "./pglite-options.mjs";
import { namedStatements } from "./pglite-statements.mjs";

if (parentPort === null)
  throw new Error("pglite-worker.mjs runs only as a worker thread (db/pglite-thread.ts)");
const port = parentPort;

/** @param {unknown} value */
const identity = (value) => value;

/** Thrown inside PGlite's transaction callback to make it roll back; never reaches the API's thread. */
const ROLL_BACK = Symbol("roll back");

/**
 * Values of these types come back as PostgreSQL's text, untouched: the API's thread applies the caller's own parsers
 * (functions cannot cross threads).
 * @param {number[]} rawTypes
 */
function rawParsers(rawTypes) {
  /** @type {Record<number, (value: unknown) => unknown>} */
  const parsers = {};
  for (const type of rawTypes) parsers[type] = identity;
  return parsers;
}

/**
 * An error as plain data: its message and its own fields (a PostgreSQL error's code, constraint, table, column,
 * detail, the statement and its parameters), without what cannot be copied to another thread.
 * @param {unknown} error
 */
function errorData(error) {
  const message = error instanceof Error ? error.message : String(error);
  /** @type {Record<string, unknown>} */
  const fields = {};
  if (error !== null && typeof error === "object")
    for (const [key, value] of Object.entries(error)) {
      if (key === "queryOptions" || value === undefined || typeof value === "function") continue;
      fields[key] = value;
    }
  return { message, fields };
}

/** @param {unknown} error */
function plainFields(error) {
  const { message, fields } = errorData(error);
  const plain = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => typeof value === "string" || typeof value === "number"),
  );
  return { message, fields: plain };
}

/** @param {number} id @param {unknown} value */
function answer(id, value) {
  port.postMessage({ id, ok: true, value });
}

/** @param {number} id @param {unknown} error */
function fail(id, error) {
  try {
    port.postMessage({ id, ok: false, error: errorData(error) });
  } catch {
    // A field that cannot be copied (an odd parameter value): the code and the names still go.
    port.postMessage({ id, ok: false, error: plainFields(error) });
  }
}

/**
 * Transactions open now, by id: the PGlite transaction its statements run in, and how to end it. PGlite itself keeps
 * every other statement waiting while one is open, so nothing interleaves inside a transaction.
 * @type {Map<number, { tx: import("@electric-sql/pglite").Transaction, end: (commit: boolean) => void }>}
 */
const transactions = new Map();

/** @type {PGlite} */
let db;
/** @type {ReturnType<typeof namedStatements>} A statement run again is run as a named one (pglite-statements.mjs). */
let statements;

/**
 * @param {{ tx?: number }} request
 * @returns {Pick<PGlite, "query" | "exec">}
 */
function target(request) {
  if (request.tx === undefined) return db;
  const open = transactions.get(request.tx);
  if (open === undefined) throw new Error(`Transaction ${request.tx} is not open`);
  return open.tx;
}

/**
 * Opens a transaction and answers `begin` with its id once PGlite has run BEGIN; the transaction stays open (PGlite's
 * callback waits) until an `end` request for it arrives.
 * @param {number} id
 */
function begin(id) {
  let begun = false;
  db.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        begun = true;
        transactions.set(id, { tx, end: (commit) => (commit ? resolve(undefined) : reject(ROLL_BACK)) });
        answer(id, id);
      }),
  ).then(
    () => settle(id, null),
    (error) => {
      if (begun) settle(id, error === ROLL_BACK ? null : error);
      else fail(id, error);
    },
  );
}

/**
 * The `end` request waiting for each transaction, answered once PGlite has committed or rolled it back.
 * @type {Map<number, number>}
 */
const ending = new Map();

/** @param {number} tx @param {unknown} error */
function settle(tx, error) {
  transactions.delete(tx);
  const endId = ending.get(tx);
  ending.delete(tx);
  if (endId === undefined) return;
  if (error === null) answer(endId, null);
  else fail(endId, error);
}

/** @param {{ id: number, tx: number, commit: boolean }} request */
function end(request) {
  const open = transactions.get(request.tx);
  if (open === undefined) {
    fail(request.id, new Error(`Transaction ${request.tx} is not open`));
    return;
  }
  ending.set(request.tx, request.id);
  open.end(request.commit);
}

/** @param {any} request */
async function handle(request) {
  try {
    switch (request.kind) {
      case "query": {
        const options = { rowMode: request.rowMode, parsers: rawParsers(request.rawTypes) };
        const tx = request.tx === undefined ? undefined : /** @type {any} */ (target(request));
        const result = await statements.query(request.sql, request.params, options, tx);
        answer(request.id, { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });
        return;
      }
      case "exec": {
        const results = await target(request).exec(request.sql);
        answer(
          request.id,
          results.map((result) => ({
            rows: result.rows,
            fields: result.fields,
            affectedRows: result.affectedRows,
          })),
        );
        return;
      }
      case "begin":
        begin(request.id);
        return;
      case "listen":
        await db.listen(request.channel, (payload) => {
          port.postMessage({ notification: { channel: request.channel, payload } });
        });
        answer(request.id, null);
        return;
      case "end":
        end(request);
        return;
      case "close":
        await db.close();
        answer(request.id, null);
        port.close();
        return;
      default:
        throw new Error(`Unknown request ${String(request.kind)}`);
    }
  } catch (error) {
    fail(request.id, error);
  }
}

try {
  const { dataDir, wasm } =
    /** @type {{ dataDir: string | null, wasm: { pglite: WebAssembly.Module, initdb: WebAssembly.Module } }} */ (
      workerData
    );
  db = await PGlite.create(dataDir ?? undefined, {
    ...pgliteOptions,
    // Compiled once by the API's thread (db/pglite-thread.ts), not again in each worker.
    pgliteWasmModule: wasm.pglite,
    initdbWasmModule: wasm.initdb,
  });
  statements = namedStatements(db);
} catch (error) {
  port.postMessage({ ready: false, error: plainFields(error) });
  // The API's thread ends this worker on reading that answer.
}
if (db !== undefined) {
  port.on("message", (request) => {
    void handle(request);
  });
  port.postMessage({ ready: true });
}
