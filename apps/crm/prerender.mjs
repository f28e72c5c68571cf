// Post-build step: writes dist/<path>/index.html for the CRM pages entry-server.tsx prerenders (the login card), from
// the SSR build in dist-ssr/. The API serves a page's own index.html when the build made one (apps/api/src/web/
// app-shell.ts), and the app's empty index.html for every other CRM path. Run by `pnpm build` after both Vite builds.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const appDir = import.meta.dirname;
const dist = path.join(appDir, "dist");
const server = await import(pathToFileURL(path.join(appDir, "dist-ssr", "entry-server.js")).href);
const template = readFileSync(path.join(dist, "index.html"), "utf8");
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to fill`);

/**
 * A prerendered page paints from its HTML and stylesheet alone; its scripts only make it work. Fetched at low
 * priority, they no longer go before the stylesheet, and Lighthouse no longer counts them as blocking the first paint
 * (its simulation treats every high-priority script as render-blocking, a module script included).
 */
function scriptsAfterPaint(html) {
  return html.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin/g,
    '<$1 fetchpriority="low" crossorigin',
  );
}

for (const route of server.PRERENDERED_PATHS) {
  const body = await server.renderPage(route);
  // `data-prerendered` names the path the HTML was rendered for: main.tsx hydrates it only at that address.
  const html = scriptsAfterPaint(template).replace(
    ROOT,
    `<div id="root" data-prerendered="${route}">${body}</div>`,
  );
  const file = path.join(dist, route.slice(1), "index.html");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}
rmSync(path.join(appDir, "dist-ssr"), { recursive: true, force: true });
console.log(`prerendered ${server.PRERENDERED_PATHS.join(", ")}`);
