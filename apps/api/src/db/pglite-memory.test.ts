import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MessageChannel, type MessagePort } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { PgliteThread, paramsForTheWorker } from "#db/pglite-thread.ts";

// What PGlite costs the server in memory (docs/decisions/039). PGlite only: these pin its worker thread, which
// PostgreSQL does not have.

const MiB = 1024 * 1024;

/** What `message` (with `transfer` moved) looks like on the other side of a thread boundary. */
function received(message: unknown, transfer: ArrayBuffer[] = []): Promise<unknown> {
  const { port1, port2 }: { port1: MessagePort; port2: MessagePort } = new MessageChannel();
  return new Promise((resolve) => {
    port2.once("message", (value) => {
      port1.close();
      port2.close();
      resolve(value);
    });
    port1.postMessage(message, transfer);
  });
}

const opened: { thread: PgliteThread; dir: string | null }[] = [];

async function open(dir: string | null): Promise<PgliteThread> {
  const thread = await PgliteThread.start(dir);
  opened.push({ thread, dir });
  return thread;
}

afterEach(async () => {
  for (const { thread, dir } of opened.splice(0)) {
    await thread.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
});

describe("PGlite's memory", () => {
  it("makes a new data folder in a process of its own, so the database's thread holds no second PGlite", async () => {
    // PGlite makes a database with a second, temporary instance; made in the database's own thread, it stayed there:
    // 53 MB of JavaScript heap and 176 MB outside it (besides its WebAssembly memory), against 22 and 11 MB now.
    const dir = await mkdtemp(path.join(tmpdir(), "visadesk-pglite-memory-"));
    const thread = await open(dir);
    const heap = await thread.worker.getHeapStatistics();
    expect((heap.total_heap_size + heap.external_memory) / MiB).toBeLessThan(48);
    expect((await thread.query<{ n: number }>("select 1 as n")).rows).toEqual([{ n: 1 }]);
  });

  it("refuses a folder it cannot make a database in with the reason", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "visadesk-pglite-memory-"));
    try {
      await writeFile(path.join(dir, "file"), "not a folder");
      await expect(PgliteThread.start(path.join(dir, "file", "pglite"))).rejects.toThrow(/ENOTDIR/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps PostgreSQL's shared buffers at 32 MB and the worker's young generation at 8 MB", async () => {
    const thread = await open(null);
    const { rows } = await thread.query<{ shared_buffers: string }>("show shared_buffers");
    expect(rows).toEqual([{ shared_buffers: "32MB" }]);
    expect(thread.worker.resourceLimits?.maxYoungGenerationSizeMb).toBe(8);
  });

  it("sends a byte parameter that views part of a larger buffer as its own bytes, not the whole buffer", async () => {
    const file = Buffer.alloc(9 * MiB, 7);
    const piece = file.subarray(256 * 1024, 512 * 1024);
    const { params, transfer } = paramsForTheWorker(["a", 1, piece, Buffer.from("ab")]);
    const arrived = (await received({ params }, transfer)) as { params: Uint8Array[] };
    const [, , bytes, small] = arrived.params;
    expect(bytes?.buffer.byteLength).toBe(256 * 1024);
    expect(Buffer.from(bytes ?? []).equals(piece)).toBe(true);
    expect(small?.buffer.byteLength).toBe(2);
    // The caller's buffer is untouched (a copy was moved, not the file).
    expect(file.buffer.byteLength).toBe(9 * MiB);
    expect(params.slice(0, 2)).toEqual(["a", 1]);
  });

  it("stores and reads back exactly the bytes a parameter views, every byte value, none at all", async () => {
    const thread = await open(null);
    await thread.exec("create table piece (n integer primary key, data bytea not null)");
    const file = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));
    const piece = file.subarray(1000, 3000);
    await thread.query("insert into piece values (1, $1), (2, $2)", [piece, Buffer.alloc(0)]);
    const { rows } = await thread.query<{ data: Uint8Array }>("select data from piece order by n");
    expect(rows.map((row) => Buffer.from(row.data).toString("hex"))).toEqual([piece.toString("hex"), ""]);
    // Each value arrives in an array of its own, not a view of a larger one.
    expect(rows.map((row) => row.data.buffer.byteLength)).toEqual([2000, 0]);
    const text = await thread.query<{ hex: string }>(
      "select encode(data, 'hex') as hex from piece where n = 1",
    );
    expect(text.rows[0]?.hex).toBe(piece.toString("hex"));
  });
});
