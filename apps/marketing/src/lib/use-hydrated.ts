import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and on the server), true afterwards. Parts that depend on the
 * visitor's URL (the personalised hero, the splash headline) render the prerendered version first, so that hydration
 * matches, then switch to the personalised one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
