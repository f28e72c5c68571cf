/**
 * Every timing and threshold of the site behaviours, exactly as docs/behaviours/public-site.md gives them. Milliseconds
 * unless the name says otherwise.
 */

/** Impatient click: this many clicks ... */
export const IMPATIENT_CLICKS = 5;
/** ... within this window. */
export const IMPATIENT_WINDOW_MS = 3_000;
/** The chat link opens this long after the impatient-click toast shows. */
export const IMPATIENT_CHAT_DELAY_MS = 1_000;
/** The impatient-click toast is removed this long after it shows. */
export const IMPATIENT_TOAST_MS = 5_000;
/** The impatient-click detector fires again only this long after it last fired. */
export const IMPATIENT_REARM_MS = 10_000;
/** The human check opens when the total click count reaches this. */
export const HUMAN_CHECK_CLICKS = 12;

/** Verify waits this long before giving the result. */
export const HUMAN_CHECK_VERIFY_MS = 1_500;
/** A wrong answer's message and selection are cleared after this long. */
export const HUMAN_CHECK_ERROR_CLEAR_MS = 2_000;
/** The number of challenges a refresh draws from. */
export const HUMAN_CHECK_CHALLENGES = 3;
/** Attempts shown as "Attempt N of 3"; after this many failures the visitor is offered chat and phone. */
export const HUMAN_CHECK_MAX_ATTEMPTS = 3;

/** The quick-support popup appears this long after the site loads. */
export const QUICK_SUPPORT_DELAY_MS = 50_000;
/** After "Yes, Get Support!" the chat link opens this long after the scroll. */
export const QUICK_SUPPORT_CHAT_DELAY_MS = 1_000;

/** The broken-page detector starts this long after the app loads. */
export const BROKEN_START_MS = 1_000;
/** At most this many checks ... */
export const BROKEN_MAX_CHECKS = 5;
/** ... this far apart. */
export const BROKEN_INTERVAL_MS = 500;
/** Consecutive broken results that show the overlay. */
export const BROKEN_HITS = 2;
/** Sample grid: columns x rows = 60 points. */
export const BROKEN_GRID_COLUMNS = 6;
export const BROKEN_GRID_ROWS = 10;
/** Blank share of the sampled points above which a page counts as broken. */
export const BROKEN_BLANK_RATIO = 0.6;
/** The threshold when at least `BROKEN_FAILED_MEDIA` images or videos failed. */
export const BROKEN_BLANK_RATIO_MEDIA_FAILED = 0.5;
export const BROKEN_FAILED_MEDIA = 3;
/** A last paint later than this ... */
export const BROKEN_LATE_PAINT_MS = 6_000;
/** ... with fewer page elements than this also counts as broken. */
export const BROKEN_MIN_ELEMENTS = 50;
/** The "Connection Problem" overlay reloads after counting down this many seconds. */
export const RELOAD_COUNTDOWN_SECONDS = 5;

/** The not-found detector starts this long after load ... */
export const NOT_FOUND_START_MS = 1_500;
/** ... and checks this often. */
export const NOT_FOUND_INTERVAL_MS = 2_000;
/** Consecutive hits that show the notice. */
export const NOT_FOUND_HITS = 2;
/** The notice redirects to / after this long. */
export const NOT_FOUND_REDIRECT_MS = 2_000;

/** Loading screen: a warning is logged after this long ... */
export const LOAD_WARNING_MS = 10_000;
/** ... and the page reloads after this long. */
export const LOAD_RELOAD_MS = 15_000;

/** A render error sends the visitor to / after this long. */
export const ERROR_REDIRECT_MS = 100;

/** An automatic reload of the same path happens at most once in this window. */
export const RELOAD_GUARD_WINDOW_MS = 60_000;

/** Slow-load warnings: total load time over this ... */
export const SLOW_LOAD_MS = 5_000;
/** ... or largest contentful paint over this. */
export const SLOW_LCP_MS = 3_000;
