import path from "node:path";

/** The part of rolldown's chunking context these groups read: a module's imports. */
export interface ChunkingContext {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The package a module of node_modules belongs to ("@radix-ui/react-tooltip", "zod"), else null. */
export function packageOf(id: string): string | null {
  const match = /node_modules[\\/](?!\.pnpm[\\/])((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*node_modules)/.exec(id);
  return match?.[1]?.replace("\\", "/") ?? null;
}

/** What `id` imports statically (rolldown's `importedIds` lists its dynamic imports too). */
function staticImports(id: string, context: ChunkingContext): string[] {
  const info = context.getModuleInfo(id);
  if (!info) return [];
  const dynamic = new Set(info.dynamicallyImportedIds);
  return info.importedIds.filter((imported) => !dynamic.has(imported));
}

/**
 * The icons: a few hundred bytes each, they travel with the code that shows them. Their package's index re-exports
 * every icon, so a walk of the imports stops there (what is used of it is decided later, by tree-shaking); the
 * first load's modules import their icon by its own path (`lucide-react/icons/…`) instead.
 */
const ICONS = "lucide-react";
const isIconIndex = (id: string) => packageOf(id) === ICONS && /[\\/]lucide-react\.m?js$/.test(id);

/**
 * The modules a visitor loads (the entry, the login card, the not-found page; from the app's folder): never moved
 * into a shared chunk, so that the login card's first load stays what it is.
 */
export const VISITOR_ROOTS = [
  "src/main.tsx",
  "src/features/auth/components/login-page.tsx",
  "src/features/not-found/components/not-found-page.tsx",
];

/**
 * The chunks the signed-in screens' shared modules are merged into, by the libraries they load: none, or zod only (the
 * contracts' schemas, which the forms load to check what people type). Modules that load other libraries keep
 * rolldown's own chunks: what a module loads is read from its imports, and a re-export counts as a use (the contracts'
 * `crm` module re-exports the phone checks), so a group of theirs could bring the phone library to a page that does not
 * use it.
 */
/**
 * The contracts' modules, less the phone checks: zod's schemas and the lists they are made of. Read from their imports,
 * most would seem to load the phone library (the `crm` module re-exports the phone checks, and most import it); what
 * they use loads zod only. The modules that load no library at all (`values/*`, `workflow`) are not schemas: they go
 * with the pages' own shared modules.
 */
const CONTRACT_SCHEMAS = /packages[\\/]contracts[\\/]src[\\/](?!crm[\\/](phone|contact-requests)\.ts$)/;

/**
 * The dashboards' charts (decision 044): they load no library, but only the dashboards draw them, so they travel in a
 * chunk of their own that those pages fetch, rather than in the chunk every signed-in page fetches.
 */
const CHARTS =
  /src[\\/]features[\\/]dashboards[\\/](components[\\/]charts\.tsx|utils[\\/]chart-scales\.ts|hooks[\\/]use-box-size\.ts)$/;

export const MERGED_BY_LIBRARIES: Readonly<Record<string, string>> = { "": "shared", zod: "shared-zod" };

/**
 * How the CRM's shared code is cut into chunks. By default every set of modules that the same screens share becomes
 * its own chunk: /crm fetched 29 scripts and /crm/leads 41, most under 2 KB, and over HTTP/1.1 a browser opens six
 * connections to an origin, so they came in eight rounds of requests, each a round trip on a phone's network (issue
 * 23, decision 024).
 *
 * Here every module of the workspace (the app, its packages) or icon that two screens share, and that loads no library
 * beyond the entry's (React, the router, TanStack Query), goes into one chunk: the contracts' constants, formatters,
 * badges, the page header, fetchers, icons. A screen may get a few kilobytes of another screen's small modules with
 * it, which costs less than a round trip; it never gets a library it would not have loaded (the modules that need zod,
 * Radix, TanStack Table, the phone library or the charts keep rolldown's own chunks). The visitors' modules stay where
 * they are.
 */
export function crmChunkGroups(appDir: string) {
  let visitors: Set<string> | undefined;
  const needs = new Map<string, string[]>();

  /** The static import closures of VISITOR_ROOTS. */
  const visitorModules = (context: ChunkingContext) => {
    if (visitors) return visitors;
    const seen = new Set<string>();
    const pending = VISITOR_ROOTS.map((file) => path.join(appDir, file));
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      if (!isIconIndex(id)) pending.push(...staticImports(id, context));
    }
    visitors = seen;
    return seen;
  };

  /** The libraries beyond the visitors' modules that loading `id` loads: through the workspace's modules, transitively. */
  const librariesOf = (id: string, context: ChunkingContext): string[] => {
    const known = needs.get(id);
    if (known !== undefined) return known;
    const seen = new Set<string>();
    const found = new Set<string>();
    const pending = [id];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      for (const imported of staticImports(next, context)) {
        if (visitorModules(context).has(imported)) continue;
        const name = packageOf(imported);
        if (name === null || (name === ICONS && !isIconIndex(imported))) pending.push(imported);
        else if (name !== ICONS) found.add(name);
      }
    }
    const libraries = [...found].sort();
    needs.set(id, libraries);
    return libraries;
  };

  return {
    groups: [
      {
        debugName: "the signed-in screens' shared modules that need no library",
        name: (id: string, context: ChunkingContext) => {
          if (visitorModules(context).has(id)) return null;
          const name = packageOf(id);
          if (name !== null && (name !== ICONS || isIconIndex(id))) return null;
          if (CHARTS.test(id)) return "charts";
          const libraries = librariesOf(id, context).join(" ");
          // The contracts' zod-free modules (their values, the state machines) travel with the pages' own modules.
          if (libraries !== "" && CONTRACT_SCHEMAS.test(id)) return "shared-zod";
          return MERGED_BY_LIBRARIES[libraries] ?? null;
        },
        minShareCount: 2,
        // Only the modules named here: their libraries keep their own chunks, the visitors' modules theirs.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
