export {
  reloadPage,
  type UseClickSpamOptions,
  type UseLoadWatchdogOptions,
  useBrokenPageDetector,
  useClickSpam,
  useHumanCheck,
  useLoadWatchdog,
  useNotFoundDetector,
  useQuickSupport,
  useReloadCountdown,
  useStore,
} from "#react/hooks.ts";
export {
  NOT_FOUND_NOTICE_TEXT,
  NOT_FOUND_NOTICE_TITLE,
  NotFoundNotice,
  NotFoundWatch,
  type NotFoundWatchProps,
} from "#react/not-found-notice.tsx";
export { WatchedLoadingScreen, type WatchedLoadingScreenProps } from "#react/watched-loading-screen.tsx";
