import { useEffect, useRef, useState } from "react";

/** The key our history entries carry in `history.state`, beside the router's own. */
const ENTRY_KEY = "visadeskDialog";

/**
 * The entry an open dialog pushed, shared by the dialogs of the page: a dialog that opens while the last one's entry
 * is still there (React's development double effects, or one dialog handing over to the next) takes it over instead
 * of pushing another, and the entry goes only when no dialog has taken it over.
 */
let pendingRemoval: ReturnType<typeof setTimeout> | undefined;

const ourEntry = (): string | undefined =>
  (window.history.state as Record<string, unknown> | null)?.[ENTRY_KEY] as string | undefined;

function pushEntry(marker: string) {
  window.history.pushState({ ...(window.history.state as object | null), [ENTRY_KEY]: marker }, "");
}

export interface BackClosesDialog {
  /** Back was pressed over typed input: the dialog asks "Discard what you typed?". */
  confirming: boolean;
  /** The person keeps their input; the dialog stays. */
  keepEditing: () => void;
  /** The person lets their input go; the dialog closes. */
  discard: () => void;
}

/**
 * Back (a phone's back gesture, easily made) closes an open dialog instead of leaving the page under it, and asks
 * first when something was typed in it. While open, the dialog has a history entry of its own (the same address):
 * Back leaves that entry, which closes the dialog, or, when `dirty`, puts the entry back and sets `confirming`. When
 * the dialog closes any other way, its entry is taken off again, unless a navigation has replaced it.
 */
export function useBackClosesDialog({
  open,
  dirty,
  onClose,
}: {
  open: boolean;
  dirty: boolean;
  onClose: () => void;
}): BackClosesDialog {
  const [confirming, setConfirming] = useState(false);
  const latest = useRef({ dirty, onClose });
  latest.current = { dirty, onClose };

  useEffect(() => {
    if (!open) return;
    clearTimeout(pendingRemoval);
    const marker = ourEntry() ?? crypto.randomUUID();
    if (ourEntry() === undefined) pushEntry(marker);
    else window.history.replaceState({ ...(window.history.state as object), [ENTRY_KEY]: marker }, "");
    const onPop = () => {
      if (ourEntry() === marker) return;
      if (latest.current.dirty) {
        pushEntry(marker);
        setConfirming(true);
      } else {
        latest.current.onClose();
      }
    };
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener("popstate", onPop);
      setConfirming(false);
      // Later, so that a dialog opening at once can take the entry over (see pendingRemoval).
      pendingRemoval = setTimeout(() => {
        if (ourEntry() === marker) window.history.back();
      }, 0);
    };
  }, [open]);

  return {
    confirming,
    keepEditing: () => setConfirming(false),
    discard: () => {
      setConfirming(false);
      latest.current.onClose();
    },
  };
}
