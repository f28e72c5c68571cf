import type { CrmRoute } from "@visadesk/contracts/routes";

export interface CrmArea {
  path: Exclude<CrmRoute, "/webcrmpanel">;
  title: string;
}

/** Every internal page and its title (its screen is in the router's PAGES). */
export const CRM_AREAS: readonly CrmArea[] = [
  { path: "/crm", title: "My day" },
  { path: "/crm-old", title: "My day (classic)" },
  { path: "/crm/enquiries", title: "Enquiries" },
  { path: "/crm/leads", title: "Leads" },
  { path: "/crm/deals", title: "Deals" },
  { path: "/crm/filing-cases", title: "Filing cases" },
  { path: "/crm/visa-delivery", title: "Visa delivery" },
  { path: "/crm/workflow", title: "Workflow" },
  { path: "/360-dashboard", title: "360 dashboard" },
  { path: "/customer-dashboard", title: "My visa case" },
  { path: "/investor-dashboard", title: "Investor dashboard" },
  { path: "/analytics", title: "Analytics" },
  { path: "/users", title: "Users" },
  { path: "/customers", title: "Customers" },
  { path: "/staff-management", title: "Staff management" },
  { path: "/leads", title: "Leads" },
  { path: "/deals", title: "Deals" },
  { path: "/visa-cases", title: "Visa cases" },
  { path: "/delivery", title: "Delivery" },
  { path: "/staff-performance", title: "Staff performance" },
  { path: "/crm/country-labels", title: "Country labels" },
];
