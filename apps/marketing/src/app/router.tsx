import { hasHindiVersion, isLocale, localisedPath } from "@visadesk/content/i18n/locales";
import { WatchedLoadingScreen } from "@visadesk/detectors/react";
import { toastStore } from "@visadesk/ui/toast-store";
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { RouteErrorBoundary } from "#app/error-redirect.tsx";
import { SiteBehaviours } from "#features/behaviours/components/site-behaviours.tsx";
import { TrackingEffects } from "#features/tracking/components/tracking-effects.tsx";
import { useLoadingScreenTexts } from "#lib/behaviour-texts.ts";
import { loadCountryList } from "#lib/country-list.ts";
import { loadDestinationWords } from "#lib/destination-words.ts";
import { i18n, loadMessages } from "#lib/i18n.tsx";
import { onFirstInteraction } from "#lib/on-first-interaction.ts";
import { type RouteDefinition, Routes, useLocation } from "#lib/router.tsx";

/**
 * The toasts' UI (Radix Toast) is not part of what a visitor downloads by reading a page: it is fetched on the page's
 * first interaction (a toast follows clicks: the impatient-click toast needs five,
 * docs/behaviours/public-site.md#impatient-click), or when a toast is raised before that. A toast raised before the
 * Toaster is there waits in the toast store (first-load code), and its time starts when the Toaster mounts and shows
 * it. If its code cannot be fetched (offline), there are no toasts rather than an error.
 */
const NoToasts: ComponentType = () => null;
const LazyToaster = lazy(() =>
  import("@visadesk/ui/toast").then(
    (module): { default: ComponentType } => ({ default: module.Toaster }),
    () => ({ default: NoToasts }),
  ),
);

const hasToasts = () => toastStore.getToasts().length > 0;
const noToastsYet = () => false;

function ToasterOnDemand() {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => onFirstInteraction(() => setInteracted(true)), []);
  const raised = useSyncExternalStore(toastStore.subscribe, hasToasts, noToastsYet);
  return interacted || raised ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}

/**
 * A page's code together with the texts only that kind of page shows (the legal pages', the enquiry form's: catalogues
 * of their own, not in every page's first load).
 */
function withMessages<Page>(
  part: "legal" | "form",
  page: Promise<Page>,
  ...more: Promise<unknown>[]
): Promise<Page> {
  return Promise.all([page, loadMessages(part), ...more]).then(([module]) => module);
}

/**
 * A destination page's code together with its texts (a catalogue of their own) and its words in the page's language:
 * the Hindi ones are a chunk of their own, fetched by Hindi destination pages only (English pages carry their words in
 * the page's own code).
 */
function withDestinationWords<Page>(page: Promise<Page>): Promise<Page> {
  const locale = isLocale(i18n.locale) ? i18n.locale : "en";
  return Promise.all([page, loadMessages("destination"), loadDestinationWords(locale)]).then(
    ([module]) => module,
  );
}

/**
 * Wraps a lazily loaded page so that the blue "Loading..." screen shows while its code arrives
 * (docs/behaviours/public-site.md#loading-screen).
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Page = lazy(load);
  return <Page />;
}

/**
 * Marks the document once the app has hydrated (`<html data-hydrated>`). React runs a parent's effects after its
 * children's, so by then every behaviour below has started its timers: a browser test that drives the page's clock
 * waits for this mark instead of guessing when the script ran (the prerendered page is visible well before).
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}

function Root() {
  const { pathname } = useLocation();
  const loadingTexts = useLoadingScreenTexts();
  useHydratedMark();
  return (
    <>
      <TrackingEffects />
      {/* Keyed by page: the router navigates inside a transition, in which React would keep the old page on screen
          while the next one's code loads; a new boundary per page shows the Loading... screen and its watchdog. */}
      <Suspense key={pathname} fallback={<WatchedLoadingScreen path={pathname} texts={loadingTexts} />}>
        <Routes routes={routes} />
      </Suspense>
      <SiteBehaviours />
      <ToasterOnDemand />
    </>
  );
}

/**
 * The public routes of docs/behaviours/public-site.md#pages (the same paths as `MARKETING_ROUTES` in
 * @visadesk/contracts/routes), in the order they are tried, under `<BrowserRouter>` (`<StaticRouter>` when
 * prerendering) from #lib/router.tsx.
 */
// A function, so that each language's routes get their own lazy pages: a lazy page resolves once, and the Hindi legal
// pages must load their own texts when the prerenderer renders them after the English ones.
const pages = (): RouteDefinition[] => [
  { path: "/", element: lazyPage(() => import("#features/home/components/home-page.tsx")) },
  { path: "/uk", element: lazyPage(() => import("#features/home/components/uk-home-page.tsx")) },
  {
    path: "/visa-form",
    element: lazyPage(() =>
      // With the ISO country list: the form offers every country.
      withMessages("form", import("#features/visa-form/components/visa-form-page.tsx"), loadCountryList()),
    ),
  },
  {
    path: "/visa/:slug",
    element: lazyPage(() =>
      withDestinationWords(import("#features/destinations/components/destination-page.tsx")),
    ),
  },
  { path: "/blog", element: lazyPage(() => import("#features/blog/components/blog-list-page.tsx")) },
  {
    path: "/blog/:slug",
    element: lazyPage(() => import("#features/blog/components/blog-post-page.tsx")),
  },
  {
    path: "/privacy-policy",
    element: lazyPage(() => withMessages("legal", import("#features/legal/components/privacy-page.tsx"))),
  },
  {
    path: "/terms-conditions",
    element: lazyPage(() => withMessages("legal", import("#features/legal/components/terms-page.tsx"))),
  },
];

export const routes: RouteDefinition[] = [
  ...pages(),
  // The same pages in Hindi under /hi (docs/decisions/011): each page reads its language from the address.
  ...pages()
    .filter((page) => hasHindiVersion(page.path))
    .map((page) => ({ ...page, path: localisedPath(page.path, "hi") })),
  { path: "*", element: lazyPage(() => import("#features/not-found/components/not-found-page.tsx")) },
];

/**
 * The site's pages, inside whichever router the caller provides (browser, static for prerendering, memory in tests).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // Any render error, a failed page chunk included: report it and go home silently
  // (docs/behaviours/public-site.md#render-errors).
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Root />
    </RouteErrorBoundary>
  );
}
