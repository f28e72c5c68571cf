import { WatchedLoadingScreen } from "@visadesk/detectors/react";
import { Toaster } from "@visadesk/ui/toast";
import { TooltipProvider } from "@visadesk/ui/tooltip";
import { type ComponentType, lazy, Suspense } from "react";
import {
  createBrowserRouter,
  createMemoryRouter,
  Outlet,
  type RouteObject,
  useLocation,
} from "react-router-dom";
import { CrmLayout } from "#app/crm-layout.tsx";
import { RouteError } from "#app/route-error.tsx";
import { CRM_AREAS } from "#features/areas/crm-areas.ts";
import { type InternalPath, RequirePage } from "#features/auth/components/require-page.tsx";
import { useSessionCheck } from "#features/auth/hooks/use-session-check.ts";
import { GlobalSearch } from "#features/search/components/global-search.tsx";

type PageModule = () => Promise<{ default: ComponentType }>;

function lazyPage(load: PageModule): RouteObject["element"] {
  const Page = lazy(load);
  return <Page />;
}

function Root() {
  useSessionCheck();
  const { pathname } = useLocation();
  return (
    // Every tooltip of the CRM (its icon-only buttons) at SPEC.md §9's 700 ms delay and 300 ms skip delay.
    <TooltipProvider>
      {/* Keyed by page so that a client navigation shows the Loading... screen (see WatchedLoadingScreen). */}
      <Suspense key={pathname} fallback={<WatchedLoadingScreen path={pathname} />}>
        <Outlet />
      </Suspense>
      <Toaster />
    </TooltipProvider>
  );
}

const AreaPage: PageModule = () => import("#features/areas/components/area-page.tsx");
const LeadsPage: PageModule = () => import("#features/leads/components/leads-page.tsx");
const DealsPage: PageModule = () => import("#features/deals/components/deals-page.tsx");
const CasesPage: PageModule = () => import("#app/cases-route.tsx");
const DeliveriesPage: PageModule = () => import("#features/deliveries/components/deliveries-page.tsx");

/** The screens built so far; every other internal path shows its area frame. */
const PAGES: Partial<Record<InternalPath, PageModule>> = {
  "/crm": () => import("#features/my-day/components/my-day-page.tsx"),
  "/crm-old": () => import("#features/my-day/components/my-day-classic-page.tsx"),
  "/crm/enquiries": () => import("#features/enquiries/components/enquiries-page.tsx"),
  "/crm/leads": LeadsPage,
  "/crm/country-labels": () => import("#features/country-labels/components/country-labels-page.tsx"),
  "/leads": LeadsPage,
  "/crm/deals": DealsPage,
  "/deals": DealsPage,
  "/customers": () => import("#features/customers/components/customers-page.tsx"),
  "/crm/workflow": () => import("#features/dashboards/components/workflow-page.tsx"),
  "/360-dashboard": () => import("#features/dashboards/components/overview-page.tsx"),
  "/analytics": () => import("#features/dashboards/components/analytics-page.tsx"),
  "/staff-performance": () => import("#features/dashboards/components/staff-performance-page.tsx"),
  "/investor-dashboard": () => import("#features/dashboards/components/investor-page.tsx"),
  "/crm/filing-cases": CasesPage,
  "/visa-cases": CasesPage,
  "/crm/visa-delivery": DeliveriesPage,
  "/delivery": DeliveriesPage,
  "/customer-dashboard": () => import("#features/portal/components/customer-dashboard-page.tsx"),
  "/users": () => import("#app/users-route.tsx"),
  "/staff-management": () => import("#features/staff-management/components/staff-management-page.tsx"),
};

/** The internal routes of SPEC.md §2 (the same paths as `CRM_ROUTES` in @visadesk/contracts/routes). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: "/webcrmpanel", element: lazyPage(() => import("#features/auth/components/login-page.tsx")) },
      {
        element: <CrmLayout search={<GlobalSearch />} />,
        children: [
          {
            // Inside the layout, so that a page that fails keeps the navigation around its error screen.
            errorElement: <RouteError />,
            children: CRM_AREAS.map((area) => ({
              path: area.path,
              element: <RequirePage path={area.path}>{lazyPage(PAGES[area.path] ?? AreaPage)}</RequirePage>,
            })),
          },
        ],
      },
      // Any other address: the not-found page, which goes home after SPEC.md's hits and delay (outside the layout and
      // its login check, so that everyone sees the same notice).
      { path: "*", element: lazyPage(() => import("#features/not-found/components/not-found-page.tsx")) },
    ],
  },
];

/** Every path the router declares, however deeply nested. */
export function declaredPaths(list: readonly RouteObject[] = routes): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...declaredPaths(route.children ?? []),
  ]);
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** For tests: the same routes in memory, starting at `path`. */
export function createTestRouter(path: string) {
  return createMemoryRouter(routes, { initialEntries: [path] });
}
