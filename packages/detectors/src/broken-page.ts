import { type Clock, systemClock, TimerGroup } from "#clock.ts";
import {
  BROKEN_BLANK_RATIO,
  BROKEN_BLANK_RATIO_MEDIA_FAILED,
  BROKEN_FAILED_MEDIA,
  BROKEN_HITS,
  BROKEN_INTERVAL_MS,
  BROKEN_LATE_PAINT_MS,
  BROKEN_MAX_CHECKS,
  BROKEN_MIN_ELEMENTS,
  BROKEN_START_MS,
} from "#constants.ts";
import { isInternalPath } from "#paths.ts";

/** What one look at the page found. */
export interface PageHealthSample {
  /** Blank share of the 60 sampled points, 0..1. */
  blankRatio: number;
  /** Images and videos that failed to load. */
  failedMedia: number;
  /** When the page last painted, in ms since navigation start; null when unknown. */
  lastPaintMs: number | null;
  /** Elements in the page body. */
  elementCount: number;
}

/**
 * True when a sample counts as broken (docs/behaviours/public-site.md#broken-page: 0.6 blank, 0.5 with 3+ failed media,
 * late paint + few elements).
 */
export function isBrokenSample(sample: PageHealthSample): boolean {
  const threshold =
    sample.failedMedia >= BROKEN_FAILED_MEDIA ? BROKEN_BLANK_RATIO_MEDIA_FAILED : BROKEN_BLANK_RATIO;
  if (sample.blankRatio >= threshold) return true;
  return (
    sample.lastPaintMs !== null &&
    sample.lastPaintMs > BROKEN_LATE_PAINT_MS &&
    sample.elementCount < BROKEN_MIN_ELEMENTS
  );
}

export interface BrokenPageDetectorOptions {
  path: string;
  /** Takes one sample of the page. */
  probe: () => PageHealthSample;
  /** True while the visitor is typing in a field: such a check is skipped. */
  isInputFocused: () => boolean;
  /** Two consecutive broken results: show the Connection Problem overlay. */
  onBroken: () => void;
  clock?: Clock;
}

/**
 * The blank-page detector (docs/behaviours/public-site.md#broken-page): from 1 s after start, up to 5 checks 500 ms
 * apart; 2 consecutive broken results call `onBroken`. Never runs on internal paths.
 */
export class BrokenPageDetector {
  readonly #timers: TimerGroup;
  readonly #options: BrokenPageDetectorOptions;
  #checks = 0;
  #streak = 0;
  #done = false;

  constructor(options: BrokenPageDetectorOptions) {
    this.#options = options;
    this.#timers = new TimerGroup(options.clock ?? systemClock);
  }

  /** Checks made so far (skipped ones included). */
  get checks(): number {
    return this.#checks;
  }

  start(): void {
    if (isInternalPath(this.#options.path)) return;
    this.#timers.clearAll();
    this.#timers.after(BROKEN_START_MS, () => this.#check());
  }

  dispose(): void {
    this.#done = true;
    this.#timers.clearAll();
  }

  #check(): void {
    if (this.#done) return;
    this.#checks += 1;
    if (this.#options.isInputFocused()) {
      this.#streak = 0;
    } else if (isBrokenSample(this.#options.probe())) {
      this.#streak += 1;
      if (this.#streak >= BROKEN_HITS) {
        this.#done = true;
        this.#options.onBroken();
        return;
      }
    } else {
      this.#streak = 0;
    }
    if (this.#checks < BROKEN_MAX_CHECKS) this.#timers.after(BROKEN_INTERVAL_MS, () => this.#check());
  }
}
