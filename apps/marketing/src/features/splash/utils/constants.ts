/** How long the splash shows, ms (docs/behaviours/public-site.md#splash). */
export const SPLASH_MS = 3_000;
/** The app's own timer that grants access to the site, ms (docs/behaviours/public-site.md#splash). */
export const APP_ACCESS_MS = 2_000;
/** The progress bar advances one step (of 100) every this many ms. */
export const PROGRESS_TICK_MS = 30;
/** The flag strip moves on by one flag every this many ms. */
export const FLAG_ROTATION_MS = 100;
/** How many flags the strip shows at once. */
export const VISIBLE_FLAGS = 7;
