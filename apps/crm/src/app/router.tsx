import { LoadingScreen } from "@visadesk/ui/loading-screen";
import { type ComponentType, lazy, Suspense } from "react";
import { createBrowserRouter, createMemoryRouter, Outlet, type RouteObject } from "react-router-dom";
import { CRM_AREAS } from "#features/areas/crm-areas.ts";
import { RequirePermission } from "#features/auth/components/require-permission.tsx";
import { SessionBar } from "#features/auth/components/session-bar.tsx";
import { useSessionCheck } from "#features/auth/hooks/use-session-check.ts";

function lazyPage(load: () => Promise<{ default: ComponentType }>): RouteObject["element"] {
  const Page = lazy(load);
  return <Page />;
}

function Root() {
  useSessionCheck();
  return (
    <>
      <SessionBar />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}

const AreaPage = () => import("#features/areas/components/area-page.tsx");

/** SPEC.md §2: the workflow dashboards need a signed-in admin or CEO. */
const MANAGEMENT_ONLY = new Set(["/crm/workflow", "/360-dashboard"]);

/** The internal routes of SPEC.md §2 (the same paths as `CRM_ROUTES` in @visadesk/contracts/routes). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: "/webcrmpanel", element: lazyPage(() => import("#features/auth/components/login-page.tsx")) },
      ...CRM_AREAS.map((area) => ({
        path: area.path,
        element: MANAGEMENT_ONLY.has(area.path) ? (
          <RequirePermission permission="dashboards.management">{lazyPage(AreaPage)}</RequirePermission>
        ) : (
          lazyPage(AreaPage)
        ),
      })),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** For tests: the same routes in memory, starting at `path`. */
export function createTestRouter(path: string) {
  return createMemoryRouter(routes, { initialEntries: [path] });
}
