import { LoadingScreen } from "@visadesk/ui/loading-screen";
import { type ComponentType, lazy, Suspense } from "react";
import { createBrowserRouter, createMemoryRouter, Outlet, type RouteObject } from "react-router-dom";
import { TrackingEffects } from "#features/tracking/components/tracking-effects.tsx";

/** Wraps a lazily loaded page so that the blue "Loading..." screen shows while its code arrives (SPEC.md §2). */
function lazyPage(load: () => Promise<{ default: ComponentType }>): RouteObject["element"] {
  const Page = lazy(load);
  return <Page />;
}

function Root() {
  return (
    <>
      <TrackingEffects />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** The public routes of SPEC.md §2 (the same paths as `MARKETING_ROUTES` in @visadesk/contracts/routes). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: "/", element: lazyPage(() => import("#features/home/components/home-page.tsx")) },
      { path: "/uk", element: lazyPage(() => import("#features/home/components/uk-home-page.tsx")) },
      {
        path: "/visa-form",
        element: lazyPage(() => import("#features/visa-form/components/visa-form-page.tsx")),
      },
      { path: "/blog", element: lazyPage(() => import("#features/blog/components/blog-list-page.tsx")) },
      {
        path: "/blog/:slug",
        element: lazyPage(() => import("#features/blog/components/blog-post-page.tsx")),
      },
      {
        path: "/privacy-policy",
        element: lazyPage(() => import("#features/legal/components/privacy-page.tsx")),
      },
      {
        path: "/terms-conditions",
        element: lazyPage(() => import("#features/legal/components/terms-page.tsx")),
      },
      { path: "*", element: lazyPage(() => import("#features/not-found/components/not-found-page.tsx")) },
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
