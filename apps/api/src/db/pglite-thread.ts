import { spawn } from "node:child_process";
import { access, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PGlite, PGliteOptions, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * A PostgreSQL error raised inside the PGlite worker, rebuilt in the API's thread with every field PGlite gave it
 * (`code`, `constraint`, `table`, `column`, `detail`, `severity`, the statement...): the services read `code` and
 * `constraint` (23505 → a 409 naming the field), the error handler the SQLSTATE class, the log the safe fields.
 */
export class DatabaseError extends Error {
  [field: string]: unknown;
}

interface ErrorData {
  message: string;
  fields: Record<string, unknown>;
}

type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorData };
/** A notification on a channel listened to (no `id`: nothing asked for it). */
type Notification = { notification: { channel: string; payload: string } };
type Startup = { ready: true } | { ready: false; error: ErrorData };

type Request =
  | {
      kind: "query";
      sql: string;
      params: unknown[];
      rowMode: "array" | "object";
      rawTypes: number[];
      tx?: number;
    }
  | { kind: "exec"; sql: string; tx?: number }
  | { kind: "begin" }
  | { kind: "end"; tx: number; commit: boolean }
  | { kind: "listen"; channel: string }
  | { kind: "close" };

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** What a statement's caller sees of it: the part of PGlite's interface Drizzle's PGlite driver uses. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}

const WORKER_FILE = new URL("./pglite-worker.mjs", import.meta.url);
const MAKER_FILE = new URL("./pglite-make.mjs", import.meta.url);

/**
 * The most the worker's young generation (V8's space for new objects) may grow to, in MB. V8 sized it for this
 * machine's memory and it grew to 64 MB under uploads, resident for good; the worker's new objects are a statement's
 * parameters and rows, gone by the next, so a small space costs short collections (docs/decisions/039).
 */
export const WORKER_YOUNG_GENERATION_MB = 8;

/** The message of every statement sent after closing: `lib/database-errors.ts` answers it with a 503. */
const CLOSED_MESSAGE = "PGlite is closed";

/** PGlite's two WebAssembly modules, compiled in this thread and shared by every worker it starts. */
interface WasmModules {
  pglite: WasmModule;
  initdb: WasmModule;
}

type WasmModule = NonNullable<PGliteOptions["pgliteWasmModule"]>;

/** `WebAssembly.compile` (this package's TypeScript types leave out the WebAssembly global). */
const compileWasm = (bytes: Uint8Array): Promise<WasmModule> =>
  (
    globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }
  ).WebAssembly.compile(bytes);

let compiled: Promise<WasmModules> | undefined;

/**
 * Compiles PGlite's WebAssembly once per process, as PGlite does for itself in one thread: each worker is a new
 * isolate that would otherwise compile its 9 MB again on every start (seconds on a loaded machine, per test server).
 */
function wasmModules(): Promise<WasmModules> {
  compiled ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const compile = async (file: string) => compileWasm(await readFile(path.join(dist, file)));
    const [pglite, initdb] = await Promise.all([compile("pglite.wasm"), compile("initdb.wasm")]);
    return { pglite, initdb };
  })();
  compiled.catch(() => {
    compiled = undefined;
  });
  return compiled;
}

/** Whether `dataDir` holds a PostgreSQL database already (PostgreSQL writes PG_VERSION when it makes one). */
async function holdsDatabase(dataDir: string): Promise<boolean> {
  try {
    await access(path.join(dataDir, "PG_VERSION"));
    return true;
  } catch {
    return false;
  }
}

/** Makes a new database in `dataDir` by running db/pglite-make.mjs; rejects with its reason when it fails. */
function makeDatabase(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The same Node.js, without this process's flags (an inspector's port): the script needs none.
    const maker = spawn(process.execPath, [fileURLToPath(MAKER_FILE), dataDir], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    maker.stderr.setEncoding("utf8").on("data", (text: string) => {
      stderr += text;
    });
    maker.once("error", reject);
    maker.once("close", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(stderr.trim() || `Making the database ended with ${signal ?? `code ${code}`}`));
    });
  });
}

