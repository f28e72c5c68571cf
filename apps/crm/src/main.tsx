import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "#app/app.tsx";
import { preloadPage } from "#app/router.tsx";
import "./styles.css";

// The first page's code and its frame's, side by side, before anything renders.
preloadPage(window.location.pathname);

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
