import type { KeyValueStorage } from "#session-user.ts";

/** A Web Storage stand-in with the same key order semantics that the codec relies on. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { dump(): object } {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    dump: () => Object.fromEntries(map),
  };
}
