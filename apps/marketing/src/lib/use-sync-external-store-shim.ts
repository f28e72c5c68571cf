// What wouter imports as "use-sync-external-store/shim" (vite.config.ts points that name here). The shim backfills
// useSyncExternalStore for React 17 and earlier and, on React 18 and later, hands out React's own; React 19 has it, so
// the site takes React's directly and leaves the shim's code (~0.4 KB compressed) out of every page
// (docs/behaviours/speed.md#public-pages).
export { useSyncExternalStore } from "react";
