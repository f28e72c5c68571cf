/**
 * The account roles (docs/behaviours/crm.md#roles): the internal roles `ceo`, `admin`, `staff`, and the dashboard roles
 * `investor` and `customer`, which are created by an admin or the CEO and never listed on the staff login.
 */
export const ROLES = ["ceo", "admin", "staff", "investor", "customer"] as const;
export type Role = (typeof ROLES)[number];

/** The roles that work in the CRM; the default of {@link hasAccess}. */
export const INTERNAL_ROLES = ["ceo", "admin", "staff"] as const satisfies readonly Role[];
export type InternalRole = (typeof INTERNAL_ROLES)[number];

/** Anything with a role: a session user, a stored user row... `null`/`undefined` is a visitor. */
export type WithRole = { role: string } | null | undefined;

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isInternalRole(role: string): role is InternalRole {
  return (INTERNAL_ROLES as readonly string[]).includes(role);
}

/** True when `user` is signed in with one of `roles` (default: the three internal roles). */
export function hasAccess(user: WithRole, roles: readonly Role[] = INTERNAL_ROLES): boolean {
  return user != null && (roles as readonly string[]).includes(user.role);
}

export function isStaff(user: WithRole): boolean {
  return user?.role === "staff";
}

export function isAdmin(user: WithRole): boolean {
  return user?.role === "admin";
}

export function isCEO(user: WithRole): boolean {
  return user?.role === "ceo";
}

/** Where each role lands after signing in. */
export const HOME_PATHS = {
  ceo: "/crm",
  admin: "/crm",
  staff: "/crm",
  investor: "/investor-dashboard",
  customer: "/customer-dashboard",
} as const satisfies Record<Role, string>;

export function homePath(role: Role): string {
  return HOME_PATHS[role];
}
