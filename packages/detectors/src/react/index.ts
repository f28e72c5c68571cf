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
export { WatchedLoadingScreen, type WatchedLoadingScreenProps } from "#react/watched-loading-screen.tsx";
