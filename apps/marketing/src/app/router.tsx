import { hasHindiVersion, localisedPath } from "@visadesk/content/i18n/locales";
import { WatchedLoadingScreen } from "@visadesk/detectors/react";
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { Outlet, type RouteObject, useLocation, useRoutes } from "react-router-dom";
import { RouteErrorBoundary } from "#app/error-redirect.tsx";
import { SiteBehaviours } from "#features/behaviours/components/site-behaviours.tsx";
import { TrackingEffects } from "#features/tracking/components/tracking-effects.tsx";
import { loadLegalMessages } from "#lib/i18n.tsx";

/**
 * The toasts' UI (Radix Toast) is not needed before interaction, so it is not part of the first load: it is fetched
 * once the page has loaded. A toast raised before then waits in the toast store (first-load code), and its time starts
 * when the Toaster mounts and shows it. If its code cannot be fetched (offline), there are no toasts rather than an
 * error.
 */
const NoToasts: ComponentType = () => null;
const LazyToaster = lazy(() =>
  import("@visadesk/ui/toast").then(
    (module): { default: ComponentType } => ({ default: module.Toaster }),
    () => ({ default: NoToasts }),
  ),
);

function ToasterAfterLoad() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}

/** A legal page's code together with its texts (a catalogue of their own, not in every page's first load). */
function withLegalMessages<Page>(page: Promise<Page>): Promise<Page> {
  return Promise.all([page, loadLegalMessages()]).then(([module]) => module);
}

/** Wraps a lazily loaded page so that the blue "Loading..." screen shows while its code arrives (SPEC.md §2). */
function lazyPage(load: () => Promise<{ default: ComponentType }>): RouteObject["element"] {
  const Page = lazy(load);
  return <Page />;
}

function Root() {
  const { pathname } = useLocation();
  return (
    <>
      <TrackingEffects />
      {/* Keyed by page: the router navigates inside a transition, in which React would keep the old page on screen
          while the next one's code loads; a new boundary per page shows the Loading... screen and its watchdog. */}
      <Suspense key={pathname} fallback={<WatchedLoadingScreen path={pathname} />}>
        <Outlet />
      </Suspense>
      <SiteBehaviours />
      <ToasterAfterLoad />
    </>
  );
}

/**
 * The public routes of SPEC.md §2 (the same paths as `MARKETING_ROUTES` in @visadesk/contracts/routes). Rendered by
 * `useRoutes` under a plain `<BrowserRouter>` (`<StaticRouter>` when prerendering): the site has no loaders or
 * actions, and the data router would add ~16 KB of gzipped JavaScript to every page's first load.
 */
// A function, so that each language's routes get their own lazy pages: a lazy page resolves once, and the Hindi legal
// pages must load their own texts when the prerenderer renders them after the English ones.
const pages = (): RouteObject[] => [
  { path: "/", element: lazyPage(() => import("#features/home/components/home-page.tsx")) },
  { path: "/uk", element: lazyPage(() => import("#features/home/components/uk-home-page.tsx")) },
  {
    path: "/visa-form",
    element: lazyPage(() => import("#features/visa-form/components/visa-form-page.tsx")),
  },
  {
    path: "/visa/:slug",
    element: lazyPage(() => import("#features/destinations/components/destination-page.tsx")),
  },
  { path: "/blog", element: lazyPage(() => import("#features/blog/components/blog-list-page.tsx")) },
  {
    path: "/blog/:slug",
    element: lazyPage(() => import("#features/blog/components/blog-post-page.tsx")),
  },
  {
    path: "/privacy-policy",
    element: lazyPage(() => withLegalMessages(import("#features/legal/components/privacy-page.tsx"))),
  },
  {
    path: "/terms-conditions",
    element: lazyPage(() => withLegalMessages(import("#features/legal/components/terms-page.tsx"))),
  },
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      ...pages(),
      // The same pages in Hindi under /hi (issue 22): each page reads its language from the address.
      ...pages()
        .filter((page) => hasHindiVersion(page.path ?? "/"))
        .map((page) => ({ ...page, path: localisedPath(page.path ?? "/", "hi") })),
      { path: "*", element: lazyPage(() => import("#features/not-found/components/not-found-page.tsx")) },
    ],
  },
];

/** The site's pages, inside whichever router the caller provides (browser, static for prerendering, memory in tests). */
export function AppRoutes() {
  const { pathname } = useLocation();
  // Any render error, a failed page chunk included: report it and go home silently (SPEC.md §4).
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
