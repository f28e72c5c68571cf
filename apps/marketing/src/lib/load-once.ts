/** Code fetched on demand: see `loadOnce`. */
export interface LoadedOnce<T> {
  /** Starts the fetch the first time; later calls share it. A failed fetch (offline) may be tried again. */
  load(): Promise<T>;
  /** What `load()` resolved with, or undefined before then: for code that must render synchronously once loaded. */
  current(): T | undefined;
}

/**
 * Wraps a dynamic import that leaves the first load (the landing parser, the Hindi texts, a dialog's code): fetched at
 * most once, readable synchronously afterwards, so a page that awaited it before its first render (or a behaviour
 * with exact timings) can use it without a second round trip.
 */
export function loadOnce<T>(fetchIt: () => Promise<T>): LoadedOnce<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= fetchIt().then(
        (value) => {
          loaded = value;
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}
