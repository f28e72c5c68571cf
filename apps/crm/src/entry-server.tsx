import { QueryClientProvider } from "@tanstack/react-query";
import { createQueryClient } from "@visadesk/http";
import { LoadingScreen } from "@visadesk/ui/loading-screen";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppRoutes } from "#app/router.tsx";

// For prerender.mjs: each internal path's HTML preloads its screen's scripts (see PAGE_FILES).
export { PAGE_FILES, SHELL_FILE } from "#app/pages.ts";

/**
 * The pages the build writes as HTML (apps/crm/prerender.mjs): the login card only, as a visitor without a session
 * first sees it, so that it paints with the page's HTML and CSS instead of after the scripts
 * (docs/behaviours/speed.md#crm-pages: login card LCP ≤ 1.5 s). Every other CRM page depends on who is signed in, and
 * stays an empty shell that the browser renders.
 */
export const PRERENDERED_PATHS = ["/webcrmpanel"] as const;

/**
 * The HTML of the CRM page at `path`, with its lazy page resolved: the tree main.tsx hydrates (the same routes and
 * providers; a static router instead of the browser's, which render no element of their own).
 */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const element = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  // The first pass only loads the lazy page. The second, synchronous one renders it in place: a streaming render
  // would put it behind a fallback and an inline script to swap it in, which the CSP blocks.
  await prerender(element);
  const html = renderToString(element);
  // The queries the page declared (never fetched here) would keep the build's process alive until their cache time.
  queryClient.clear();
  return html;
}

/**
 * The blue Loading... screen (docs/behaviours/public-site.md#loading-screen) as HTML: every signed-in page's HTML shows
 * it until the page's scripts have drawn the page, instead of a blank page (docs/behaviours/speed.md#crm-pages: their
 * first paint waited for every script). The same component the router shows while a page's code loads; React replaces
 * it with its first render.
 */
export function renderLoadingScreen(): string {
  return renderToString(<LoadingScreen />);
}
