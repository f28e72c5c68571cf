import { localeOfPath } from "@visadesk/content/i18n/locales";
import { loadHindiSupport } from "@visadesk/personalisation/on-demand";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { AppShell } from "#app/app.tsx";
import { AppRoutes } from "#app/router.tsx";
import { loadCountryList } from "#lib/country-list.ts";
import { loadHindiContent } from "#lib/hindi-content.ts";
import { activateLocale, loadMessages } from "#lib/i18n.tsx";
import { loadLandingParser } from "#lib/landing-parser.ts";
import { StaticRouter } from "#lib/router.tsx";

// The prerenderer writes both languages' pages and head tags (seo.ts names countries in Hindi), and the /uk pages'
// personalised splash and hero: the Hindi texts, the Hindi hero, the landing parser and the ISO country list are
// loaded once, up front.
await Promise.all([loadHindiContent(), loadHindiSupport(), loadLandingParser(), loadCountryList()]);

export { LOCALE_TAGS } from "@visadesk/content/i18n/locales";
export { headHtml, NOT_FOUND_META, pageMeta, prerenderPaths, sitemapXml } from "#app/seo.ts";
export { LABELS_SCRIPT_ID, labelsJson } from "#lib/country-labels.tsx";
export { CLAIMS_SCRIPT_ID, claimsJson } from "#lib/measured-claims.tsx";

/**
 * The build's prerenderer: the HTML of the page at `path`, with every lazy page resolved (prerender waits for all
 * Suspense boundaries). The same routes as in the browser, in a static router: there is no loader data to hand over
 * (and the site's CSP would forbid the inline script that carries it).
 */
export async function renderPage(path: string): Promise<string> {
  await activateLocale(localeOfPath(path));
  // The head tags' texts, which pageMeta writes after this in the same language: only the prerenderer needs them.
  await loadMessages("meta");
  const element = (
    <AppShell>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppShell>
  );
  // The first pass only loads the lazy pages. The second, synchronous one then renders them in place: a streaming
  // render would outline a large page behind a fallback and an inline script to swap it in, which the CSP blocks.
  await prerender(element);
  return renderToString(element);
}
