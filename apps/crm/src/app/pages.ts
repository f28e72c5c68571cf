import type { ComponentType } from "react";
import type { CrmArea } from "#features/areas/crm-areas.ts";

export type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * The source file of each internal path's screen (from the app's folder): a complete record, so an area added to
 * CRM_AREAS without a screen fails to type-check. The router imports them lazily; the build (prerender.mjs) writes each
 * path an HTML page that preloads its screen's scripts beside the entry's, rather than after it has run
 * (docs/behaviours/speed.md#crm-pages).
 */
export const PAGE_FILES: Record<CrmArea["path"], string> = {
  "/crm": "src/features/my-day/components/my-day-page.tsx",
  "/crm-old": "src/features/my-day/components/my-day-classic-page.tsx",
  "/crm/enquiries": "src/features/enquiries/components/enquiries-page.tsx",
  "/crm/leads": "src/features/leads/components/leads-page.tsx",
  "/crm/country-labels": "src/features/country-labels/components/country-labels-page.tsx",
  "/leads": "src/features/leads/components/leads-page.tsx",
  "/crm/deals": "src/features/deals/components/deals-page.tsx",
  "/deals": "src/features/deals/components/deals-page.tsx",
  "/customers": "src/features/customers/components/customers-page.tsx",
  "/crm/workflow": "src/features/dashboards/components/workflow-page.tsx",
  "/360-dashboard": "src/features/dashboards/components/overview-page.tsx",
  "/analytics": "src/features/dashboards/components/analytics-page.tsx",
  "/staff-performance": "src/features/dashboards/components/staff-performance-page.tsx",
  "/investor-dashboard": "src/features/dashboards/components/investor-page.tsx",
  "/crm/filing-cases": "src/app/cases-route.tsx",
  "/visa-cases": "src/app/cases-route.tsx",
  "/crm/visa-delivery": "src/features/deliveries/components/deliveries-page.tsx",
  "/delivery": "src/features/deliveries/components/deliveries-page.tsx",
  "/customer-dashboard": "src/features/portal/components/customer-dashboard-page.tsx",
  "/users": "src/app/users-route.tsx",
  "/staff-management": "src/features/staff-management/components/staff-management-page.tsx",
};

/** The frame of every internal page (layout, header search, tooltips, toasts), preloaded with each screen. */
export const SHELL_FILE = "src/app/crm-shell.tsx";

// The screens PAGE_FILES names, each its own lazy chunk (keys are "/src/…"; a literal list, as Vite needs, and only
// these, so that the entry carries no other screen's import).
const SCREENS = import.meta.glob<{ default: ComponentType }>([
  "/src/features/my-day/components/my-day-page.tsx",
  "/src/features/my-day/components/my-day-classic-page.tsx",
  "/src/features/enquiries/components/enquiries-page.tsx",
  "/src/features/leads/components/leads-page.tsx",
  "/src/features/country-labels/components/country-labels-page.tsx",
  "/src/features/deals/components/deals-page.tsx",
  "/src/features/customers/components/customers-page.tsx",
  "/src/features/dashboards/components/workflow-page.tsx",
  "/src/features/dashboards/components/overview-page.tsx",
  "/src/features/dashboards/components/analytics-page.tsx",
  "/src/features/dashboards/components/staff-performance-page.tsx",
  "/src/features/dashboards/components/investor-page.tsx",
  "/src/app/cases-route.tsx",
  "/src/features/deliveries/components/deliveries-page.tsx",
  "/src/features/portal/components/customer-dashboard-page.tsx",
  "/src/app/users-route.tsx",
  "/src/features/staff-management/components/staff-management-page.tsx",
]);

/** The lazy import of the screen at `file` (one of PAGE_FILES). */
export function screenModule(file: string): PageModule {
  const load = SCREENS[`/${file}`];
  if (!load) throw new Error(`No screen at ${file}: PAGE_FILES names a file that does not exist`);
  return load;
}
