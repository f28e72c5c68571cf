import { useEffect, useState, useSyncExternalStore } from "react";
import { BrokenPageDetector } from "#broken-page.ts";
import { type ClickSpamCallbacks, ClickSpamDetector, type ClickSpamState } from "#click-spam.ts";
import type { Clock } from "#clock.ts";
import { takeHtmlLoadingScreenShownForMs } from "#dom/html-loading-screen.ts";
import {
  BEHAVIOUR_UI_ATTRIBUTE,
  isInputFocused,
  takePageHealthSample,
  takePageSnapshot,
} from "#dom/page-health.ts";
import { isWorkingClick } from "#dom/working-click.ts";
import { HumanCheck, type HumanCheckOptions, type HumanCheckState } from "#human-check.ts";
import { LoadWatchdog } from "#load-watchdog.ts";
import { NotFoundDetector } from "#not-found.ts";
import { isInternalPath } from "#paths.ts";
import { QuickSupport, type QuickSupportCallbacks, type QuickSupportPhase } from "#quick-support.ts";
import { useLatest } from "#react/use-latest.ts";
import { ReloadCountdown, type ReloadCountdownState } from "#reload-countdown.ts";
import { browserSessionStorage, ReloadGuard } from "#reload-guard.ts";
import type { Store } from "#store.ts";

/** Reads a detector's state and re-renders when it changes. */
export function useStore<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The default reload: the browser's. */
export const reloadPage = (): void => window.location.reload();

export interface UseClickSpamOptions extends ClickSpamCallbacks {
  /** The current path; nothing is counted on internal paths. */
  path: string;
  clock?: Clock;
}

/**
 * Counts the clicks that do nothing, anywhere on the page (capture phase), and blocks every click outside the human
 * check while it is open. Clicks on the behaviours' own UI are not counted, nor clicks on a form control, a link or a
 * button ({@link isWorkingClick}): that is the visitor working, not click-spam (decision 032).
 */
export function useClickSpam(options: UseClickSpamOptions): {
  state: ClickSpamState;
  detector: ClickSpamDetector;
} {
  const latest = useLatest(options);
  const [detector] = useState(
    () =>
      new ClickSpamDetector(
        {
          onImpatient: () => latest.current.onImpatient?.(),
          onOpenChat: () => latest.current.onOpenChat?.(),
          onToastExpired: () => latest.current.onToastExpired?.(),
          onHumanCheck: () => latest.current.onHumanCheck?.(),
        },
        options.clock ? { clock: options.clock } : {},
      ),
  );
  const internal = isInternalPath(options.path);

  useEffect(() => {
    if (internal) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(`[${BEHAVIOUR_UI_ATTRIBUTE}]`)) return;
      if (detector.getState().humanCheckOpen) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      if (isWorkingClick(target)) return;
      if (!detector.recordClick()) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, [detector, internal]);

  useEffect(() => () => detector.dispose(), [detector]);

  return { state: useStore(detector), detector };
}

/** A human check for as long as the component is mounted. */
export function useHumanCheck(options: HumanCheckOptions = {}): {
  state: HumanCheckState;
  check: HumanCheck;
} {
  const latest = useLatest(options);
  const [check] = useState(
    () =>
      new HumanCheck({
        ...options,
        onPassed: () => latest.current.onPassed?.(),
        onFailed: (failures) => latest.current.onFailed?.(failures),
      }),
  );
  useEffect(() => () => check.dispose(), [check]);
  return { state: useStore(check), check };
}

/** The quick-support popup's state; it starts counting its 50 s on mount (never on internal paths). */
export function useQuickSupport(options: QuickSupportCallbacks & { path: string; clock?: Clock }): {
  phase: QuickSupportPhase;
  popup: QuickSupport;
} {
  const latest = useLatest(options);
  const [popup] = useState(
    () =>
      new QuickSupport(
        {
          onScrollToChat: () => latest.current.onScrollToChat?.(),
          onOpenChat: () => latest.current.onOpenChat?.(),
        },
        options.clock ? { clock: options.clock } : {},
      ),
  );
  const internal = isInternalPath(options.path);
  useEffect(() => {
    if (!internal) popup.start();
  }, [popup, internal]);
  useEffect(() => () => popup.dispose(), [popup]);
  return { phase: useStore(popup).phase, popup };
}

