import { describe, expect, it } from "vitest";
import { seedProgressLine, timeLeftText } from "#seed/progress.ts";

describe("the demo seed's progress line", () => {
  it("says what it is doing, the share done by time, and the time left, from the first report on", () => {
    const lines: string[] = [];
    let ms = 0;
    const line = seedProgressLine({ isTTY: false, write: (text) => lines.push(text) }, () => ms);
    line.tick();
    expect(lines.at(-1)).toBe("Filling demo data:   0% (starting), estimating the time left\n");
    ms = 3_000;
    line.report("enquiries", 1_200, 1_200);
    // 6% in 3 s: 50 s in all, 47 s left.
    expect(lines.at(-1)).toBe(
      "Filling demo data:   6% (website enquiries: 1,200 of 1,200), about 47 s left\n",
    );
    ms = 23_000;
    line.report("leads", 500, 1_000);
    // 6% + 67% × 0.5 = 39.5% in 23 s: about 35 s left.
    expect(lines.at(-1)).toBe(
      "Filling demo data:  39% (working the leads: calls, deals, cases, passports: 500 of 1,000), about 35 s left\n",
    );
    const before = lines.length;
    line.report("leads", 501, 1_000); // the same percentage: nothing new to say
    expect(lines).toHaveLength(before);
    ms = 33_000;
    line.tick(); // a step that reports rarely: the time left still counts down
    expect(lines.at(-1)).toMatch(/39% .*about 25 s left\n$/);
    ms = 58_400;
    line.finish();
    expect(lines.at(-1)).toBe("Filled the demo data in 58 s.\n");
  });

  it("rewrites one line in a terminal", () => {
    const written: string[] = [];
    const line = seedProgressLine({ isTTY: true, write: (text) => written.push(text) }, () => 0);
    line.tick();
    expect(written[0]?.startsWith("\r\x1b[2KFilling demo data:")).toBe(true);
    expect(written[0]?.endsWith("\n")).toBe(false);
  });

  it("says minutes and seconds", () => {
    expect(timeLeftText(65)).toBe("about 1 min 5 s left");
    expect(timeLeftText(0.2)).toBe("about 1 s left");
  });
});
