import { can, PAGE_PERMISSIONS } from "@visadesk/auth/permissions";
import type { SessionUser } from "@visadesk/auth/session-user";

// The GETs a signed-in page makes first, started by the page's HTML (early-requests.ts) beside its scripts. Written
// out rather than imported from the pages' fetchers, whose modules bring the contracts and zod: this runs before the
// scripts, so it must stay a few hundred bytes. first-requests.test.tsx renders each page and checks that these are
// exactly the URLs it asks for, in the same form, so that @visadesk/http can hand the early answers to the page.

const ME = "/api/auth/me";
const OPEN_UNASSIGNED = "/api/enquiries?open=true&assignee=unassigned&limit=20&sort=createdAt&order=desc";
const NEW_MINE = "/api/enquiries?status=new&assignee=me&limit=20&sort=createdAt&order=desc";
const MY_LEADS = "/api/leads?assignee=me&limit=100&sort=updatedAt&order=desc";
const DECISIONS = "/api/dashboards/workflow";
const MY_DAY = "/api/my-day";
const COUNTRY_LABELS = "/api/country-labels";
const LEADS_FIRST_PAGE = "/api/leads?sort=createdAt&order=desc&limit=25&count=true";
const USERS = "/api/users";

/** The data of a page for `user`, opened without a query string (a list's default page). */
const PAGE_REQUESTS: Partial<Record<keyof typeof PAGE_PERMISSIONS, (user: SessionUser) => string[]>> = {
  "/crm": (user) =>
    can(user, "dashboards.management")
      ? [OPEN_UNASSIGNED, DECISIONS, COUNTRY_LABELS, MY_DAY]
      : [MY_LEADS, NEW_MINE, OPEN_UNASSIGNED, MY_DAY],
  "/crm/leads": (user) => [LEADS_FIRST_PAGE, ...(can(user, "users.manage") ? [USERS] : [])],
  "/leads": (user) => [LEADS_FIRST_PAGE, ...(can(user, "users.manage") ? [USERS] : [])],
};

/**
 * The GETs to start early when `user` (restored from local storage) opens `pathname` with `search`: the session's
 * confirmation on every internal page, and the page's own first data where it is known and the role may see it.
 */
export function firstRequests(pathname: string, search: string, user: SessionUser | null): string[] {
  if (!user || !Object.hasOwn(PAGE_PERMISSIONS, pathname)) return [];
  const path = pathname as keyof typeof PAGE_PERMISSIONS;
  const page = PAGE_REQUESTS[path];
  if (!page || search !== "" || !can(user, PAGE_PERMISSIONS[path])) return [ME];
  return [ME, ...page(user)];
}
