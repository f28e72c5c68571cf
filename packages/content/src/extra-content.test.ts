import { describe, expect, it } from "vitest";
import { APPEAL_STEPS } from "#appeal-steps.ts";
import { FAQ } from "#faq.ts";
import { OFFICE } from "#office.ts";
import { REVIEWS } from "#reviews.ts";

describe("home page content", () => {
  it("has FAQ items with unique ids and plain-text answers", () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(5);
    expect(new Set(FAQ.map((item) => item.id)).size).toBe(FAQ.length);
    for (const item of FAQ) {
      expect(item.question.endsWith("?")).toBe(true);
      expect(item.answer).not.toMatch(/[<>]/);
    }
  });

  it("has reviews rated 1-5, newest first, with real dates", () => {
    for (const review of REVIEWS) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(Number.isNaN(Date.parse(review.date))).toBe(false);
    }
    const dates = REVIEWS.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("explains an appeal in four steps", () => {
    expect(APPEAL_STEPS).toHaveLength(4);
  });

  it("names a grievance officer with an email, and a canonical https site address", () => {
    expect(OFFICE.grievanceOfficer.email).toMatch(/@/);
    expect(OFFICE.siteUrl).toMatch(/^https:\/\/[^/]+$/);
  });
});
