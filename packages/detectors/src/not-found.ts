import { type Clock, systemClock, TimerGroup } from "#clock.ts";
import {
  NOT_FOUND_HITS,
  NOT_FOUND_INTERVAL_MS,
  NOT_FOUND_REDIRECT_MS,
  NOT_FOUND_START_MS,
} from "#constants.ts";

/**
 * What the not-found detector looks at (docs/behaviours/public-site.md#not-found: the page's text and title, its path,
 * how empty it is).
 */
export interface PageSnapshot {
  path: string;
  /** `document.title`. */
  title: string;
  /** The page's visible text, whitespace collapsed, without the behaviours' own UI (their notice, toasts, dialogs). */
  text: string;
  /**
   * The site itself rendered this page as content from its own store (a blog post, a legal page, the visa form): its
   * words are the content's, never a statement about the page, so they are not read for hits. See
   * docs/decisions/009-not-found-hits-from-page-text.md.
   */
  siteContent: boolean;
  /** The page's own content is still loading (the Loading... screen shows): no verdict yet. */
  loading: boolean;
}

const NOT_FOUND_TEXT = /\b404\b|not found|page does not exist/i;
const ERROR_PATH = /(^|\/)(404|not-found|notfound|error|page-not-found)(\/|$|\.html?$)/i;
/** Fewer visible characters than this is an "almost empty page". */
export const ALMOST_EMPTY_TEXT_LENGTH = 20;

/**
 * Home pages, where the detector never runs (docs/behaviours/public-site.md#not-found: non-home pages). /uk is home
 * with UK content.
 */
export const HOME_PATHS = ["/", "/uk"] as const;

/**
 * True when a snapshot looks like a not-found page (docs/behaviours/public-site.md#not-found): an error-like path, an
 * almost empty page, or, on a page that is not site content, '404', 'not found' or 'page does not exist' in its title
 * or visible text.
 */
export function isNotFoundHit(page: PageSnapshot): boolean {
  if (page.loading) return false;
  if (ERROR_PATH.test(page.path)) return true;
  if (page.text.length < ALMOST_EMPTY_TEXT_LENGTH) return true;
  if (page.siteContent) return false;
  return NOT_FOUND_TEXT.test(page.title) || NOT_FOUND_TEXT.test(page.text);
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

/**
 * Checks every 2 s from 1.5 s after start on every non-home page (docs/behaviours/public-site.md#not-found). Internal
 * prefixes are not skipped: that list is the broken-site detector's, and an unknown /admin or /crm/... is a not-found
 * page like any other; an app mounts the detector only where a page can be unknown (the CRM on its catch-all route
 * alone).
 */
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
    if ((HOME_PATHS as readonly string[]).includes(path)) return;
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
