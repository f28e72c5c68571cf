import { noteHtmlLoadingScreen } from "@visadesk/detectors/dom";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "#app/app.tsx";
import { preloadPage } from "#app/router.tsx";
import { showsPrerenderedLoginCard } from "#features/auth/prerendered-login.ts";
import "#lib/zod-without-eval.ts";
import "./styles.css";

/**
 * How long the first render waits for the first page's code (preloaded by the page's HTML beside the entry, so usually
 * there already): a page rendered with its code draws at once, where one that suspends shows the Loading... screen and
 * React holds the page back a few hundred milliseconds after it. Meanwhile the HTML's own Loading... screen is on
 * screen; past this, React's watched one takes over (the warning at 10 s and the reload at 15 s of
 * docs/behaviours/public-site.md#loading-screen).
 */
const FIRST_PAGE_WAIT_MS = 500;

/** Renders the app into #root: hydrates the prerendered login card, or draws the page. */
function start() {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element");
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The login card comes prerendered (prerender.mjs): it is hydrated, so that it stays on screen while its code loads,
  // unless this visit renders something else there (a stored session, a one-time link, an expiry notice), which React
  // then draws from scratch.
  if (container.dataset.prerendered === window.location.pathname && showsPrerenderedLoginCard()) {
    hydrateRoot(container, app);
  } else {
    // A login card this visit does not show goes at once; a signed-in page's Loading... screen (prerender.mjs) stays
    // until React's first commit replaces it, so that no blank frame comes between them.
    if (container.dataset.prerendered !== undefined) container.replaceChildren();
    // The HTML's Loading... screen has been up since the first paint: a first page that still suspends has its 10 s
    // and 15 s counted from then (docs/behaviours/public-site.md#loading-screen), not from now.
    else if (container.querySelector('[data-testid="loading-screen"]')) noteHtmlLoadingScreen();
    // As a transition, React renders the whole first page in slices of a few milliseconds, yielding to the browser
    // between them, rather than in one long task (docs/behaviours/speed.md#crm-pages: the frame, the page and its list
    // in one task was most of a signed-in page's blocking time). The Loading... screen of the HTML stays until it
    // commits.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

// The first page's code and its frame's, side by side, before anything renders. Not a top-level await: the pages'
// chunks import the entry's modules, which a pending entry would hold back (and the bundler then splits the entry).
void Promise.race([
  preloadPage(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
]).then(start);
