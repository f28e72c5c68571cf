import { createContext, type ReactNode, useContext } from "react";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";

/*
 * For tests: routes in memory (wouter's memory location) with layout routes and an <Outlet />, and a handle that
 * navigates and reads the address the page is at, as the site's router (#lib/router.tsx) has them in the browser.
 */

export interface TestRoute {
  /** A path pattern, "*" for any address; none for a layout route that wraps its children. */
  path?: string;
  element: ReactNode;
  children?: TestRoute[];
}

const OutletContent = createContext<ReactNode>(null);

/** Where a layout route shows the child route that matched. */
export function Outlet() {
  return <>{useContext(OutletContent)}</>;
}

function RouteTree({ routes }: { routes: readonly TestRoute[] }) {
  return (
    <Switch>
      {routes.map((route, index) => {
        const content = route.children ? (
          <OutletContent value={<RouteTree routes={route.children} />}>{route.element}</OutletContent>
        ) : (
          route.element
        );
        return route.path && route.path !== "*" ? (
          <Route key={route.path} path={route.path}>
            {content}
          </Route>
        ) : (
          <Route key={`any-${index}`}>{content}</Route>
        );
      })}
    </Switch>
  );
}

export interface TestRouter {
  element: ReactNode;
  /** Goes to `to` as a link would. */
  navigate(to: string): void;
  /** The address the page shows now. */
  readonly state: { location: { pathname: string } };
}

export function createMemoryRouter(routes: TestRoute[], options: { initialEntries: [string] }): TestRouter {
  const start = new URL(options.initialEntries[0], "http://site.invalid");
  const location = memoryLocation({ path: start.pathname, searchPath: start.search.replace(/^\?/, "") });
  let pathname = start.pathname;
  const hook: typeof location.hook = () => {
    const result = location.hook();
    pathname = result[0];
    return result;
  };
  return {
    element: (
      <Router hook={hook} searchHook={location.searchHook}>
        <RouteTree routes={routes} />
      </Router>
    ),
    navigate: (to) => location.navigate(to),
    get state() {
      return { location: { pathname } };
    },
  };
}

export function RouterProvider({ router }: { router: TestRouter }) {
  return <>{router.element}</>;
}
