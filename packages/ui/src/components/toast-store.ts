/** docs/behaviours/public-site.md#notifications: at most one notification shows; a new one replaces the older. */
export const TOAST_LIMIT = 1;
/** A toast shows for 5000 ms. */
export const TOAST_DURATION_MS = 5_000;
/** A dismissed toast leaves the list (and the DOM) after 1,000,000 ms, after its exit animation long finished. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Extra classes, e.g. a green surface for a friendly message. */
  className?: string;
  /** A label for a single action button, and what it does. */
  action?: { label: string; altText: string; onClick: () => void };
  /**
   * Closes the toast exactly this long after it becomes visible, even while it is hovered or the window has lost the
   * focus (which pause the Toaster's own 5000 ms); for a toast whose end is part of a timed behaviour.
   */
  closeAfterMs?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type TimerHandle = ReturnType<typeof setTimeout>;

/**
 * A framework-free list of toasts; `Toaster` renders it and `toast()` adds to it. It is also the queue of the toasts
 * raised before any Toaster is mounted (a page may load its Toaster late): they wait here, and their time starts only
 * when a Toaster attaches and shows them.
 */
export class ToastStore {
  #toasts: readonly ToastItem[] = [];
  #count = 0;
  #viewers = 0;
  readonly #listeners = new Set<() => void>();
  readonly #removals = new Map<string, TimerHandle>();
  /** The `closeAfterMs` of each toast whose clock has not started yet (no Toaster was mounted when it was raised). */
  readonly #waiting = new Map<string, number>();

  getToasts = (): readonly ToastItem[] => this.#toasts;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Shows a toast, replacing the one before it; returns its id. */
  show(input: ToastInput): string {
    this.#count += 1;
    const id = `toast-${this.#count}`;
    // Keep the replaced toasts only as closed ones queued for removal, so that at most one is open.
    for (const older of this.#toasts) if (older.open) this.dismiss(older.id);
    this.#set([{ ...input, id, open: true }, ...this.#toasts].slice(0, TOAST_LIMIT));
    if (input.closeAfterMs !== undefined) {
      this.#waiting.set(id, input.closeAfterMs);
      if (this.#viewers > 0) this.#startClocks();
    }
    return id;
  }

  /** True while at least one Toaster shows this list. */
  get hasViewer(): boolean {
    return this.#viewers > 0;
  }

  /**
   * Called by a Toaster when it mounts: the toasts waiting for one are visible from now, so their `closeAfterMs`
   * starts now. Returns the function to call when it unmounts.
   */
  attachViewer(): () => void {
    this.#viewers += 1;
    this.#startClocks();
    let attached = true;
    return () => {
      if (attached) this.#viewers -= 1;
      attached = false;
    };
  }

  /** Closes a toast (all when no id) and removes it 1,000,000 ms later. */
  dismiss(id?: string): void {
    const ids = id ? [id] : this.#toasts.map((t) => t.id);
    for (const one of ids) this.#waiting.delete(one);
    for (const one of ids) this.#queueRemoval(one);
    this.#set(this.#toasts.map((t) => (ids.includes(t.id) ? { ...t, open: false } : t)));
  }

  /** Removes a toast at once. */
  remove(id: string): void {
    const handle = this.#removals.get(id);
    if (handle !== undefined) clearTimeout(handle);
    this.#removals.delete(id);
    this.#set(this.#toasts.filter((t) => t.id !== id));
  }

  #startClocks(): void {
    for (const [id, ms] of this.#waiting) {
      this.#waiting.delete(id);
      setTimeout(() => {
        if (this.#toasts.some((t) => t.id === id && t.open)) this.dismiss(id);
      }, ms);
    }
  }

  #queueRemoval(id: string): void {
    if (this.#removals.has(id)) return;
    this.#removals.set(
      id,
      setTimeout(() => this.remove(id), TOAST_REMOVE_DELAY_MS),
    );
  }

  #set(next: readonly ToastItem[]): void {
    this.#toasts = next;
    for (const listener of [...this.#listeners]) listener();
  }
}

/** The app-wide toast list. */
export const toastStore = new ToastStore();

/** Shows a notification in the app's `Toaster`; returns a function that dismisses it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = toastStore.show(input);
  return { id, dismiss: () => toastStore.dismiss(id) };
}
