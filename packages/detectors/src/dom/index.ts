export { noteHtmlLoadingScreen, takeHtmlLoadingScreenShownForMs } from "#dom/html-loading-screen.ts";
export { observeLoadFigures } from "#dom/load-figures.ts";
export {
  BEHAVIOUR_UI_ATTRIBUTE,
  countFailedMedia,
  gridPoints,
  isBlankHit,
  isInputFocused,
  lastPaintMs,
  SITE_CONTENT_ATTRIBUTE,
  sampleBlankRatio,
  takePageHealthSample,
  takePageSnapshot,
} from "#dom/page-health.ts";
export { isWorkingClick } from "#dom/working-click.ts";