/** Runs the broken-page detector once per path; `onBroken` shows the overlay. */
export function useBrokenPageDetector(options: { path: string; onBroken: () => void; clock?: Clock }): void {
  const latest = useLatest(options);
  const { path, clock } = options;
  useEffect(() => {
    const detector = new BrokenPageDetector({
      path,
      probe: () => takePageHealthSample(),
      isInputFocused: () => isInputFocused(),
      onBroken: () => latest.current.onBroken(),
      ...(clock ? { clock } : {}),
    });
    detector.start();
    return () => detector.dispose();
  }, [path, clock, latest]);
}

/** Runs the not-found detector on each non-home path. */
export function useNotFoundDetector(options: {
  path: string;
  onNotice: () => void;
  onRedirect: () => void;
  clock?: Clock;
}): void {
  const latest = useLatest(options);
  const { path, clock } = options;
  useEffect(() => {
    const detector = new NotFoundDetector({
      path,
      snapshot: () => takePageSnapshot(path),
      onNotice: () => latest.current.onNotice(),
      onRedirect: () => latest.current.onRedirect(),
      ...(clock ? { clock } : {}),
    });
    detector.start();
    return () => detector.dispose();
  }, [path, clock, latest]);
}

export interface UseLoadWatchdogOptions {
  path: string;
  /** Logs the 10 s warning; defaults to `console.warn`. */
  onWarning?: (elapsedMs: number) => void;
  reload?: () => void;
  guard?: ReloadGuard;
  clock?: Clock;
}

/**
 * Watches the loading screen while it is mounted: a warning at 10 s, a reload at 15 s through the reload-loop
 * guard, counted from when the screen appeared: the first watch after the app took over the HTML's own Loading...
 * screen counts from that screen's first paint (see noteHtmlLoadingScreen). Returns true once the guard refused the reload, so that the screen can offer its own button.
 */
export function useLoadWatchdog(options: UseLoadWatchdogOptions): { stalled: boolean } {
  const latest = useLatest(options);
  const [stalled, setStalled] = useState(false);
  const { clock } = options;
  useEffect(() => {
    const watchdog = new LoadWatchdog({
      onWarning: (elapsedMs) => {
        const warn = latest.current.onWarning ?? defaultLoadWarning;
        warn(elapsedMs);
      },
      onTimeout: () => {
        const { path, reload = reloadPage } = latest.current;
        const guard =
          latest.current.guard ?? new ReloadGuard(browserSessionStorage(), clock ? { clock } : {});
        if (!guard.tryReload(path, reload)) setStalled(true);
      },
      ...(clock ? { clock } : {}),
    });
    // Taken once: the first watch after the app took the HTML's screen over. (React's development double effects
    // give it to the first run; the second counts from its own start, a development-only difference.)
    watchdog.start(takeHtmlLoadingScreenShownForMs());
    return () => watchdog.stop();
  }, [clock, latest]);
  return { stalled };
}

function defaultLoadWarning(elapsedMs: number): void {
  console.warn(`Page still loading after ${elapsedMs / 1000} s; it will be reloaded at 15 s.`);
}

/** The Connection Problem overlay's countdown: starts when `active` turns true. */
export function useReloadCountdown(options: {
  path: string;
  active: boolean;
  reload?: () => void;
  guard?: ReloadGuard;
  clock?: Clock;
}): { state: ReloadCountdownState; reloadNow: () => void } {
  const latest = useLatest(options);
  const [countdown] = useState(
    () =>
      new ReloadCountdown({
        path: options.path,
        guard:
          options.guard ??
          new ReloadGuard(browserSessionStorage(), options.clock ? { clock: options.clock } : {}),
        reload: () => (latest.current.reload ?? reloadPage)(),
        ...(options.clock ? { clock: options.clock } : {}),
      }),
  );
  useEffect(() => {
    if (options.active) countdown.start();
    return () => countdown.dispose();
  }, [countdown, options.active]);
  return { state: useStore(countdown), reloadNow: () => countdown.reloadNow() };
}
