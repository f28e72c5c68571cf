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
import { RouteErrorRedirect } from "#app/error-redirect.tsx";
import { SiteBehaviours } from "#features/behaviours/components/site-behaviours.tsx";
import { TrackingEffects } from "#features/tracking/components/tracking-effects.tsx";

/** Wraps a lazily loaded page so that the blue "Loading..." screen shows while its code arrives (SPEC.md §2). */
function lazyPage(load: () => Promise<{ default: ComponentType }>): RouteObject["element"] {
  const Page = lazy(load);
  return <Page />;
}

function Root() {
  const { pathname } = useLocation();
  return (
    <TooltipProvider>
      <TrackingEffects />
      {/* Keyed by page: the router navigates inside a transition, in which React would keep the old page on screen
          while the next one's code loads; a new boundary per page shows the Loading... screen and its watchdog. */}
      <Suspense key={pathname} fallback={<WatchedLoadingScreen path={pathname} />}>
        <Outlet />
      </Suspense>
      <SiteBehaviours />
      <Toaster />
    </TooltipProvider>
  );
}

/** The public routes of SPEC.md §2 (the same paths as `MARKETING_ROUTES` in @visadesk/contracts/routes). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    // Any render error, a failed page chunk included: report it and go home silently (SPEC.md §4).
    errorElement: <RouteErrorRedirect />,
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
