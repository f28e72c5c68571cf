import { homePath } from "@visadesk/auth/roles";
import { WatchedLoadingScreen } from "@visadesk/detectors/react";
import { lazy, Suspense, useEffect } from "react";
import { Outlet, type RouteObject, useLocation, useRoutes } from "react-router-dom";
import { PAGE_FILES, type PageModule, screenModule } from "#app/pages.ts";
import { PageErrorBoundary } from "#app/route-error.tsx";
import { CRM_AREAS, type CrmArea } from "#features/areas/crm-areas.ts";
import { RequirePage } from "#features/auth/components/require-page.tsx";
import { useSessionCheck } from "#features/auth/hooks/use-session-check.ts";
import { useSessionState } from "#features/auth/session.ts";

function lazyPage(load: PageModule): RouteObject["element"] {
  const Page = lazy(load);
  return <Page />;
}

function Root() {
  useSessionCheck();
  const { pathname } = useLocation();
  // Once someone is signed in (a login, or a stored session), the frame and their home page are fetched side by side
  // rather than one after the other when the login card sends them there.
  const user = useSessionState((state) => state.user);
  useEffect(() => {
    if (user) preloadPage(homePath(user.role));
  }, [user]);
  return (
    <>
      {/* Keyed by page so that a client navigation shows the Loading... screen (see WatchedLoadingScreen). */}
      <Suspense key={pathname} fallback={<WatchedLoadingScreen path={pathname} />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** The CRM's frame (layout, header search, tooltips): lazily, so that the login card's first load has none of it. */
const loadShell = () => import("#app/crm-shell.tsx");
const CrmShell = lazy(loadShell);

/** The screen of every internal path (see PAGE_FILES). */
const PAGES = Object.fromEntries(
  Object.entries(PAGE_FILES).map(([path, file]) => [path, screenModule(file)]),
) as Record<CrmArea["path"], PageModule>;

/**
 * The internal routes of SPEC.md §2 (the same paths as `CRM_ROUTES` in @visadesk/contracts/routes), rendered by
 * `<AppRoutes>` inside a declarative `<BrowserRouter>`: the CRM uses none of the data router's loaders or actions, and
 * the data router is twice the weight (issue 23: ~16 KB gzipped more in every page's first load, the login card's too).
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: "/webcrmpanel", element: lazyPage(() => import("#features/auth/components/login-page.tsx")) },
      {
        element: <CrmShell />,
        children: [
          {
            // Inside the layout, so that a page that fails keeps the navigation around its error screen.
            element: <PageErrorBoundary />,
            children: CRM_AREAS.map((area) => ({
              path: area.path,
              element: <RequirePage path={area.path}>{lazyPage(PAGES[area.path])}</RequirePage>,
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

/**
 * Starts fetching the code a CRM page needs, side by side: the frame and the page inside it would otherwise load one
 * after the other (the page's lazy import only starts once the frame has rendered). For the first address, and for a
 * user's home page once they are signed in.
 */
export function preloadPage(path: string) {
  const pathname = new URL(path, "http://crm.invalid").pathname;
  const area = CRM_AREAS.find((candidate) => candidate.path === pathname);
  if (!area) return;
  void loadShell().catch(() => {});
  void PAGES[area.path]().catch(() => {});
}

/** The CRM's pages, inside whichever router the caller provides (the browser's, or a memory router in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
