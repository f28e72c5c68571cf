import { can, PAGE_PERMISSIONS } from "@visadesk/auth/permissions";
import type { WithRole } from "@visadesk/auth/roles";
import {
  BarChart3,
  BriefcaseBusiness,
  ClipboardList,
  FileStack,
  Flag,
  Gauge,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Sun,
  Table2,
  Truck,
  UserCog,
  Users,
  UsersRound,
  Wallet,
  Workflow,
} from "lucide-react";

export interface NavItem {
  path: keyof typeof PAGE_PERMISSIONS;
  label: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

/**
 * The side navigation; each role sees only the pages its permissions open (the role table of
 * docs/behaviours/crm.md#roles).
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: "Work",
    items: [
      { path: "/crm", label: "My day", icon: Sun },
      { path: "/crm/enquiries", label: "Enquiries", icon: Inbox },
      { path: "/crm/leads", label: "Leads", icon: UsersRound },
      { path: "/crm/deals", label: "Deals", icon: BriefcaseBusiness },
      { path: "/crm/filing-cases", label: "Filing cases", icon: FileStack },
      { path: "/crm/visa-delivery", label: "Visa delivery", icon: Truck },
      { path: "/customers", label: "Customers", icon: Users },
      { path: "/crm-old", label: "Classic view", icon: Table2 },
      // Staff see which destination figures are stale; admin and CEO edit them.
      { path: "/crm/country-labels", label: "Country labels", icon: Flag },
    ],
  },
  {
    label: "Management",
    items: [
      { path: "/crm/workflow", label: "Workflow", icon: Workflow },
      { path: "/360-dashboard", label: "360 dashboard", icon: LayoutDashboard },
      { path: "/analytics", label: "Analytics", icon: BarChart3 },
      { path: "/staff-performance", label: "Staff performance", icon: Gauge },
      { path: "/users", label: "Users", icon: UserCog },
      { path: "/staff-management", label: "Staff management", icon: ClipboardList },
    ],
  },
  {
    label: "Dashboards",
    items: [
      { path: "/investor-dashboard", label: "Investor dashboard", icon: Wallet },
      { path: "/customer-dashboard", label: "My visa case", icon: FileStack },
    ],
  },
];

/** The navigation groups `user` may open, empty groups left out. */
export function navigationFor(user: WithRole): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => can(user, PAGE_PERMISSIONS[item.path])),
  })).filter((group) => group.items.length > 0);
}
