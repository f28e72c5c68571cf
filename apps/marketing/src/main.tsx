import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "#app/app.tsx";
import { readCountryLabels } from "#lib/country-labels.tsx";
import { rememberLanding } from "#lib/landing.ts";
import "./styles.css";

rememberLanding();
// Before the first render: the hydrated page must show the labels the server wrote into its HTML.
readCountryLabels();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page prerendered for this address hydrates; anything else (the empty shell, another page's HTML served as a
// fallback) is rendered afresh. The not-found page's HTML matches whatever unknown address it is served for.
const prerendered = container.dataset.prerendered;
const path = window.location.pathname.replace(/(.)\/+$/, "$1");
if (container.firstElementChild && (prerendered === path || prerendered === "404"))
  hydrateRoot(container, app);
else {
  container.replaceChildren();
  createRoot(container).render(app);
}
