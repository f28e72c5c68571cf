import { type Clock, systemClock, TimerGroup } from "#clock.ts";
import {
  HUMAN_CHECK_CHALLENGES,
  HUMAN_CHECK_ERROR_CLEAR_MS,
  HUMAN_CHECK_MAX_ATTEMPTS,
  HUMAN_CHECK_VERIFY_MS,
} from "#constants.ts";
import { Store } from "#store.ts";

export interface ChallengeTile {
  id: string;
  /** What the picture shows, also its accessible name. */
  label: string;
}

export interface Challenge {
  id: string;
  /** The instruction, e.g. "Select every flag of India". */
  prompt: string;
  tiles: readonly ChallengeTile[];
  /** The ids of the tiles that must be selected, no more and no fewer. */
  correct: readonly string[];
}

const tile = (id: string, label: string): ChallengeTile => ({ id, label });

const FLAG_NAMES: Readonly<Record<string, string>> = {
  in: "India",
  gb: "the United Kingdom",
  us: "the United States",
  ca: "Canada",
  jp: "Japan",
  fr: "France",
  de: "Germany",
};

/** A tile showing a country's flag: id `flag-<iso code>-<n>`, so that the picture can be drawn from the id. */
const flag = (code: keyof typeof FLAG_NAMES & string, n: number): ChallengeTile =>
  tile(`flag-${code}-${n}`, `Flag of ${FLAG_NAMES[code]}`);

/**
 * The three challenges a refresh draws from (docs/behaviours/public-site.md#human-check: 3 challenges). Flags, which
 * render as images everywhere (emoji pictures show as empty boxes where no colour-emoji font is installed), of
 * countries every visitor knows.
 */
export const HUMAN_CHECK_CHALLENGE_SET: readonly Challenge[] = [
  {
    id: "india",
    prompt: "Select every flag of India",
    tiles: [flag("in", 1), flag("gb", 1), flag("in", 2), flag("us", 1), flag("in", 3), flag("ca", 1)],
    correct: ["flag-in-1", "flag-in-2", "flag-in-3"],
  },
  {
    id: "uk",
    prompt: "Select every flag of the United Kingdom",
    tiles: [flag("gb", 1), flag("in", 1), flag("gb", 2), flag("jp", 1), flag("fr", 1), flag("de", 1)],
    correct: ["flag-gb-1", "flag-gb-2"],
  },
  {
    id: "usa",
    prompt: "Select every flag of the United States",
    tiles: [flag("jp", 1), flag("us", 1), flag("ca", 1), flag("us", 2), flag("gb", 1), flag("fr", 1)],
    correct: ["flag-us-1", "flag-us-2"],
  },
];

export type HumanCheckPhase = "choosing" | "verifying" | "wrong" | "passed";

export interface HumanCheckState {
  challenge: Challenge;
  selected: readonly string[];
  phase: HumanCheckPhase;
  /** Failed verifications so far, shown as "Attempt N of 3". */
  failures: number;
  /** "Incorrect selection. Please try again." for 2 s after a wrong answer. */
  error: string | null;
}

export const HUMAN_CHECK_ERROR = "Incorrect selection. Please try again.";

/** "Attempt N of 3" (docs/behaviours/public-site.md#human-check). */
export function attemptLabel(failures: number): string {
  return `Attempt ${failures} of ${HUMAN_CHECK_MAX_ATTEMPTS}`;
}

/** True when `selected` equals `correct` as sets (docs/behaviours/public-site.md#human-check: exact match). */
export function isExactMatch(selected: readonly string[], correct: readonly string[]): boolean {
  const chosen = new Set(selected);
  return chosen.size === correct.length && correct.every((id) => chosen.has(id));
}

export interface HumanCheckOptions {
  clock?: Clock;
  /** A number in [0, 1), as `Math.random`. */
  random?: () => number;
  challenges?: readonly Challenge[];
  onPassed?: () => void;
  onFailed?: (failures: number) => void;
}

/** The "Verify you're human" challenge (docs/behaviours/public-site.md#human-check). */
export class HumanCheck extends Store<HumanCheckState> {
  readonly #timers: TimerGroup;
  readonly #random: () => number;
  readonly #challenges: readonly Challenge[];
  readonly #options: HumanCheckOptions;

  constructor(options: HumanCheckOptions = {}) {
    const challenges = options.challenges ?? HUMAN_CHECK_CHALLENGE_SET;
    const random = options.random ?? Math.random;
    super({ challenge: pick(challenges, random), selected: [], phase: "choosing", failures: 0, error: null });
    this.#timers = new TimerGroup(options.clock ?? systemClock);
    this.#random = random;
    this.#challenges = challenges;
    this.#options = options;
  }

  /** Verify is enabled only with at least one tile selected and no verification running. */
  get canVerify(): boolean {
    const { selected, phase } = this.getState();
    return selected.length > 0 && phase !== "verifying" && phase !== "passed";
  }

  /** After the third failure the visitor is offered the chat link and the phone number instead. */
  get exhausted(): boolean {
    return this.getState().failures >= HUMAN_CHECK_MAX_ATTEMPTS;
  }

  toggle(tileId: string): void {
    const state = this.getState();
    if (state.phase === "verifying" || state.phase === "passed") return;
    if (!state.challenge.tiles.some((t) => t.id === tileId)) return;
    const selected = state.selected.includes(tileId)
      ? state.selected.filter((id) => id !== tileId)
      : [...state.selected, tileId];
    this.setState({ ...state, selected });
  }

  /** Starts the 1.5 s verification; does nothing while Verify is disabled. */
  verify(): void {
    if (!this.canVerify) return;
    this.setState({ ...this.getState(), phase: "verifying", error: null });
    this.#timers.after(HUMAN_CHECK_VERIFY_MS, () => this.#decide());
  }

  /** Draws a new random challenge out of the three and clears the selection. */
  refresh(): void {
    const state = this.getState();
    if (state.phase === "verifying" || state.phase === "passed") return;
    this.#timers.clearAll();
    this.setState({
      ...state,
      challenge: pick(this.#challenges, this.#random),
      selected: [],
      phase: "choosing",
      error: null,
    });
  }

  dispose(): void {
    this.#timers.clearAll();
  }

  #decide(): void {
    const state = this.getState();
    if (isExactMatch(state.selected, state.challenge.correct)) {
      this.setState({ ...state, phase: "passed" });
      this.#options.onPassed?.();
      return;
    }
    const failures = state.failures + 1;
    this.setState({ ...state, phase: "wrong", failures, error: HUMAN_CHECK_ERROR });
    this.#options.onFailed?.(failures);
    this.#timers.after(HUMAN_CHECK_ERROR_CLEAR_MS, () => {
      this.setState({ ...this.getState(), phase: "choosing", selected: [], error: null });
    });
  }
}

function pick(challenges: readonly Challenge[], random: () => number): Challenge {
  const pool = challenges.slice(0, HUMAN_CHECK_CHALLENGES);
  const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
  const challenge = pool[index];
  if (!challenge) throw new Error("The human check needs at least one challenge");
  return challenge;
}
