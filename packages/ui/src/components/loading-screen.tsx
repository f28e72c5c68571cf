import type { ReactNode } from "react";

/**
 * The text of docs/behaviours/public-site.md#loading-screen, the default: an app whose page is in another language
 * passes its own (Hindi pages do).
 */
export const LOADING_TEXT = "Loading...";

export interface LoadingScreenProps {
  /** The screen's text; "Loading..." (docs/behaviours/public-site.md#loading-screen) by default. */
  label?: string;
  /** Shown under the text, e.g. a reload button once an automatic reload was refused. */
  children?: ReactNode;
}

/**
 * The full-screen blue "Loading..." screen shown while a lazily loaded page arrives
 * (docs/behaviours/public-site.md#loading-screen).
 */
export function LoadingScreen({ label = LOADING_TEXT, children }: LoadingScreenProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      className="fixed inset-0 z-40 flex items-center justify-center bg-brand-600 text-white"
    >
      <div className="flex flex-col items-center gap-4">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-white/30 border-t-white"
        />
        <p className="text-lg font-semibold">{label}</p>
        {children}
      </div>
    </div>
  );
}
