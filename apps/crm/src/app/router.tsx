import { homePath } from "@visadesk/auth/roles";
import { WatchedLoadingScreen } from "@visadesk/detectors/react";
import { type ComponentType, lazy, Suspense, useEffect, useRef } from "react";
import { Outlet, type RouteObject, useLocation, useRoutes } from "react-router";
import { PAGE_FILES, type PageModule, screenModule } from "#app/pages.ts";
import { PageErrorBoundary } from "#app/route-error.tsx";
import { CRM_AREAS, type CrmArea } from "#features/areas/crm-areas.ts";
import { RequirePage } from "#features/auth/components/require-page.tsx";
import { useSessionCheck } from "#features/auth/hooks/use-session-check.ts";
import { useSessionState } from "#features/auth/session.ts";

/** A lazily loaded component, and the way to fetch its code ahead of its first render. */
interface PreloadableComponent {
  Component: ComponentType;
  /** Fetches the code (once) and resolves when the component can render without suspending. */
  preload(): Promise<void>;
}

/**
 * Like React's `lazy`, but a component whose code has already arrived (preloaded, see `preloadPage`) renders at once:
 * `lazy` suspends on its first render whatever its promise's state, so the first page showed the Loading... screen
 * for a frame, and React then held the page back (it keeps a fallback on screen a few hundred milliseconds before
 * revealing what replaces it, docs/behaviours/speed.md#crm-pages). Code still on its way suspends, behind the watched
 * Loading... screen.
 */
export function preloadable(load: PageModule): PreloadableComponent {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // The next render retries (through `lazy`, which then fails into the error boundary).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(load);
  function Component() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component, preload };
}

function lazyPage(page: PreloadableComponent): RouteObject["element"] {
  return <page.Component />;
}

function Root() {
  useSessionCheck();
  const { pathname } = useLocation();
  // Once someone signs in, the frame and their home page are fetched side by side rather than one after the other when
  // the login card sends them there. Not for a session restored with the page: its own page is what it needs first
  // (docs/behaviours/speed.md#crm-pages: /crm/leads fetched My day's code beside its own).
  const user = useSessionState((state) => state.user);
  const signedInOnArrival = useRef(user !== null);
  useEffect(() => {
    if (!user) signedInOnArrival.current = false;
    else if (!signedInOnArrival.current) void preloadPage(homePath(user.role));
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
const shell = preloadable(() => import("#app/crm-shell.tsx"));
const CrmShell = shell.Component;

/** The screen of every internal path (see PAGE_FILES); paths with the same screen share one. */
const SCREENS = new Map<string, PreloadableComponent>();
const PAGES = Object.fromEntries(
  Object.entries(PAGE_FILES).map(([path, file]) => {
    let screen = SCREENS.get(file);
    if (!screen) {
      screen = preloadable(screenModule(file));
      SCREENS.set(file, screen);
    }
    return [path, screen];
  }),
) as Record<CrmArea["path"], PreloadableComponent>;

/**
 * The internal routes of docs/behaviours/crm.md#pages (the same paths as `CRM_ROUTES` in @visadesk/contracts/routes),
 * rendered by `<AppRoutes>` inside a declarative `<BrowserRouter>`: the CRM uses none of the data router's loaders or
 * actions, and the data router is twice the weight (docs/behaviours/speed.md#crm-pages: ~16 KB gzipped more in every
 * page's first load, the login card's too).
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        path: "/webcrmpanel",
        element: lazyPage(preloadable(() => import("#features/auth/components/login-page.tsx"))),
      },
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
      // Any other address: the not-found page, which goes home after the hits and delay of
      // docs/behaviours/public-site.md#not-found (outside the layout and its login check, so that everyone sees the
      // same notice).
      {
        path: "*",
        element: lazyPage(preloadable(() => import("#features/not-found/components/not-found-page.tsx"))),
      },
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
 * user's home page once they sign in. Resolves once both can render without suspending (at once for a path that is
 * not an internal page); never rejects: a failed load is retried, and reported, when the page renders.
 */
export function preloadPage(path: string): Promise<void> {
  const pathname = new URL(path, "http://crm.invalid").pathname;
  const area = CRM_AREAS.find((candidate) => candidate.path === pathname);
  if (!area) return Promise.resolve();
  return Promise.all([shell.preload(), PAGES[area.path].preload()]).then(
    () => {},
    () => {},
  );
}

/** The CRM's pages, inside whichever router the caller provides (the browser's, or a memory router in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
