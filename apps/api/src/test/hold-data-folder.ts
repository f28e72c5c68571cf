// `DATA_FOLDER=<folder> HOLD_MS=<ms> tsx hold-data-folder.ts`: opens the PGlite folder, says so, and holds it for
// <ms>; the lock tests start several. (Arguments do not reach it when vitest starts tsx, hence the environment.)
import { openDatabase } from "#db/client.ts";

const dataDir = process.env.DATA_FOLDER;
const holdMs = process.env.HOLD_MS ?? "3000";
if (!dataDir) throw new Error("DATA_FOLDER is not set");
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
