import { describe, expect, it } from "vitest";
import { hasAccess, homePath, isAdmin, isCEO, isInternalRole, isRole, isStaff, ROLES } from "#roles.ts";

const user = (role: string) => ({ username: "u", name: "U", role });

describe("role checks", () => {
  it("knows five roles, three of them internal", () => {
    expect(ROLES).toEqual(["ceo", "admin", "staff", "investor", "customer"]);
    expect(ROLES.filter(isInternalRole)).toEqual(["ceo", "admin", "staff"]);
    expect(isRole("root")).toBe(false);
  });

  it("hasAccess defaults to the three internal roles", () => {
    expect(["ceo", "admin", "staff"].map((r) => hasAccess(user(r)))).toEqual([true, true, true]);
    expect(hasAccess(user("customer"))).toBe(false);
    expect(hasAccess(user("investor"))).toBe(false);
    expect(hasAccess(null)).toBe(false);
    expect(hasAccess(undefined)).toBe(false);
  });

  it("hasAccess takes the roles to allow", () => {
    expect(hasAccess(user("staff"), ["ceo", "admin"])).toBe(false);
    expect(hasAccess(user("admin"), ["ceo", "admin"])).toBe(true);
    expect(hasAccess(user("investor"), ["investor"])).toBe(true);
  });

  it.each([
    ["ceo", false, false, true],
    ["admin", false, true, false],
    ["staff", true, false, false],
    ["customer", false, false, false],
  ])("%s: isStaff %s, isAdmin %s, isCEO %s", (role, staff, admin, ceo) => {
    expect(isStaff(user(role))).toBe(staff);
    expect(isAdmin(user(role))).toBe(admin);
    expect(isCEO(user(role))).toBe(ceo);
  });

  it("visitors are none of them", () => {
    expect([isStaff(null), isAdmin(null), isCEO(null)]).toEqual([false, false, false]);
  });

  it("sends each role to its home", () => {
    expect(homePath("staff")).toBe("/crm");
    expect(homePath("customer")).toBe("/customer-dashboard");
    expect(homePath("investor")).toBe("/investor-dashboard");
  });
});
