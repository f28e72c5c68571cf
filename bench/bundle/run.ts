// The gzipped JavaScript each public page loads before interaction (issue 8: at most 120 KB for the home page's first
// load), read from the built marketing site in apps/marketing/dist, which it builds first (turbo: an unchanged build
// is a cache hit; BENCH_SKIP_BUILD=1 measures the build as it is). Prints figures; asserts nothing.
//
// What a page loads before interaction: the module scripts and modulepreload links of its prerendered HTML, every
// chunk those import statically (the browser fetches them before running the entry), the lazily loaded page chunk
// of its route with that chunk's static imports (the router asks for it as soon as the app renders), and for a blog
// post the chunk of its body (HTML rendered at build time, fetched by the page before it can hydrate). Chunks are
// followed through Vite's dist/.vite/manifest.json when the build emits one, otherwise by reading the chunks' own
// import statements. Each file is gzipped with node:zlib at its default level.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../../apps/marketing/dist");
if (process.env.BENCH_SKIP_BUILD !== "1") {
  const build = spawnSync(
    "pnpm",
    ["turbo", "run", "build", "--filter=@visadesk/marketing", "--output-logs=errors-only"],
    {
      cwd: path.resolve(import.meta.dirname, "../.."),
      stdio: "inherit",
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(path.join(dist, "index.html"))) {
  console.error(
    `No build in ${dist}. Build the marketing site first: pnpm --filter @visadesk/marketing build`,
  );
  process.exit(1);
}

/** Each measured page, with the source module its route loads lazily (see apps/marketing/src/app/router.tsx). */
const firstPost = readdirSync(path.join(dist, "blog"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(dist, "blog", entry.name, "index.html")))
  .map((entry) => entry.name)
  .sort()[0];
const pages: { url: string; html: string; page: string; data?: RegExp }[] = [
  { url: "/", html: "index.html", page: "src/features/home/components/home-page.tsx" },
  {
    url: "/visa-form",
    html: "visa-form/index.html",
    page: "src/features/visa-form/components/visa-form-page.tsx",
  },
  { url: "/blog", html: "blog/index.html", page: "src/features/blog/components/blog-list-page.tsx" },
];
if (firstPost)
  pages.push({
    url: `/blog/${firstPost}`,
    html: `blog/${firstPost}/index.html`,
    page: "src/features/blog/components/blog-post-page.tsx",
    // The body's chunk is named after its Markdown file: <slug>-<hash>.js.
    data: new RegExp(`^${firstPost.replace(/[^\w-]/g, "")}-[\\w-]+\\.js$`),
  });

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifestFile = path.join(dist, ".vite", "manifest.json");
const manifest: Record<string, ManifestChunk> | null = existsSync(manifestFile)
  ? JSON.parse(readFileSync(manifestFile, "utf8"))
  : null;

/** `/static/marketing/x.js` (from the HTML) or `static/marketing/x.js` (from the manifest) as a dist-relative path. */
const relative = (url: string) => url.replace(/^\//, "").replace(/[?#].*$/, "");

function htmlScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script\b/.test(tag) && /\btype=["']?module\b/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel=["']?modulepreload\b/.test(tag);
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if ((isModule || isPreload) && url && !/^[a-z]+:/i.test(url)) found.push(relative(url));
  }
  return found;
}

/** Static imports of a chunk, read from its code: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`. */
function staticImportsInCode(file: string): string[] {
  const code = readFileSync(path.join(dist, file), "utf8");
  const imports: string[] = [];
  const pattern =
    /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+?\.js)["'`]/g;
  for (const match of code.matchAll(pattern)) {
    const specifier = match[1];
    if (specifier) imports.push(path.posix.join(path.posix.dirname(file), specifier));
  }
  return imports;
}

const byFile = new Map(Object.entries(manifest ?? {}).map(([key, chunk]) => [chunk.file, key]));
function staticImports(file: string): string[] {
  if (!manifest) return staticImportsInCode(file);
  const key = byFile.get(file);
  const chunk = key ? manifest[key] : undefined;
  return (chunk?.imports ?? []).flatMap((imported) => manifest[imported]?.file ?? []);
}

/** The page chunk the route loads lazily: from the manifest, or else the entry's dynamic import named after it. */
function pageChunk(entries: string[], pageSource: string): string | undefined {
  if (manifest) return manifest[pageSource]?.file;
  const name = path.basename(pageSource).replace(/\.tsx?$/, "");
  for (const entry of entries) {
    const code = readFileSync(path.join(dist, entry), "utf8");
    for (const match of code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+?\.js)["'`]\s*\)/g)) {
      const specifier = match[1];
      if (specifier && new RegExp(`^${name}-[\\w-]+\\.js$`).test(path.posix.basename(specifier)))
        return path.posix.join(path.posix.dirname(entry), specifier);
    }
  }
  return undefined;
}

function closure(roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.endsWith(".js") || !existsSync(path.join(dist, file))) return;
    seen.add(file);
    for (const imported of staticImports(file)) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function size(file: string) {
  let known = sizes.get(file);
  if (!known) {
    const bytes = readFileSync(path.join(dist, file));
    known = { raw: bytes.length, gzip: gzipSync(bytes).length };
    sizes.set(file, known);
  }
  return known;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(
  `JavaScript loaded before interaction, from ${path.relative(process.cwd(), dist)} ` +
    `(${manifest ? "chunks from .vite/manifest.json" : "no manifest: chunks from the HTML and their import statements"})`,
);
/** Chunks whose file name matches `pattern` (data chunks a page fetches itself, which no manifest entry names). */
function chunksNamed(pattern: RegExp | undefined): string[] {
  if (!pattern) return [];
  const dir = path.join(dist, "static", "marketing");
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .map((name) => path.posix.join("static", "marketing", name));
}

for (const { url, html, page, data } of pages) {
  const htmlFile = path.join(dist, html);
  if (!existsSync(htmlFile)) {
    console.log(`${url.padEnd(40)} no prerendered ${html}`);
    continue;
  }
  const entries = htmlScripts(readFileSync(htmlFile, "utf8"));
  const lazyPage = pageChunk(entries, page);
  const files = closure([...entries, ...(lazyPage ? [lazyPage] : []), ...chunksNamed(data)]);
  const total = files.reduce(
    (sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip }),
    {
      raw: 0,
      gzip: 0,
    },
  );
  console.log(
    `${url.padEnd(40)} ${kb(total.gzip).padStart(9)} gzipped  (${kb(total.raw)} raw, ${files.length} files)`,
  );
  for (const file of files.sort((a, b) => size(b).gzip - size(a).gzip))
    console.log(`    ${kb(size(file).gzip).padStart(9)}  ${path.posix.basename(file)}`);
}
