import { describe, expect, it } from "vitest";
import {
  can,
  canManageRole,
  isPermission,
  PAGE_PERMISSIONS,
  PERMISSION_NAMES,
  type Permission,
  type Scope,
  scopeFor,
} from "#permissions.ts";
import { ROLES, type Role } from "#roles.ts";

/**
 * The table of docs/behaviours/crm.md#roles, written out again cell by cell so that a change to PERMISSIONS has to be
 * deliberate.
 */
const EXPECTED: Record<Permission, Record<Role, Scope | null>> = {
  "records.work": { ceo: "all", admin: "all", staff: "assigned", investor: null, customer: null },
  "records.own": { ceo: null, admin: null, staff: null, investor: null, customer: "own" },
  "documents.use": { ceo: "all", admin: "all", staff: "assigned", investor: null, customer: "own" },
  "records.delete": { ceo: "all", admin: "all", staff: null, investor: null, customer: null },
  "records.export": { ceo: "all", admin: "all", staff: null, investor: null, customer: null },
  "records.import": { ceo: "all", admin: "all", staff: null, investor: null, customer: null },
  "users.manage": { ceo: "all", admin: "all", staff: null, investor: null, customer: null },
  "dashboards.management": { ceo: "all", admin: "all", staff: null, investor: null, customer: null },
  "labels.read": { ceo: "all", admin: "all", staff: "all", investor: null, customer: null },
  "labels.edit": { ceo: "all", admin: "all", staff: null, investor: null, customer: null },
  "audit.read": { ceo: "all", admin: "all", staff: null, investor: null, customer: null },
  "jobs.manage": { ceo: "all", admin: "all", staff: null, investor: null, customer: null },
  "dashboards.investor": { ceo: "all", admin: null, staff: null, investor: "all", customer: null },
};

const cells = PERMISSION_NAMES.flatMap((permission) =>
  ROLES.map((role) => [permission, role, EXPECTED[permission][role]] as const),
);

describe("the permission table", () => {
  it("has exactly the rows of docs/behaviours/crm.md#roles", () => {
    expect([...PERMISSION_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(cells)("%s for %s: %s", (permission, role, scope) => {
    const user = { username: "u", name: "U", role };
    expect(scopeFor(user, permission)).toBe(scope);
    expect(can(user, permission)).toBe(scope !== null);
  });

  it("gives visitors and unknown roles nothing", () => {
    for (const permission of PERMISSION_NAMES) {
      expect(can(null, permission)).toBe(false);
      expect(can({ role: "root" }, permission)).toBe(false);
    }
  });

  it("recognises permission names", () => {
    expect(isPermission("audit.read")).toBe(true);
    expect(isPermission("toString")).toBe(false);
    expect(isPermission("public")).toBe(false);
  });
});

describe("who manages whom", () => {
  const MANAGES: Record<Role, Role[]> = {
    ceo: ["ceo", "admin", "staff", "investor", "customer"],
    admin: ["staff", "investor", "customer"],
    staff: [],
    investor: [],
    customer: [],
  };
  it.each(ROLES.flatMap((actor) => ROLES.map((target) => [actor, target] as const)))(
    "%s managing %s",
    (actor, target) => {
      expect(canManageRole({ role: actor }, target)).toBe(MANAGES[actor].includes(target));
    },
  );

  it("visitors manage nobody", () => {
    expect(canManageRole(null, "staff")).toBe(false);
  });
});

describe("page permissions", () => {
  it("keeps the management dashboards to admin and CEO (docs/behaviours/crm.md#roles)", () => {
    for (const page of ["/crm/workflow", "/360-dashboard"] as const) {
      const permission = PAGE_PERMISSIONS[page];
      expect(ROLES.filter((role) => can({ role }, permission))).toEqual(["ceo", "admin"]);
    }
  });
});
