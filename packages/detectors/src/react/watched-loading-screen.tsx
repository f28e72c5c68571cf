import { buttonClasses } from "@visadesk/ui/button-classes";
import { LOADING_TEXT, LoadingScreen } from "@visadesk/ui/loading-screen";
import { reloadPage, useLoadWatchdog } from "#react/hooks.ts";

/** What the loading screen says; an app gives its page's language (the public site's Hindi pages do). */
export interface LoadingScreenTexts {
  /** The screen's text. */
  loading: string;
  /** Shown once the automatic reload was refused (at most one a minute per path). */
  stalled: string;
  /** The reload button's name. */
  reload: string;
}

/**
 * The "Loading..." of docs/behaviours/public-site.md#loading-screen and the English of the stalled state: the default,
 * and every English page's.
 */
export const LOADING_SCREEN_TEXTS: LoadingScreenTexts = {
  loading: LOADING_TEXT,
  stalled: "This is taking longer than it should. Check your connection and try again.",
  reload: "Reload page",
};

export interface WatchedLoadingScreenProps {
  /** The path being loaded: the reload guard allows one automatic reload of it a minute. */
  path: string;
  /** What a reload does; the real page reload by default. */
  reload?: () => void;
  /** The screen's texts in the page's language; English (LOADING_SCREEN_TEXTS) by default. */
  texts?: LoadingScreenTexts;
}

/**
 * The Suspense fallback of every lazy page in both apps (docs/behaviours/public-site.md#loading-screen): the blue
 * "Loading..." screen, a warning logged at 10 s and a reload at 15 s, at most once a minute per path; after that the
 * screen offers its own reload button. Give its Suspense boundary `key={path}`: the router navigates in a transition,
 * and only a new boundary shows a fallback then.
 */
export function WatchedLoadingScreen({
  path,
  reload = reloadPage,
  texts = LOADING_SCREEN_TEXTS,
}: WatchedLoadingScreenProps) {
  const { stalled } = useLoadWatchdog({ path, reload });
  return (
    <LoadingScreen label={texts.loading}>
      {stalled && (
        <>
          <p className="max-w-xs text-center text-sm text-white/90">{texts.stalled}</p>
          {/* A plain button with Button's looks: Button's class merging (tailwind-merge) stays out of the first load. */}
          <button type="button" className={buttonClasses("secondary")} onClick={reload}>
            {texts.reload}
          </button>
        </>
      )}
    </LoadingScreen>
  );
}
