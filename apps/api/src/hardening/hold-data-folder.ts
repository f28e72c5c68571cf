// `tsx hold-data-folder.ts <folder> <ms>`: opens the PGlite folder, says so, and holds it for <ms>; the lock tests
// start several.
import { openDatabase } from "#db/client.ts";

const [dataDir, holdMs = "3000"] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: hold-data-folder.ts <folder> <ms>");
try {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  process.stdout.write(`opened ${process.pid}\n`);
  await new Promise((resolve) => setTimeout(resolve, Number(holdMs)));
  await handle.close();
  process.exit(0);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(3);
}
