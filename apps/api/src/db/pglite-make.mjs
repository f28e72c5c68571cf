// Makes a new PGlite database in the folder given as the only argument, then exits: `node pglite-make.mjs <folder>`.
// db/pglite-thread.ts runs it as a process of its own before the worker thread opens a folder that holds no database.
// PGlite makes a database with a second, temporary instance of itself (its own WebAssembly memory, the data folder's
// archive, the file system bundle: ~450 MB); in the server's process that memory stayed after the instance closed (in
// the thread's heap until collected, and in the C allocator's arenas for good). A process returns all of it when it
// exits (docs/decisions/039). Exits 0 once the folder is made, else 1 with the reason on stderr.
import { PGlite } from "@electric-sql/pglite";
import { pgliteOptions } from "./pglite-options.mjs";

const dataDir = process.argv[2];
if (dataDir === undefined) {
  process.stderr.write("usage: node pglite-make.mjs <folder>\n");
  process.exit(1);
}
try {
  const db = await PGlite.create(dataDir, pgliteOptions);
  await db.close();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
