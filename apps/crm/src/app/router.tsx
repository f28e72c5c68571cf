import { LoadingScreen } from "@visadesk/ui/loading-screen";
import { type ComponentType, lazy, Suspense } from "react";
import { createBrowserRouter, createMemoryRouter, Outlet, type RouteObject } from "react-router-dom";
import { CRM_AREAS } from "#features/areas/crm-areas.ts";

function lazyPage(load: () => Promise<{ default: ComponentType }>): RouteObject["element"] {
  const Page = lazy(load);
  return <Page />;
}

function Root() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

const AreaPage = () => import("#features/areas/components/area-page.tsx");

/** The internal routes of SPEC.md §2 (the same paths as `CRM_ROUTES` in @visadesk/contracts/routes). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: "/webcrmpanel", element: lazyPage(() => import("#features/auth/components/login-page.tsx")) },
      ...CRM_AREAS.map((area) => ({ path: area.path, element: lazyPage(AreaPage) })),
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
