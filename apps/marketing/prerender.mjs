// Post-build step: writes dist/<path>/index.html for every public page from the SSR build in dist-ssr/, plus
// dist/404.html, sitemap.xml and robots.txt. Run by `pnpm build` after both Vite builds.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const appDir = import.meta.dirname;
const dist = path.join(appDir, "dist");
const ssrEntry = path.join(appDir, "dist-ssr", "entry-server.js");
const server = await import(pathToFileURL(ssrEntry).href);
const template = inlineStylesheet(readFileSync(path.join(dist, "index.html"), "utf8"));

/**
 * The site's one stylesheet, written into each page's head instead of linked (docs/behaviours/speed.md#public-pages): a
 * linked stylesheet blocks the first paint for one more round trip after the HTML (~7 KB compressed); inline, the
 * prerendered page paints as soon as its HTML has arrived. The CSP allows inline styles.
 */
function inlineStylesheet(html) {
  const links = [
    ...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/static\/marketing\/[^"]+\.css)">/g),
  ];
  if (links.length !== 1)
    throw new Error(`index.html links ${links.length} stylesheets; prerender inlines exactly one`);
  const [link, href] = links[0];
  // Only one stylesheet, so that the one inlined is all the CSS a lazy page needs (see the disabled link below).
  const stylesheets = readdirSync(path.join(dist, "static", "marketing")).filter((file) =>
    file.endsWith(".css"),
  );
  if (stylesheets.length !== 1)
    throw new Error(`the build has ${stylesheets.length} stylesheets; only one is inlined`);
  const css = readFileSync(path.join(dist, href), "utf8");
  // A "</style" inside the CSS would end the element early; Tailwind's output never has one.
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
  // Vite's loader of a lazy page links the stylesheet it depends on unless the document already has a
  // <link rel="stylesheet"> with its address: the disabled link says it has (a disabled stylesheet is not fetched).
  return html.replace(link, `<style>${css.trim()}</style><link rel="stylesheet" href="${href}" disabled>`);
}

const HEAD_DEFAULTS = /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/;
if (!HEAD_DEFAULTS.test(template)) throw new Error("index.html has no <title> and description to replace");

// The country labels' JSON block: the build's values here, replaced by the current ones when the API serves the page
// (apps/api/src/web/country-labels-html.ts). A data block, not a script: the CSP does not apply to it.
// The refusal-appeal claim's block likewise (measured from decided appeals when there are enough, decision 031).
const labelsBlock =
  `<script type="application/json" id="${server.LABELS_SCRIPT_ID}">${server.labelsJson()}</script>` +
  `<script type="application/json" id="${server.CLAIMS_SCRIPT_ID}">${server.claimsJson()}</script>`;

const HTML_LANG = '<html lang="en-IN">';
if (!template.includes(HTML_LANG)) throw new Error(`index.html has no ${HTML_LANG} to set per page`);

// The chunk of each language's compiled catalogue, from the client build's manifest (vite.config.ts asks for one; it is
// read here and removed, as the site has no use for it). main.tsx loads the page's catalogue before it renders
// anything, so each page preloads its own language's beside the entry chunk: one round trip less before hydration.
const manifestDir = path.join(dist, ".vite");
const manifest = JSON.parse(readFileSync(path.join(manifestDir, "manifest.json"), "utf8"));
rmSync(manifestDir, { recursive: true, force: true });
function cataloguePreload(locale) {
  const chunk = Object.entries(manifest).find(([source]) =>
    source.endsWith(`/i18n/compiled/${locale}.json`),
  )?.[1];
  if (!chunk?.file) throw new Error(`The build's manifest has no chunk for the ${locale} catalogue`);
  return `<link rel="modulepreload" crossorigin href="/${chunk.file}">`;
}

/**
 * `prerendered` is the path the HTML was rendered for ("404" for the not-found page): main.tsx hydrates only then.
 * `lang` is the page's language tag (en-IN, or hi under /hi/), `locale` its language ("en", "hi").
 */
function page(head, body, prerendered, lang = "en-IN", locale = "en") {
  return template
    .replace(HTML_LANG, `<html lang="${lang}">`)
    .replace(HEAD_DEFAULTS, head)
    .replace("</head>", `${cataloguePreload(locale)}</head>`)
    .replace(
      '<div id="root"></div>',
      `${labelsBlock}<div id="root" data-prerendered="${prerendered}">${body}</div>`,
    );
}

const written = [];
for (const route of server.prerenderPaths()) {
  // Rendering first activates the page's language, in which pageMeta then writes the head.
  const body = await server.renderPage(route);
  const meta = server.pageMeta(route);
  if (!meta) throw new Error(`${route} is prerendered but has no page head`);
  const html = page(server.headHtml(meta), body, route, server.LOCALE_TAGS[meta.locale], meta.locale);
  const file = route === "/" ? path.join(dist, "index.html") : path.join(dist, route.slice(1), "index.html");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  written.push(route);
}
const notFoundBody = await server.renderPage("/404");
writeFileSync(
  path.join(dist, "404.html"),
  page(server.headHtml(server.NOT_FOUND_META, { noindex: true }), notFoundBody, "404"),
);
writeFileSync(path.join(dist, "sitemap.xml"), server.sitemapXml());
const robots = readFileSync(path.join(appDir, "public", "robots.txt"), "utf8").trimEnd();
writeFileSync(path.join(dist, "robots.txt"), `${robots}\n\nSitemap: https://www.visadesk.in/sitemap.xml\n`);
rmSync(path.join(appDir, "dist-ssr"), { recursive: true, force: true });
console.log(`prerendered ${written.length} pages, 404.html, sitemap.xml and robots.txt`);
