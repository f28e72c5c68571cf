import { buttonClasses } from "@visadesk/ui/button-classes";
import { LoadingScreen } from "@visadesk/ui/loading-screen";
import { reloadPage, useLoadWatchdog } from "#react/hooks.ts";

export interface WatchedLoadingScreenProps {
  /** The path being loaded: the reload guard allows one automatic reload of it a minute. */
  path: string;
  /** What a reload does; the real page reload by default. */
  reload?: () => void;
}

/**
 * The Suspense fallback of every lazy page in both apps (SPEC.md §2): the blue "Loading..." screen, a warning logged
 * at 10 s and a reload at 15 s, at most once a minute per path; after that the screen offers its own reload button.
 * Give its Suspense boundary `key={path}`: the router navigates in a transition, and only a new boundary shows a
 * fallback then.
 */
export function WatchedLoadingScreen({ path, reload = reloadPage }: WatchedLoadingScreenProps) {
  const { stalled } = useLoadWatchdog({ path, reload });
  return (
    <LoadingScreen>
      {stalled && (
        <>
          <p className="max-w-xs text-center text-sm text-white/90">
            This is taking longer than it should. Check your connection and try again.
          </p>
          {/* A plain button with Button's looks: Button's class merging (tailwind-merge) stays out of the first load. */}
          <button type="button" className={buttonClasses("secondary")} onClick={reload}>
            Reload page
          </button>
        </>
      )}
    </LoadingScreen>
  );
}
