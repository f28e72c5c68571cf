// The benchmarks' reference: a minimal React 19 page built by Vite, measured beside VisaDesk's pages in the same run
// so that a figure taken on a busy machine can be read against what the machine gives the simplest page.
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

function Page() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Reference page</h1>
      <p>A minimal React 19 page built by Vite.</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");
createRoot(container).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