/** A PGlite worker (db/pglite-worker.mjs) once it has said it is ready; its error, rebuilt, when it could not open. */
async function startWorker(workerData: { dataDir: string | null; wasm: WasmModules }): Promise<Worker> {
  const worker = new Worker(WORKER_FILE, {
    workerData,
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  });
  const startup = await new Promise<Startup>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The PGlite worker exited with code ${code} while starting`));
    worker.once("error", reject);
    worker.once("exit", onExit);
    worker.once("message", (message: Startup) => {
      worker.off("error", reject);
      worker.off("exit", onExit);
      resolve(message);
    });
  });
  if (!startup.ready) {
    await worker.terminate();
    throw rebuild(startup.error);
  }
  return worker;
}

/**
 * The worker's error as an error of this thread. Its stack is this thread's message handler: Drizzle wraps it in a
 * `DrizzleQueryError` whose stack names the code that ran the statement (capturing one per statement costs CPU).
 */
function rebuild(data: ErrorData): DatabaseError {
  const error = new DatabaseError(data.message);
  Object.assign(error, data.fields);
  return error;
}

/**
 * PGlite in a worker thread (db/pglite-worker.mjs), used through the same calls as PGlite itself (`query`,
 * `transaction`, `exec`), so Drizzle's PGlite driver runs on it unchanged. Statements queue in the worker as they
 * would in PGlite; a transaction's statements are pinned to it by id, and PGlite holds every other statement until
 * it ends, so nothing interleaves inside a transaction. See docs/decisions/015.
 */
export class PgliteThread implements Queryable {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;
  /** The callbacks of each channel listened to. */
  readonly #listeners = new Map<string, ((payload: string) => void)[]>();
  /** Why the worker stopped on its own (a crash), given as the cause of every later failure. */
  #crash: unknown;
  #exited: Promise<void>;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#exited = new Promise((resolve) => worker.once("exit", () => resolve()));
    worker.on("message", (message: Answer | Notification) => {
      if ("notification" in message) this.#notify(message.notification);
      else this.#settle(message);
    });
    worker.on("error", (error) => {
      this.#crash = error;
    });
    worker.once("exit", (code) => {
      this.#closed = true;
      const cause = this.#crash ?? new Error(`The PGlite worker exited with code ${code}`);
      for (const pending of this.#pending.values()) pending.reject(new Error(CLOSED_MESSAGE, { cause }));
      this.#pending.clear();
    });
    // An idle worker does not keep the process alive (as an in-thread PGlite did not); a statement in flight does.
    worker.unref();
  }

  /**
   * Starts the worker on `dataDir` (in memory when `null`) and waits until PGlite is open there. A folder without a
   * database is first made by a process of its own (db/pglite-make.mjs), which returns its memory when it exits: PGlite
   * makes a database with a second, temporary instance (~450 MB) that would stay in this process (docs/decisions/039).
   */
  static async start(dataDir: string | null): Promise<PgliteThread> {
    const [wasm] = await Promise.all([
      wasmModules(),
      dataDir !== null && !(await holdsDatabase(dataDir)) ? makeDatabase(dataDir) : undefined,
    ]);
    return new PgliteThread(await startWorker({ dataDir, wasm }));
  }

  #send(request: Request, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error(CLOSED_MESSAGE, { cause: this.#crash }));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      if (this.#pending.size === 1) this.#worker.ref();
      this.#worker.postMessage({ id, ...request }, transfer);
    });
  }

  #settle(answer: Answer): void {
    const pending = this.#pending.get(answer.id);
    if (pending === undefined) return;
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (answer.ok) pending.resolve(answer.value);
    else pending.reject(rebuild(answer.error));
  }

  #notify({ channel, payload }: Notification["notification"]): void {
    for (const listener of this.#listeners.get(channel) ?? []) listener(payload);
  }

  /**
   * Calls `listener` with the payload of every notification on `channel` from now on. PGlite reads a notification
   * with the answer of the statement that committed it, and the worker posts it before that answer, so it is
   * delivered before the writer's own statement resolves.
   */
  async listen(channel: string, listener: (payload: string) => void): Promise<void> {
    const listeners = this.#listeners.get(channel);
    if (listeners) {
      listeners.push(listener);
      return;
    }
    this.#listeners.set(channel, [listener]);
    try {
      await this.#send({ kind: "listen", channel });
    } catch (error) {
      this.#listeners.delete(channel);
      throw error;
    }
  }

  query<T>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    tx?: number,
  ): Promise<Results<T>> {
    return this.#query<T>(sql, params, options, tx);
  }

  async #query<T>(sql: string, params: unknown[], options: QueryOptions, tx: number | undefined) {
    const { rowMode = "object", parsers = {}, ...rest } = options;
    // Fail loudly, not silently differently, if a Drizzle upgrade starts passing options this bridge does not carry.
    const unsupported = Object.keys(rest);
    if (unsupported.length > 0)
      throw new Error(`PgliteThread does not carry query options ${unsupported.join(", ")}`);
    const rawTypes = Object.keys(parsers).map(Number);
    const sent = paramsForTheWorker(params);
    const request = { kind: "query", sql, params: sent.params, rowMode, rawTypes, tx } as const;
    const result = (await this.#send(request, sent.transfer)) as Results<T>;
    if (rawTypes.length > 0) applyParsers(result, parsers, rowMode);
    return result;
  }

  async exec(sql: string, options: QueryOptions = {}, tx?: number): Promise<Results[]> {
    if (Object.keys(options).length > 0) throw new Error("PgliteThread.exec takes no options");
    return (await this.#send({ kind: "exec", sql, tx })) as Results[];
  }

  /**
   * Runs `callback` in one transaction: committed when it resolves, rolled back when it throws (its error is
   * rethrown). The statements it sends through its `tx` run inside; any other statement waits until it ends.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.#send({ kind: "begin" })) as number;
    let closed = false;
    const ensureOpen = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        ensureOpen();
        return this.query<R>(sql, params, options, id);
      },
      exec: (sql: string, options?: QueryOptions) => {
        ensureOpen();
        return this.exec(sql, options, id);
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.#send({ kind: "end", tx: id, commit: false }).catch(() => {});
      throw error;
    }
    closed = true;
    await this.#send({ kind: "end", tx: id, commit: true });
    return result;
  }

  /** Lets the statements already sent finish, closes PGlite (flushing its files) and ends the worker. */
  async close(): Promise<void> {
    if (this.#closed) {
      await this.#exited;
      return;
    }
    const closing = this.#send({ kind: "close" });
    this.#closed = true;
    try {
      await closing;
    } finally {
      // Waits for the thread to end (terminate keeps this process alive until it has).
      await this.#worker.terminate();
    }
  }

  /** The object Drizzle's PGlite driver takes: it calls only `query` and `transaction` (and `exec` nowhere). */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }

  /** The worker thread, for measuring how busy it is (`performance.eventLoopUtilization`). */
  get worker(): Worker {
    return this.#worker;
  }
}

/**
 * The parameters as they cross to the worker. A message carries a byte array's whole underlying buffer, not just the
 * part it views: an upload's 256 KiB piece, a view of the file's 9 MB buffer, crossed as 9 MB (every piece, so 324 MB
 * copied per file), and a small Buffer crossed with Node's 64 KiB pool. Such a view goes as a copy of its own bytes,
 * moved to the worker (transferred, not copied again). One that is its whole buffer goes as it is (copied once).
 */
export function paramsForTheWorker(params: unknown[]): { params: unknown[]; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  const sent = params.map((param) => {
    if (!(param instanceof Uint8Array) || param.byteLength === param.buffer.byteLength) return param;
    const own = new Uint8Array(param); // a copy (a Buffer's own `slice` would be another view)
    transfer.push(own.buffer);
    return own;
  });
  return { params: sent, transfer };
}

/** Applies the caller's own parsers (kept in this thread: functions do not cross) to the columns of their types. */
function applyParsers(
  result: Results<unknown>,
  parsers: NonNullable<QueryOptions["parsers"]>,
  rowMode: "array" | "object",
): void {
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (parse === undefined) return;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const key = rowMode === "array" ? index : field.name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string);
    }
  });
}
