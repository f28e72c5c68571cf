/**
 * `make()` once, on the first call, then the same value: for what is dear to make and not needed by every page that
 * imports its module (the first `Intl` formatter with a time zone is a long task, see format.ts).
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
