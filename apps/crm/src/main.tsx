import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "#app/app.tsx";
import { preloadPage } from "#app/router.tsx";
import { showsPrerenderedLoginCard } from "#features/auth/prerendered-login.ts";
import "#lib/zod-without-eval.ts";
import "./styles.css";

// The first page's code and its frame's, side by side, before anything renders.
preloadPage(window.location.pathname);

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
  container.replaceChildren();
  createRoot(container).render(app);
}
