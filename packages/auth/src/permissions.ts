import { isRole, ROLES, type Role, type WithRole } from "#roles.ts";

/**
 * How much of a kind of record a role reaches: `all` of them, `assigned` (staff: the unassigned ones and those
 * assigned to them), or `own` (a customer: their own cases, checklist and delivery).
 */
export type Scope = "all" | "assigned" | "own";

/**
 * The role table of docs/behaviours/crm.md#roles, the one the API enforces and the CRM reads. A role missing from a row
 * has no access. User management has a second dimension, which roles one may manage: see {@link MANAGEABLE_ROLES}.
 */
export const PERMISSIONS = {
  /** Work enquiries, leads, deals, filing cases and deliveries. */
  "records.work": { ceo: "all", admin: "all", staff: "assigned" },
  /** See one's own cases, checklist and delivery. */
  "records.own": { customer: "own" },
  /** Upload and read the documents of a case: staff within their scope, a customer for their own cases. */
  "documents.use": { ceo: "all", admin: "all", staff: "assigned", customer: "own" },
  /** Delete or archive records. */
  "records.delete": { ceo: "all", admin: "all" },
  /** Export records as CSV. */
  "records.export": { ceo: "all", admin: "all" },
  /** Import leads from CSV. */
  "records.import": { ceo: "all", admin: "all" },
  /** Create, disable, change and reset the password of accounts (of the roles in MANAGEABLE_ROLES). */
  "users.manage": { ceo: "all", admin: "all" },
  /** /crm/workflow, /360-dashboard, /analytics, /staff-performance. */
  "dashboards.management": { ceo: "all", admin: "all" },
  /** See the destinations' public figures (success rate, slot and biometric waits) and how fresh they are. */
  "labels.read": { ceo: "all", admin: "all", staff: "all" },
  /** Change those figures. */
  "labels.edit": { ceo: "all", admin: "all" },
  /** The audit log. */
  "audit.read": { ceo: "all", admin: "all" },
  /** The background jobs that failed after their retries: read, retry, discard. */
  "jobs.manage": { ceo: "all", admin: "all" },
  /** /investor-dashboard: aggregates only, no personal data. */
  "dashboards.investor": { ceo: "all", investor: "all" },
} as const satisfies Record<string, Partial<Record<Role, Scope>>>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Which roles each role may create, change, disable and reset: the CEO all, an admin never a CEO or an admin. */
export const MANAGEABLE_ROLES = {
  ceo: ROLES,
  admin: ["staff", "customer", "investor"],
  staff: [],
  investor: [],
  customer: [],
} as const satisfies Record<Role, readonly Role[]>;

export function isPermission(value: unknown): value is Permission {
  return typeof value === "string" && Object.hasOwn(PERMISSIONS, value);
}

/** The scope `user` has for `permission`, or `null` when it has none (a visitor has none). */
export function scopeFor(user: WithRole, permission: Permission): Scope | null {
  if (!user || !isRole(user.role)) return null;
  const row: Partial<Record<Role, Scope>> = PERMISSIONS[permission];
  return row[user.role] ?? null;
}

/** True when `user` holds `permission` in any scope. */
export function can(user: WithRole, permission: Permission): boolean {
  return scopeFor(user, permission) !== null;
}

/** True when `actor` may create or change an account of role `target`. */
export function canManageRole(actor: WithRole, target: Role): boolean {
  if (!actor || !isRole(actor.role)) return false;
  return (MANAGEABLE_ROLES[actor.role] as readonly Role[]).includes(target);
}

/** The permission each internal page needs, so the CRM hides what the server would refuse anyway. */
export const PAGE_PERMISSIONS = {
  "/crm": "records.work",
  "/crm-old": "records.work",
  "/crm/leads": "records.work",
  "/crm/enquiries": "records.work",
  "/crm/deals": "records.work",
  "/crm/filing-cases": "records.work",
  "/crm/visa-delivery": "records.work",
  "/crm/workflow": "dashboards.management",
  "/360-dashboard": "dashboards.management",
  "/analytics": "dashboards.management",
  "/staff-performance": "dashboards.management",
  "/customer-dashboard": "records.own",
  "/investor-dashboard": "dashboards.investor",
  "/users": "users.manage",
  "/staff-management": "users.manage",
  "/customers": "records.work",
  "/leads": "records.work",
  "/deals": "records.work",
  "/visa-cases": "records.work",
  "/crm/country-labels": "labels.read",
  "/delivery": "records.work",
} as const satisfies Record<string, Permission>;
