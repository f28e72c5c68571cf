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
  NOT_FOUND_NOTICE_TEXTS,
  NOT_FOUND_NOTICE_TITLE,
  NotFoundNotice,
  type NotFoundNoticeTexts,
  NotFoundWatch,
  type NotFoundWatchProps,
} from "#react/not-found-notice.tsx";
export {
  LOADING_SCREEN_TEXTS,
  type LoadingScreenTexts,
  WatchedLoadingScreen,
  type WatchedLoadingScreenProps,
} from "#react/watched-loading-screen.tsx";
