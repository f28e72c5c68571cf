import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { CRM_ROUTES, MARKETING_ROUTES, matchRoute } from "@visadesk/contracts/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { markRoutesPublic } from "#auth/access.ts";
import type { WebApps } from "#config.ts";
import { sendApiNotFound } from "#lib/errors.ts";
import { createCountryLabelFiller } from "#web/country-labels-html.ts";

/** Hashed build assets never change under the same name. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML must be revalidated so that a deploy is seen at once. */
const REVALIDATE = "no-cache";
/** Pages are shells without data; each API call they make is checked on its own. */
const PUBLIC = { config: { access: "public" as const } };

/**
 * Serves the built apps from one origin: each path of the route table gets its app's HTML (a prerendered page when
 * the build made one), `/static/*` the assets, and any other path the marketing not-found page with a 404.
 */
export async function registerWebApps(app: FastifyInstance, configured: WebApps): Promise<void> {
  // Absolute, normalised folders: every file the server picks is checked to lie inside them.
  const web: WebApps = {
    marketingDir: path.resolve(configured.marketingDir),
    crmDir: path.resolve(configured.crmDir),
  };
  for (const [name, dir] of Object.entries(web)) {
    if (!existsSync(path.join(dir, "index.html"))) {
      throw new Error(
        `The ${name} app is not built: ${dir}/index.html is missing. Run \`pnpm build\` first.`,
      );
    }
  }

  // Everything registered here is public: the built apps' files and pages (the API checks every data request).
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    await registerPublicFiles(scope, web);
  });
}

async function registerPublicFiles(app: FastifyInstance, web: WebApps): Promise<void> {
  const html = createHtmlCache();
  const fillLabels = createCountryLabelFiller(app.services.countryLabels, cachedPage, app.countryLabelsNow);
  await app.register(fastifyStatic, {
    root: web.marketingDir,
    prefix: "/",
    index: false,
    wildcard: true,
    // The build writes `<file>.br` and `<file>.gz` beside each asset (scripts/precompress.mjs); the plugin
    // picks one by Accept-Encoding, sets Content-Encoding and `Vary: accept-encoding`, and falls back to the file.
    preCompressed: true,
    allowedPath: isServedFile,
    setHeaders: (reply, filePath) => {
      reply.header(
        "Cache-Control",
        filePath.includes(`${path.sep}static${path.sep}`) ? IMMUTABLE : "public, max-age=3600",
      );
    },
  });
  await app.register(fastifyStatic, {
    root: path.join(web.crmDir, "static", "crm"),
    prefix: "/static/crm/",
    decorateReply: false,
    index: false,
    preCompressed: true,
    allowedPath: isServedFile,
    setHeaders: (reply) => reply.header("Cache-Control", IMMUTABLE),
  });

  const sendPage =
    (dir: string, notFound: boolean, route?: string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = pagePath(request.url);
      const missing = notFound || (route !== undefined && html.isUnknownEntry(dir, route, pathname));
      const page = await fillLabels(await html.read(dir, pathname, missing));
      const encoding = chooseEncoding(request.headers["accept-encoding"]);
      reply
        .status(missing ? 404 : 200)
        .type("text/html; charset=utf-8")
        .header("Cache-Control", REVALIDATE);
      // The body depends on Accept-Encoding whether or not it is compressed: a shared cache must keep them apart.
      const vary = reply.getHeader("vary");
      if (vary === undefined) reply.header("Vary", "Accept-Encoding");
      else if (!/accept-encoding|\*/i.test(String(vary))) reply.header("Vary", `${vary}, Accept-Encoding`);
      if (encoding) reply.header("Content-Encoding", encoding);
      return reply.send(encoding ? await page[encoding]() : page.identity);
    };
  for (const route of MARKETING_ROUTES) app.get(route, PUBLIC, sendPage(web.marketingDir, false, route));
  for (const route of CRM_ROUTES) app.get(route, PUBLIC, sendPage(web.crmDir, false, route));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pagePath(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return sendApiNotFound(request, reply);
    }
    const match = matchRoute(pathname);
    const dir = match.app === "crm" ? web.crmDir : web.marketingDir;
    return sendPage(dir, match.notFound)(request, reply);
  });
}

