import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "#app/app.tsx";
import { rememberLanding } from "#lib/landing.ts";
import "./styles.css";

rememberLanding();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Prerendered pages hydrate; a page the build did not prerender starts empty and renders.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
