import { CRM_ROUTES } from "@visadesk/contracts/routes";

/**
 * Path fragments of the internal areas; no site behaviour ever runs on a path containing one
 * (docs/behaviours/public-site.md#broken-page).
 */
export const INTERNAL_PATH_MARKERS = ["/crm", "/admin", "/staff"] as const;

/** True on the CRM's, admin's and staff's paths, where none of the behaviours may run. */
export function isInternalPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (INTERNAL_PATH_MARKERS.some((marker) => path.includes(marker))) return true;
  // The CRM's own pages that hold no marker (/webcrmpanel, the dashboards, /leads...), from the one route table.
  return CRM_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
}
