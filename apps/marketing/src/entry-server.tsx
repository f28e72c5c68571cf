import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { AppShell } from "#app/app.tsx";
import { routes } from "#app/router.tsx";

export { headHtml, NOT_FOUND_META, pageMeta, prerenderPaths, sitemapXml } from "#app/seo.ts";

/**
 * The build's prerenderer: the HTML of the page at `path`, with every lazy page resolved (prerender waits for all
 * Suspense boundaries). The router's hydration script is left out: the site's CSP forbids inline scripts, and the
 * pages have no loader data to hand over.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const element = (
    <AppShell>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppShell>
  );
  // The first pass only loads the lazy pages. The second, synchronous one then renders them in place: a streaming
  // render would outline a large page behind a fallback and an inline script to swap it in, which the CSP blocks.
  await prerender(element);
  return renderToString(element);
}
