import { CRM_ROUTES, matchRoute } from "@visadesk/contracts/routes";

// Path prefixes that are internal even when the route table does not list them (docs/behaviours/tracking.md#page-views
// uses the same words).
const INTERNAL_PREFIXES = ["/crm", "/admin", "/staff", "/webcrmpanel"];

/**
 * True for the internal CRM, dashboard and admin paths of docs/behaviours/tracking.md#page-views, where no page view is
 * ever tracked: every path the route table gives to the CRM app, and anything under /crm, /admin, /staff or
 * /webcrmpanel.
 */
export function isInternalPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (
    INTERNAL_PREFIXES.some(
      (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}-`),
    )
  ) {
    return true;
  }
  if ((CRM_ROUTES as readonly string[]).includes(path)) return true;
  return matchRoute(path).app === "crm";
}
