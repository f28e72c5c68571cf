import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (the login card), true from then on and in every page rendered in the
 * browser. A field that is not yet hydrated would lose what is typed into it: React resets it to its state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
