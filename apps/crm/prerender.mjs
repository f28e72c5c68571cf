// Post-build step: writes dist/<path>/index.html for the CRM pages entry-server.tsx prerenders (the login card), from
// the SSR build in dist-ssr/, and for every internal page an empty shell that preloads its screen's scripts. The API
// serves a page's own index.html when the build made one (apps/api/src/web/app-shell.ts), and the app's index.html
// for any other CRM path. Run by `pnpm build` after both Vite builds.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const appDir = import.meta.dirname;
const dist = path.join(appDir, "dist");
const server = await import(pathToFileURL(path.join(appDir, "dist-ssr", "entry-server.js")).href);
const template = inlineStylesheet(readFileSync(path.join(dist, "index.html"), "utf8"));
const ROOT = '<div id="root"></div>';

/**
 * The app's one stylesheet, written into each page's head instead of linked (docs/behaviours/speed.md#crm-pages), as
 * the public site does (apps/marketing/prerender.mjs): a linked stylesheet holds the first paint (the login card, or a
 * signed-in page's Loading... screen) back until it has arrived, one more round trip after the HTML (~7 KB compressed),
 * and the page's scripts, which arrive beside it, then count into that paint's time. Inline, the page paints as soon as
 * its HTML is in. The CSP allows inline styles.
 */
function inlineStylesheet(html) {
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/static\/crm\/[^"]+\.css)">/g)];
  if (links.length !== 1)
    throw new Error(`index.html links ${links.length} stylesheets; prerender inlines exactly one`);
  const [link, href] = links[0];
  // Only one stylesheet, so that the one inlined is all the CSS a lazy page needs (see the disabled link below).
  const stylesheets = readdirSync(path.join(dist, "static", "crm")).filter((file) => file.endsWith(".css"));
  if (stylesheets.length !== 1)
    throw new Error(`the build has ${stylesheets.length} stylesheets; only one is inlined`);
  const css = readFileSync(path.join(dist, href), "utf8");
  // A "</style" inside the CSS would end the element early; Tailwind's output never has one.
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
  // Vite's loader of a lazy chunk links the stylesheet it depends on unless the document already has a
  // <link rel="stylesheet"> with its address: the disabled link says it has (a disabled stylesheet is not fetched).
  return html.replace(link, `<style>${css.trim()}</style><link rel="stylesheet" href="${href}" disabled>`);
}
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to fill`);

/**
 * A prerendered page paints from its HTML and stylesheet alone; its scripts only make it work. So they start once it
 * has painted: a small module (content-hashed, like every asset) imports the entry after the first frame, instead of
 * the entry's tag and its preloads, which would share the first round trips with the stylesheet (and which Lighthouse
 * counts into the paint's time whatever their priority, as any request that starts before it). Never more than a
 * second late: a background tab draws no frames.
 */
function scriptsAfterPaint(html) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error("dist/index.html has no entry script to start after the first paint");
  const code = [
    "// Starts the CRM's scripts once its prerendered page has painted (apps/crm/prerender.mjs).",
    "let started = false;",
    "const start = () => {",
    "  if (started) return;",
    "  started = true;",
    `  import(${JSON.stringify(entry[1])});`,
    "};",
    "requestAnimationFrame(() => setTimeout(start, 0));",
    "setTimeout(start, 1000);",
    "",
  ].join("\n");
  const name = `after-paint-${createHash("sha256").update(code).digest("hex").slice(0, 8)}.js`;
  writeFileSync(path.join(dist, "static", "crm", name), code);
  return html
    .replace(entry[0], `<script type="module" crossorigin src="/static/crm/${name}"></script>`)
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "");
}

/**
 * The scripts of a signed-in page, preloaded beside the entry: without them the browser learns of the frame's and the
 * screen's chunks only once the entry (React, the router; ~104 KB) has arrived and run, and fetches them a round trip
 * later (docs/behaviours/speed.md#crm-pages: /crm's page header painted after two layers of scripts). The page is still
 * drawn by the browser; only the downloads start sooner. The chunks come from Vite's manifest: the frame's and the
 * screen's static imports, less what the entry's own tag and preloads already fetch.
 */
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error("dist/.vite/manifest.json has no entry");

function staticChunks(key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`dist/.vite/manifest.json has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticChunks(imported, into);
  return into;
}

const loadedByEntry = staticChunks(entryKey);
function withPreloads(html, sourceFiles) {
  const chunks = new Set();
  for (const file of sourceFiles) for (const chunk of staticChunks(file)) chunks.add(chunk);
  const links = [...chunks]
    .filter((chunk) => !loadedByEntry.has(chunk))
    .map((chunk) => `    <link rel="modulepreload" crossorigin href="/${chunk}">`);
  if (!html.includes("  </head>")) throw new Error("dist/index.html has no </head> for the preloads");
  return html.replace("  </head>", `${links.join("\n")}\n  </head>`);
}

/**
 * The first script of a signed-in page (src/early/main.ts), built on its own into one small content-hashed file: it
 * starts the page's first GETs (the session's confirmation, the page's data) while the page's scripts load, and
 * @visadesk/http hands their answers to the page (docs/behaviours/speed.md#crm-pages: the data waited for ~180 KB of
 * scripts). Async, so that it runs as soon as it arrives, before the entry, which is larger.
 */
async function earlyRequestsScript() {
  const output = await build({
    configFile: false,
    root: appDir,
    logLevel: "warn",
    build: {
      write: false,
      target: "es2022",
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: path.join(appDir, "src", "early", "main.ts"),
        output: { format: "es", codeSplitting: false },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output ?? []);
  const code = chunks.find((chunk) => chunk.type === "chunk")?.code;
  if (!code) throw new Error("src/early/main.ts built to nothing");
  const name = `early-requests-${createHash("sha256").update(code).digest("hex").slice(0, 8)}.js`;
  writeFileSync(path.join(dist, "static", "crm", name), code);
  return `<script type="module" async crossorigin src="/static/crm/${name}"></script>`;
}
const earlyScript = await earlyRequestsScript();
const ENTRY_TAG = /\n(\s*)<script type="module" crossorigin src="[^"]+"><\/script>/;
if (!ENTRY_TAG.test(template))
  throw new Error("dist/index.html has no entry script to put the early requests before");

// Every signed-in page's HTML shows the Loading... screen until its scripts draw the page (main.tsx replaces it).
const loadingScreen = server.renderLoadingScreen();
const preloaded = [];
for (const [route, file] of Object.entries(server.PAGE_FILES)) {
  if (server.PRERENDERED_PATHS.includes(route)) continue;
  const target = path.join(dist, route.slice(1), "index.html");
  mkdirSync(path.dirname(target), { recursive: true });
  const html = withPreloads(template, [server.SHELL_FILE, file])
    .replace(ROOT, `<div id="root">${loadingScreen}</div>`)
    .replace(ENTRY_TAG, (tag, indent) => `\n${indent}${earlyScript}${tag}`);
  writeFileSync(target, html);
  preloaded.push(route);
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
// The app's own index.html, served for any CRM path without a page of its own (a mistyped one), inlines it too.
writeFileSync(path.join(dist, "index.html"), template);
rmSync(path.join(appDir, "dist-ssr"), { recursive: true, force: true });
console.log(
  `prerendered ${server.PRERENDERED_PATHS.join(", ")}; preloads written for ${preloaded.length} pages`,
);
