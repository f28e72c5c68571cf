export {
  BrokenPageDetector,
  type BrokenPageDetectorOptions,
  isBrokenSample,
  type PageHealthSample,
} from "#broken-page.ts";
export { type ClickSpamCallbacks, ClickSpamDetector, type ClickSpamState } from "#click-spam.ts";
export { type Clock, systemClock, type TimerHandle } from "#clock.ts";
export {
  attemptLabel,
  type Challenge,
  type ChallengeTile,
  HUMAN_CHECK_CHALLENGE_SET,
  HUMAN_CHECK_ERROR,
  HumanCheck,
  type HumanCheckPhase,
  type HumanCheckState,
  isExactMatch,
} from "#human-check.ts";
export { LoadWatchdog, type LoadWatchdogOptions } from "#load-watchdog.ts";
export {
  HOME_PATHS,
  isNotFoundHit,
  NotFoundDetector,
  type NotFoundDetectorOptions,
  type PageSnapshot,
} from "#not-found.ts";
export { isInternalPath } from "#paths.ts";
export { QuickSupport, type QuickSupportCallbacks, type QuickSupportPhase } from "#quick-support.ts";
export {
  ReloadCountdown,
  type ReloadCountdownOptions,
  type ReloadCountdownState,
} from "#reload-countdown.ts";
export { browserSessionStorage, type KeyValueStorage, ReloadGuard } from "#reload-guard.ts";
export { type LoadFigures, type SlowLoadFinding, slowLoadFindings, slowLoadWarnings } from "#slow-load.ts";
export { Store } from "#store.ts";
