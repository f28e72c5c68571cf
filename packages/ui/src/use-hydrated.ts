import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (and when rendering on the server), true from then on and in every
 * view rendered in the browser. A part that depends on the visitor (the public site's personalised hero, the splash
 * headline) renders its prerendered version first so that hydration matches, then switches; a field that is not yet
 * hydrated (the CRM's prerendered login card) would lose what is typed into it, so it waits.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
