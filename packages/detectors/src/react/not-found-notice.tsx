import { useState } from "react";
import type { Clock } from "#clock.ts";
import { BEHAVIOUR_UI_ATTRIBUTE } from "#dom/page-health.ts";
import { useNotFoundDetector } from "#react/hooks.ts";

/** docs/behaviours/public-site.md#not-found: the notice shown 2 s before the redirect to /. */
export const NOT_FOUND_NOTICE_TITLE = "Page not found";
export const NOT_FOUND_NOTICE_TEXT = "Redirecting to homepage...";

/** What the notice says; an app gives its page's language (the public site's Hindi pages do). */
export interface NotFoundNoticeTexts {
  title: string;
  text: string;
}

/** The exact English of docs/behaviours/public-site.md#not-found: the default, and every English page's. */
export const NOT_FOUND_NOTICE_TEXTS: NotFoundNoticeTexts = {
  title: NOT_FOUND_NOTICE_TITLE,
  text: NOT_FOUND_NOTICE_TEXT,
};

/**
 * "Page not found / Redirecting to homepage..." (docs/behaviours/public-site.md#not-found), shown 2 s before the
 * redirect to /.
 */
export function NotFoundNotice({ texts = NOT_FOUND_NOTICE_TEXTS }: { texts?: NotFoundNoticeTexts }) {
  return (
    <div
      {...{ [BEHAVIOUR_UI_ATTRIBUTE]: "" }}
      role="alert"
      className="fixed top-4 left-1/2 z-50 -translate-x-1/2 rounded-card bg-slate-900 px-6 py-4 text-center text-white shadow-xl"
    >
      <p className="font-semibold">{texts.title}</p>
      <p className="text-sm text-white/80">{texts.text}</p>
    </div>
  );
}

export interface NotFoundWatchProps {
  /** The current path; the detector starts again when it changes. */
  path: string;
  /** Goes to / (a client navigation in the site, a page load where / belongs to another app). */
  onRedirect: () => void;
  clock?: Clock;
  /**
   * The notice's texts in the page's language; the English of docs/behaviours/public-site.md#not-found
   * (NOT_FOUND_NOTICE_TEXTS) by default.
   */
  texts?: NotFoundNoticeTexts;
}

/**
 * Runs the not-found detector on `path` (never on the home pages) and shows its notice: after 2 consecutive hits,
 * 2 s checks apart from 1.5 s on, the notice, then `onRedirect` 2 s later (docs/behaviours/public-site.md#not-found).
 * Every app mounts it wherever an address may be unknown, so that an unknown address looks the same whichever app
 * serves it.
 */
export function NotFoundWatch({ path, onRedirect, clock, texts }: NotFoundWatchProps) {
  // The path the notice was raised on, so that the next page starts without it.
  const [noticePath, setNoticePath] = useState<string | null>(null);
  useNotFoundDetector({
    path,
    onNotice: () => setNoticePath(path),
    onRedirect,
    ...(clock ? { clock } : {}),
  });
  return noticePath === path ? <NotFoundNotice {...(texts ? { texts } : {})} /> : null;
}