/**
 * Source maps stay on disk for debugging but are never served: they hold the full source of both apps. A `.map` path
 * gets the not-found page like any other missing file.
 */
export function isServedFile(pathName: string): boolean {
  return !/\.map(\.(br|gz))?$/i.test(pathName);
}

function pagePath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? "/";
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export type ContentEncoding = "br" | "gzip";

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none (null). Honours q-values
 * (`br;q=0` refuses brotli) and `*`; on equal weights brotli wins, as it is the smaller.
 */
export function chooseEncoding(header: string | string[] | undefined): ContentEncoding | null {
  if (header === undefined) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page's HTML as read from the build, and its compressed forms, each made once on first request and kept. */
interface CachedPage {
  identity: Buffer;
  br(): Promise<Buffer>;
  gzip(): Promise<Buffer>;
}

function cachedPage(identity: Buffer): CachedPage {
  let br: Promise<Buffer> | undefined;
  let gz: Promise<Buffer> | undefined;
  return {
    identity,
    br: () => {
      br ??= brotli(identity, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      });
      return br;
    },
    gzip: () => {
      gz ??= gzipAsync(identity, { level: zlib.Z_BEST_COMPRESSION });
      return gz;
    },
  };
}

/** How many paths' existence the page cache remembers at most. */
export const MAX_KNOWN_PATHS = 2_000;

/**
 * Finds the HTML for a page: the prerendered `<path>/index.html` when it exists, `404.html` for the not-found page
 * when the build made one, else the app's `index.html`. Files are read once and kept, with their brotli and gzip forms
 * (pages are a few kilobytes, and there is one per public route), and so is whether a file exists: a deploy replaces
 * the build and restarts the server.
 */
export function createHtmlCache(maxKnownPaths = MAX_KNOWN_PATHS) {
  const cache = new Map<string, Promise<CachedPage>>();
  const existence = new Map<string, boolean>();
  const exists = (file: string) => {
    let known = existence.get(file);
    if (known === undefined) {
      known = existsSync(file);
      // Every unique /blog/<slug> asked for is a path checked: forget the oldest, so a crawler of made-up slugs
      // cannot grow the memory without end. (Files read are bounded by the build: only existing ones are cached.)
      if (existence.size >= maxKnownPaths) existence.delete(existence.keys().next().value as string);
      existence.set(file, known);
    }
    return known;
  };
  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = readFile(file).then(cachedPage);
      cache.set(file, entry);
      entry.catch(() => cache.delete(file));
    }
    return entry;
  };
  return {
    /** How many paths' existence and pages are remembered (for tests of the bound). */
    size: () => ({ knownPaths: existence.size, pages: cache.size }),
    /**
     * For a route with a parameter (`/blog/:slug`): true when the build prerendered that collection (its folder,
     * `dist/blog/`, exists) but not this entry, so an unknown slug is a 404 rather than an empty shell.
     */
    isUnknownEntry(dir: string, route: string, pathname: string): boolean {
      const paramAt = route.indexOf("/:");
      if (paramAt < 0) return false;
      const collection = path.join(dir, route.slice(0, paramAt));
      if (!exists(collection)) return false;
      const entry = path.join(dir, path.normalize(pathname), "index.html");
      return !entry.startsWith(collection + path.sep) || !exists(entry);
    },
    read(dir: string, pathname: string, notFound: boolean): Promise<CachedPage> {
      const candidates: string[] = [];
      if (notFound) candidates.push(path.join(dir, "404.html"));
      else {
        const safe = path.normalize(pathname).replace(/^(\.\.[/\\])+/, "");
        candidates.push(path.join(dir, safe, "index.html"));
      }
      candidates.push(path.join(dir, "index.html"));
      const found =
        candidates.find((file) => file.startsWith(dir) && exists(file)) ?? path.join(dir, "index.html");
      return load(found);
    },
  };
}
