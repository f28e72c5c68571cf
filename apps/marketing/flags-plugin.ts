import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/** Where the pages find a flag: `/flags/<iso code, lower case>.svg` (see src/components/flag.tsx). */
export const FLAGS_PATH = "flags";

/**
 * The country flags as SVG files beside the pages, from the flag-icons set (4:3). They are images, not emoji (which
 * show as empty boxes where no colour-emoji font is installed, and as letter pairs on Windows), and not JavaScript:
 * a page fetches only the few flags it shows and the first load's script stays the same size.
 */
export function countryFlags(): Plugin {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve("flag-icons/package.json")), "flags", "4x3");
  const files = () => readdirSync(dir).filter((name) => /^[a-z]{2}\.svg$/.test(name));
  return {
    name: "visadesk-country-flags",
    configureServer(server) {
      server.middlewares.use(`/${FLAGS_PATH}`, (request, response, next) => {
        const name = request.url?.replace(/^\//, "").split("?")[0] ?? "";
        if (!files().includes(name)) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(readFileSync(path.join(dir, name)));
      });
    },
    generateBundle() {
      for (const name of files()) {
        this.emitFile({
          type: "asset",
          fileName: `${FLAGS_PATH}/${name}`,
          source: readFileSync(path.join(dir, name)),
        });
      }
    },
  };
}
