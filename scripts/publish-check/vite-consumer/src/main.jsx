// A Vite + React app that uses the published detectors and tracking packages; scripts/check-publish.mjs builds it,
// serves the build and clicks through it in Chromium.
import { isInternalPath } from "@visadesk/detectors";
import { useClickSpam } from "@visadesk/detectors/react";
import { readAttribution, startTracking } from "@visadesk/tracking";
import { useTrack } from "@visadesk/tracking/react";
import { useState } from "react";
import { createRoot } from "react-dom/client";

startTracking();

function App() {
  const [impatient, setImpatient] = useState(false);
  const track = useTrack();
  useClickSpam({ path: window.location.pathname, onImpatient: () => setImpatient(true) });
  const attribution = readAttribution();
  return (
    <main>
      <h1>Consumer app</h1>
      <p data-testid="source">source: {attribution.utm_source ?? "none"}</p>
      <p data-testid="internal">/crm is internal: {String(isInternalPath("/crm"))}</p>
      <button type="button" onClick={() => track("chat_opened")}>
        Click me
      </button>
      <p data-testid="impatient">{impatient ? "impatient" : "calm"}</p>
    </main>
  );
}

createRoot(document.getElementById("root")).render(<App />);
