import { describe, expect, it } from "vitest";
import { type ChunkingContext, crmChunkGroups, packageOf } from "../chunk-groups.ts";

const APP = "/repo/apps/crm";
const NM = "/repo/node_modules/.pnpm";
const ids = {
  main: `${APP}/src/main.tsx`,
  router: `${APP}/src/app/router.tsx`,
  login: `${APP}/src/features/auth/components/login-page.tsx`,
  field: "/repo/packages/ui/src/components/field.tsx",
  leadsPage: `${APP}/src/features/leads/components/leads-page.tsx`,
  myDay: `${APP}/src/features/my-day/components/my-day-page.tsx`,
  format: `${APP}/src/lib/format.ts`,
  formatPhone: `${APP}/src/lib/format-phone.ts`,
  narrowing: `${APP}/src/lib/narrowing-labels.ts`,
  table: `${APP}/src/components/data-table.tsx`,
  leadsContract: "/repo/packages/contracts/src/crm/leads.ts",
  commonContract: "/repo/packages/contracts/src/crm/common.ts",
  phoneContract: "/repo/packages/contracts/src/crm/phone.ts",
  valuesContract: "/repo/packages/contracts/src/values/crm.ts",
  workflowContract: "/repo/packages/contracts/src/workflow.ts",
  content: "/repo/packages/content/src/services.ts",
  react: `${NM}/react@19.3.1/node_modules/react/index.js`,
  zod: `${NM}/zod@4.3.6/node_modules/zod/v4/classic/external.js`,
  phoneLibrary: `${NM}/libphonenumber-js@1.13.16/node_modules/libphonenumber-js/min/index.js`,
  tableLibrary: `${NM}/@tanstack+react-table@8.21.3/node_modules/@tanstack/react-table/build/lib/index.mjs`,
  icons: `${NM}/lucide-react@1.75.0/node_modules/lucide-react/dist/esm/lucide-react.mjs`,
  icon: `${NM}/lucide-react@1.75.0/node_modules/lucide-react/dist/esm/icons/plus.mjs`,
  iconBase: `${NM}/lucide-react@1.75.0/node_modules/lucide-react/dist/esm/createLucideIcon.mjs`,
};

/** A module graph: each module's static imports, and the dynamic ones of the router. */
const graph: Record<string, { imports: string[]; dynamic?: string[] }> = {
  [ids.main]: { imports: [ids.router, ids.react] },
  [ids.router]: { imports: [ids.react, ids.icons], dynamic: [ids.login, ids.leadsPage, ids.myDay] },
  [ids.login]: { imports: [ids.field, ids.react] },
  [ids.field]: { imports: [ids.react] },
  [ids.leadsPage]: {
    imports: [
      ids.format,
      ids.table,
      ids.leadsContract,
      ids.icon,
      ids.narrowing,
      ids.valuesContract,
      ids.workflowContract,
    ],
  },
  [ids.myDay]: {
    imports: [
      ids.format,
      ids.leadsContract,
      ids.formatPhone,
      ids.narrowing,
      ids.valuesContract,
      ids.workflowContract,
    ],
  },
  [ids.valuesContract]: { imports: [ids.content] },
  [ids.workflowContract]: { imports: [] },
  [ids.content]: { imports: [] },
  [ids.format]: { imports: [] },
  [ids.narrowing]: { imports: [ids.commonContract] },
  [ids.formatPhone]: { imports: [ids.phoneLibrary] },
  [ids.table]: { imports: [ids.tableLibrary, ids.react] },
  [ids.leadsContract]: { imports: [ids.commonContract, ids.zod] },
  [ids.commonContract]: { imports: [ids.phoneContract, ids.zod] },
  [ids.phoneContract]: { imports: [ids.phoneLibrary, ids.zod] },
  [ids.icons]: { imports: [ids.icon, ids.iconBase] },
  [ids.icon]: { imports: [ids.iconBase] },
  [ids.iconBase]: { imports: [ids.react] },
};
const context: ChunkingContext = {
  getModuleInfo: (id) => {
    const module = graph[id];
    if (!module) return { importedIds: [], dynamicallyImportedIds: [] };
    const dynamic = module.dynamic ?? [];
    return { importedIds: [...module.imports, ...dynamic], dynamicallyImportedIds: dynamic };
  },
};

function chunkOf(id: string): string | null | undefined {
  const [group] = crmChunkGroups(APP).groups;
  return group?.name(id, context);
}

describe("the CRM's chunk groups", () => {
  it("names the package of a module of node_modules", () => {
    expect(packageOf(ids.zod)).toBe("zod");
    expect(packageOf(ids.tableLibrary)).toBe("@tanstack/react-table");
    expect(packageOf(ids.format)).toBeNull();
  });

  it("merges the screens' modules that load no library, icons included", () => {
    expect(chunkOf(ids.format)).toBe("shared");
    expect(chunkOf(ids.icon)).toBe("shared");
    expect(chunkOf(ids.iconBase)).toBe("shared");
  });

  it("merges the contracts' schemas into zod's group, but not the phone checks", () => {
    expect(chunkOf(ids.leadsContract)).toBe("shared-zod");
    expect(chunkOf(ids.commonContract)).toBe("shared-zod");
    expect(chunkOf(ids.phoneContract)).toBeNull();
  });

  it("keeps the contracts' zod-free modules (values, state machines) with the pages' own, not with zod", () => {
    expect(chunkOf(ids.valuesContract)).toBe("shared");
    expect(chunkOf(ids.workflowContract)).toBe("shared");
  });

  it("leaves the modules that load another library, and the libraries, to the bundler's own chunks", () => {
    expect(chunkOf(ids.table)).toBeNull();
    expect(chunkOf(ids.formatPhone)).toBeNull();
    // Through the contracts' re-export of the phone checks: read from imports, it may load the phone library.
    expect(chunkOf(ids.narrowing)).toBeNull();
    expect(chunkOf(ids.zod)).toBeNull();
    expect(chunkOf(ids.icons)).toBeNull();
  });

  it("never moves what a visitor loads: the entry's modules and the login card's", () => {
    expect(chunkOf(ids.main)).toBeNull();
    expect(chunkOf(ids.router)).toBeNull();
    expect(chunkOf(ids.field)).toBeNull();
  });
});
