import { reloadPage, useLoadWatchdog } from "@visadesk/detectors/react";
import { Button } from "@visadesk/ui/button";
import { LoadingScreen } from "@visadesk/ui/loading-screen";
import { useLocation } from "react-router-dom";

/**
 * The Suspense fallback of every lazy page (SPEC.md §2): the blue "Loading..." screen, a warning logged at 10 s and a
 * reload at 15 s (at most once a minute per path); after that the screen offers its own reload button.
 */
export function WatchedLoadingScreen({ reload = reloadPage }: { reload?: () => void }) {
  const { pathname } = useLocation();
  const { stalled } = useLoadWatchdog({ path: pathname, reload });
  return (
    <LoadingScreen>
      {stalled && (
        <>
          <p className="max-w-xs text-center text-sm text-white/90">
            This is taking longer than it should. Check your connection and try again.
          </p>
          <Button variant="secondary" onClick={reload}>
            Reload page
          </Button>
        </>
      )}
    </LoadingScreen>
  );
}
