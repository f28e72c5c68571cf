// A process that opens the PGlite folder DATA_FOLDER, says so, and holds it for HOLD_MS: the lock tests start several.
import { openDatabase } from "#db/client.ts";

const dataDir = process.env.DATA_FOLDER;
if (!dataDir) throw new Error("DATA_FOLDER is not set");
try {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  process.stdout.write(`opened ${process.pid}\n`);
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.HOLD_MS ?? 3000)));
  await handle.close();
  process.exit(0);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(3);
}
