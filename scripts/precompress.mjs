// Post-build step of both web apps: `node ../../scripts/precompress.mjs dist` writes `<file>.br` (brotli, best quality)
// and `<file>.gz` (gzip -9) beside every text file of the build (scripts, styles, pages, SVG, XML, text), so the server
// sends them as they are (apps/api serves them by Accept-Encoding) and a CDN can too. A sibling that would not be
// smaller than its file is not written. Source maps are left alone: only developer tools fetch them.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|xml|txt|json|webmanifest)$/;
if (!process.argv[2]) {
  console.error("usage: node scripts/precompress.mjs <build folder>");
  process.exit(2);
}
const dir = path.resolve(process.argv[2]);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const bytes = readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [suffix, compressed] of [
      [".br", br],
      [".gz", gz],
    ]) {
      // A stale sibling from an earlier build must never outlive its file's new content.
      if (compressed.length < bytes.length) writeFileSync(file + suffix, compressed);
      else rmSync(file + suffix, { force: true });
    }
    before += bytes.length;
    after += Math.min(bytes.length, br.length);
  }),
);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `precompressed ${files.length} files in ${path.basename(dir)}/: ${kb(before)} -> ${kb(after)} brotli`,
);
