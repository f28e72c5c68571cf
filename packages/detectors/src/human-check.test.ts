import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  attemptLabel,
  HUMAN_CHECK_CHALLENGE_SET,
  HUMAN_CHECK_ERROR,
  HumanCheck,
  isExactMatch,
} from "#human-check.ts";

const first = () => 0;

describe("isExactMatch", () => {
  it("needs the same set, in any order", () => {
    expect(isExactMatch(["b", "a"], ["a", "b"])).toBe(true);
    expect(isExactMatch(["a"], ["a", "b"])).toBe(false);
    expect(isExactMatch(["a", "b", "c"], ["a", "b"])).toBe(false);
    expect(isExactMatch(["a", "c"], ["a", "b"])).toBe(false);
  });
});

describe("HumanCheck", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("has exactly 3 challenges, each with a reachable correct set", () => {
    expect(HUMAN_CHECK_CHALLENGE_SET).toHaveLength(3);
    for (const c of HUMAN_CHECK_CHALLENGE_SET) {
      const ids = c.tiles.map((t) => t.id);
      expect(c.correct.every((id) => ids.includes(id))).toBe(true);
    }
    expect(attemptLabel(2)).toBe("Attempt 2 of 3");
  });

  it("enables Verify only with a selection and not while verifying", () => {
    const check = new HumanCheck({ random: first });
    expect(check.canVerify).toBe(false);
    check.verify();
    expect(check.getState().phase).toBe("choosing");
    check.toggle("flag-in-1");
    expect(check.canVerify).toBe(true);
    check.verify();
    expect(check.getState().phase).toBe("verifying");
    expect(check.canVerify).toBe(false);
  });

  it("passes an exact match after exactly 1.5 s", () => {
    const onPassed = vi.fn();
    const check = new HumanCheck({ random: first, onPassed });
    for (const id of ["flag-in-1", "flag-in-2", "flag-in-3"]) check.toggle(id);
    check.verify();
    vi.advanceTimersByTime(1_499);
    expect(onPassed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onPassed).toHaveBeenCalledTimes(1);
    expect(check.getState().phase).toBe("passed");
  });

  it("rejects a wrong set, shows the message, counts the attempt and clears after 2 s", () => {
    const onFailed = vi.fn();
    const check = new HumanCheck({ random: first, onFailed });
    check.toggle("flag-in-1");
    check.toggle("flag-gb-1");
    check.verify();
    vi.advanceTimersByTime(1_500);
    expect(check.getState()).toMatchObject({ phase: "wrong", failures: 1, error: HUMAN_CHECK_ERROR });
    expect(check.getState().selected).toEqual(["flag-in-1", "flag-gb-1"]);
    expect(onFailed).toHaveBeenCalledWith(1);
    vi.advanceTimersByTime(1_999);
    expect(check.getState().error).toBe(HUMAN_CHECK_ERROR);
    vi.advanceTimersByTime(1);
    expect(check.getState()).toMatchObject({ phase: "choosing", selected: [], error: null, failures: 1 });
  });

  it("toggles a tile off again and ignores unknown tiles", () => {
    const check = new HumanCheck({ random: first });
    check.toggle("flag-in-1");
    check.toggle("flag-in-1");
    check.toggle("no-such-tile");
    expect(check.getState().selected).toEqual([]);
  });

  it("is exhausted after the third failure but still lets the visitor try", () => {
    const check = new HumanCheck({ random: first });
    for (let i = 0; i < 3; i++) {
      expect(check.exhausted).toBe(false);
      check.toggle("flag-us-1");
      check.verify();
      vi.advanceTimersByTime(1_500 + 2_000);
    }
    expect(check.exhausted).toBe(true);
    check.toggle("flag-in-1");
    expect(check.canVerify).toBe(true);
  });

  it("refresh draws a random challenge out of the 3 and clears the selection", () => {
    const values = [0, 0.5, 0.99];
    const check = new HumanCheck({ random: () => values.shift() ?? 0 });
    expect(check.getState().challenge.id).toBe("india");
    check.toggle("flag-in-1");
    check.refresh();
    expect(check.getState()).toMatchObject({ selected: [], challenge: { id: "uk" } });
    check.refresh();
    expect(check.getState().challenge.id).toBe("usa");
  });
});
