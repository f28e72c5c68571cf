/**
 * The one route table (docs/behaviours/public-site.md#pages): which app owns each browser path. The API server uses it
 * to pick the HTML to serve and the status; the apps use the same paths in their routers.
 */

export type AppName = "marketing" | "crm";

/** Public marketing pages. `:slug` stands for one path segment. */
export const MARKETING_ROUTES = [
  "/",
  "/uk",
  "/visa-form",
  // One page per destination with country labels (/visa/united-kingdom); an unknown slug is the not-found page.
  "/visa/:slug",
  "/blog",
  "/blog/:slug",
  "/privacy-policy",
  "/terms-conditions",
  // The same pages in Hindi (docs/decisions/011).
  "/hi",
  "/hi/uk",
  "/hi/visa-form",
  "/hi/visa/:slug",
  "/hi/blog",
  "/hi/blog/:slug",
  "/hi/privacy-policy",
  "/hi/terms-conditions",
] as const;

/** Internal pages: the CRM, the dashboards and the login card. */
export const CRM_ROUTES = [
  "/webcrmpanel",
  "/crm",
  "/crm-old",
  "/crm/leads",
  "/crm/enquiries",
  "/crm/deals",
  "/crm/filing-cases",
  "/crm/visa-delivery",
  "/crm/country-labels",
  "/crm/workflow",
  "/360-dashboard",
  "/customer-dashboard",
  "/investor-dashboard",
  "/analytics",
  "/users",
  "/customers",
  "/staff-management",
  "/leads",
  "/deals",
  "/visa-cases",
  "/delivery",
  "/staff-performance",
] as const;

export type MarketingRoute = (typeof MARKETING_ROUTES)[number];
export type CrmRoute = (typeof CRM_ROUTES)[number];

/** Which app renders a path, and whether the path is a known page (`notFound` false) or the not-found page. */
export interface RouteMatch {
  app: AppName;
  notFound: boolean;
}

/** Decides which app owns `pathname` (any query or hash must already be removed). Unknown paths: marketing's 404. */
export function matchRoute(pathname: string): RouteMatch {
  const path = normalise(pathname);
  if (CRM_ROUTES.some((route) => matches(route, path))) return { app: "crm", notFound: false };
  if (MARKETING_ROUTES.some((route) => matches(route, path))) return { app: "marketing", notFound: false };
  return { app: "marketing", notFound: true };
}

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed === "" ? "/" : trimmed;
}

function matches(route: string, path: string): boolean {
  const routeParts = route.split("/");
  const pathParts = path.split("/");
  if (routeParts.length !== pathParts.length) return false;
  return routeParts.every((part, i) => {
    const actual = pathParts[i] ?? "";
    return part.startsWith(":") ? actual.length > 0 : part === actual;
  });
}
