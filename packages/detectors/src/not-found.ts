import { type Clock, systemClock, TimerGroup } from "#clock.ts";
import {
  NOT_FOUND_HITS,
  NOT_FOUND_INTERVAL_MS,
  NOT_FOUND_REDIRECT_MS,
  NOT_FOUND_START_MS,
} from "#constants.ts";
import { isInternalPath } from "#paths.ts";

/** What the not-found detector looks at. The page body is deliberately not part of it. */
export interface PageSnapshot {
  path: string;
  /** `document.title`. */
  title: string;
  /** The text of the page's main heading (its first h1), or "" when there is none. */
  heading: string;
  /** Characters of visible text in the page. */
  textLength: number;
  /** The page's own content is still loading (the Loading... screen shows): no verdict yet. */
  loading: boolean;
}

const NOT_FOUND_TEXT = /\b404\b|not found|page does not exist/i;
const ERROR_PATH = /(^|\/)(404|not-found|notfound|error|page-not-found)(\/|$|\.html?$)/i;
/** Fewer visible characters than this is an "almost empty page". */
export const ALMOST_EMPTY_TEXT_LENGTH = 20;

/** Home pages, where the detector never runs (SPEC.md §4: non-home pages). /uk is home with UK content. */
export const HOME_PATHS = ["/", "/uk"] as const;

/**
 * True when a snapshot looks like a not-found page: '404', 'not found' or 'page does not exist' in the title or the
 * main heading, an error-like path, or an almost empty page. Body text never counts, so a blog post that mentions
 * "not found" stays.
 */
export function isNotFoundHit(page: PageSnapshot): boolean {
  if (page.loading) return false;
  if (NOT_FOUND_TEXT.test(page.title) || NOT_FOUND_TEXT.test(page.heading)) return true;
  if (ERROR_PATH.test(page.path)) return true;
  return page.textLength < ALMOST_EMPTY_TEXT_LENGTH;
}

export interface NotFoundDetectorOptions {
  path: string;
  snapshot: () => PageSnapshot;
  /** 2 consecutive hits: show "Page not found / Redirecting to homepage...". */
  onNotice: () => void;
  /** 2 s after the notice: go to /. */
  onRedirect: () => void;
  clock?: Clock;
}

/** Checks every 2 s from 1.5 s after start on non-home, non-internal pages (SPEC.md §4). */
export class NotFoundDetector {
  readonly #timers: TimerGroup;
  readonly #options: NotFoundDetectorOptions;
  #streak = 0;

  constructor(options: NotFoundDetectorOptions) {
    this.#options = options;
    this.#timers = new TimerGroup(options.clock ?? systemClock);
  }

  start(): void {
    const path = normalisePath(this.#options.path);
    if ((HOME_PATHS as readonly string[]).includes(path) || isInternalPath(path)) return;
    this.#timers.clearAll();
    this.#streak = 0;
    this.#timers.after(NOT_FOUND_START_MS, () => this.#check());
  }

  dispose(): void {
    this.#timers.clearAll();
  }

  #check(): void {
    this.#streak = isNotFoundHit(this.#options.snapshot()) ? this.#streak + 1 : 0;
    if (this.#streak >= NOT_FOUND_HITS) {
      this.#options.onNotice();
      this.#timers.after(NOT_FOUND_REDIRECT_MS, () => this.#options.onRedirect());
      return;
    }
    this.#timers.after(NOT_FOUND_INTERVAL_MS, () => this.#check());
  }
}

function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}
