import { type AnchorHTMLAttributes, type ReactNode, useState } from "react";
import {
  useSearch,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  Link as WouterLink,
  Route as WouterRoute,
  Router as WouterRouter,
  Switch as WouterSwitch,
} from "wouter";
import { memoryLocation } from "wouter/memory-location";

/*
 * The public site's router: wouter (~2 KB gzipped) under the few names the site uses. The site has nine static routes,
 * no loaders and no nested layouts, and React Router cost ~12 KB gzipped of every page's first load
 * (docs/behaviours/speed.md#public-pages: home ≤ 100 KB in all). One module, so that the pages and their tests import
 * routing from one place.
 */

/** Splits "/visa-form?country=GB#x" into its path and its search ("country=GB", wouter's form). */
function splitAddress(address: string): { path: string; search: string } {
  const url = new URL(address, "http://site.invalid");
  return { path: url.pathname, search: url.search.replace(/^\?/, "") };
}

/** The browser's address (history API). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  return <WouterRouter>{children}</WouterRouter>;
}

/** A fixed address, for the build's prerenderer. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const { path, search } = splitAddress(location);
  return (
    <WouterRouter ssrPath={path} ssrSearch={search}>
      {children}
    </WouterRouter>
  );
}

/** An address in memory that links can change, for tests: starts at the first of `initialEntries`. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries: [string];
  children: ReactNode;
}) {
  const [location] = useState(() => {
    const { path, search } = splitAddress(initialEntries[0]);
    return memoryLocation({ path, searchPath: search });
  });
  return (
    <WouterRouter hook={location.hook} searchHook={location.searchHook}>
      {children}
    </WouterRouter>
  );
}

/** Where the visitor is: the path, and the query string with its "?" (empty when there is none). */
export function useLocation(): { pathname: string; search: string } {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : "" };
}

/** Goes to an address inside the site (`replace`: without a new history entry). */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useWouterLocation();
  return (to, options) => navigate(to, options);
}

/** The named parts of the matched route's path ("/visa/:slug" → { slug }). */
export function useParams(): Record<string, string | undefined> {
  return useWouterParams() as Record<string, string | undefined>;
}

/** A link inside the site: a real <a href>, followed without reloading the page. */
export function Link({
  to,
  ...props
}: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return <WouterLink href={to} {...props} />;
}

export interface RouteDefinition {
  /** A path pattern ("/visa/:slug"), or "*" for every address no other route has. */
  path: string;
  element: ReactNode;
}

/** The first route whose path matches the address ("*" matches any). */
export function Routes({ routes }: { routes: readonly RouteDefinition[] }) {
  return (
    <WouterSwitch>
      {routes.map((route) =>
        route.path === "*" ? (
          <WouterRoute key={route.path}>{route.element}</WouterRoute>
        ) : (
          <WouterRoute key={route.path} path={route.path}>
            {route.element}
          </WouterRoute>
        ),
      )}
    </WouterSwitch>
  );
}
