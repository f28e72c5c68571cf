import { type ComponentType, useEffect, useState } from "react";
import { loadOnce } from "#lib/load-once.ts";

/** A component whose code is not part of the first load: see `deferredComponent`. */
export interface DeferredComponent<P extends object> {
  /** Renders the component once its code is there, and nothing (while fetching it) before. */
  Component: ComponentType<P>;
  /** Starts fetching the code, once; resolves when it is there. A failed fetch may be tried again. */
  preload(): Promise<void>;
}

/**
 * For UI that appears only after a while or on some event (a dialog, an overlay): its code leaves the first load and
 * is fetched by `preload()` (call it after the page has loaded) or, at the latest, on its first render. Once fetched
 * it renders synchronously like any component, so a behaviour with exact timings shows its UI on time; if the code
 * cannot be fetched (offline), nothing is shown rather than an error.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  const code = loadOnce(load);

  function Deferred(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => code.current());
    useEffect(() => {
      if (Loaded) return;
      let mounted = true;
      code.load().then(
        (component) => {
          if (mounted) setLoaded(() => component);
        },
        () => {},
      );
      return () => {
        mounted = false;
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : null;
  }

  return {
    Component: Deferred,
    preload: () => code.load().then(() => undefined),
  };
}
