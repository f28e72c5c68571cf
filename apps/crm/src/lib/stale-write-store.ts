import { useSyncExternalStore } from "react";

// The one write the server refused because its record changed after the page showed it (decision 030): the
// ChangedMeanwhileDialog shows it, whatever the kind of record, and offers to redo it on the fresh record.

/** A refused write: the server's words (who changed the record, when and what) and how to send it again. */
export interface StaleWrite {
  message: string;
  /** Fetches the record again, so that the page shows it as it is now. */
  refresh: () => Promise<void>;
  /** Sends the same change again, with the version of the record the page shows (refresh it first). */
  redo: () => Promise<unknown>;
}

let current: StaleWrite | null = null;
const listeners = new Set<() => void>();

function set(next: StaleWrite | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Asks the person whether to redo `write` on the fresh record (replacing any earlier question). */
export function askToRedo(write: StaleWrite): void {
  set(write);
}

/** The question is answered (redone or left). */
export function forgetStaleWrite(): void {
  set(null);
}

export function useStaleWrite(): StaleWrite | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
