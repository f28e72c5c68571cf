/** Path fragments of the internal areas; no site behaviour ever runs on a path containing one (SPEC.md §4). */
export const INTERNAL_PATH_MARKERS = ["/crm", "/admin", "/staff"] as const;

/** The CRM's own top-level pages (SPEC.md §2) that do not contain one of the markers above. */
const INTERNAL_PATHS = [
  "/webcrmpanel",
  "/360-dashboard",
  "/customer-dashboard",
  "/investor-dashboard",
  "/analytics",
  "/users",
  "/customers",
  "/leads",
  "/deals",
  "/visa-cases",
  "/delivery",
];

/** True on the CRM's, admin's and staff's paths, where none of the behaviours may run. */
export function isInternalPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (INTERNAL_PATH_MARKERS.some((marker) => path.includes(marker))) return true;
  return INTERNAL_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}
