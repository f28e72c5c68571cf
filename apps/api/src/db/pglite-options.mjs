// PGlite's options, the same for the process that makes a new data folder (db/pglite-make.mjs) and the worker thread
// that serves it (db/pglite-worker.mjs). Plain JavaScript for the same reason as they are: Node.js runs it as is.
import { PGlite, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * PostgreSQL's settings for PGlite, after PGlite's own. PGlite's WebAssembly memory only ever grows, and what
 * PostgreSQL touches in it stays resident, so these settings are the server's memory (docs/decisions/039):
 * - shared_buffers: PostgreSQL's default of 128 MB was ~100 MB resident from the start and filled by the first large
 *   uploads. The data folder's files stay in the operating system's page cache, where a page that misses 32 MB of
 *   buffers costs a copy, not a disk read.
 */
const MEMORY_SETTINGS = ["-c", "shared_buffers=32MB"];

/**
 * `bytea` as PostgreSQL's hex text, by Node's own hex codec. PGlite's made an array of every byte and a string of each,
 * and read one back with a `parseInt` per byte: for an upload's 256 KiB piece 262,144 strings of garbage and 46 ms of
 * the worker's only core to write it (31 ms to read it), against 0.24 ms (0.22 ms) here, measured side by side.
 * @param {unknown} value
 */
function byteaToText(value) {
  if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
}

/**
 * The bytes of PostgreSQL's hex text, in an array of their own (a small Buffer from Node's pool would cross to the API's
 * thread with the whole pool).
 * @param {string} text
 */
function byteaFromText(text) {
  const bytes = new Uint8Array((text.length - 2) / 2);
  Buffer.from(bytes.buffer).write(text.slice(2), "hex");
  return bytes;
}

/** @satisfies {import("@electric-sql/pglite").PGliteOptions} */
export const pgliteOptions = {
  // pg_trgm backs the search of every CRM list (trigram indexes on name, phone, email, case number).
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS],
  serializers: { [types.BYTEA]: byteaToText },
  parsers: { [types.BYTEA]: byteaFromText },
};
