import { describe, expect, it } from "vitest";
import {
  appealDeadlines,
  attributionEnquiries,
  mondayOf,
  periodSpan,
  revenueMonthRanges,
  stageList,
} from "#dashboard-lists.ts";

describe("the lists behind the dashboards' figures", () => {
  it("cuts the months of the won revenue as the 360 dashboard does, inside each month", () => {
    expect(revenueMonthRanges("2026-03-31")).toEqual({
      thisMonth: { from: "2026-03-01", to: "2026-03-31" },
      lastMonth: { from: "2026-02-01", to: "2026-02-28" },
      sameMonthLastYear: { from: "2025-03-01", to: "2025-03-31" },
      // 31 March: the whole of February, and 31 days of last March.
      lastMonthToDate: { from: "2026-02-01", to: "2026-02-28" },
      sameMonthLastYearToDate: { from: "2025-03-01", to: "2025-03-31" },
    });
    expect(revenueMonthRanges("2026-01-15").lastMonthToDate).toEqual({
      from: "2025-12-01",
      to: "2025-12-15",
    });
  });

  it("weeks start on Monday and a period is cut to the range", () => {
    expect(mondayOf("2026-03-15")).toBe("2026-03-09");
    expect(mondayOf("2026-03-09")).toBe("2026-03-09");
    expect(periodSpan("2026-01-01", "month", "2026-01-10", "2026-03-15")).toEqual({
      from: "2026-01-10",
      to: "2026-01-31",
    });
    expect(periodSpan("2026-03-09", "week", "2026-01-10", "2026-03-11")).toEqual({
      from: "2026-03-09",
      to: "2026-03-11",
    });
  });

  it("names the state as each list calls it, and leaves out what no list can single out", () => {
    expect(stageList("deal", "won", true)).toEqual({
      record: "deal",
      query: { stage: "won", stuck: "true" },
    });
    expect(appealDeadlines(14).query).toEqual({ decision: "refused", deadlineWithinDays: "13" });
    expect(attributionEnquiries("keyword", "", "2026-01-01", "2026-01-31")).toBeNull();
    expect(attributionEnquiries("personalisation", "visitor", "2026-01-01", "2026-01-31")).toBeNull();
    expect(attributionEnquiries("destination", "GB", "2026-01-01", "2026-01-31")?.query).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
      excludeSpam: "true",
      country: "GB",
    });
  });
});
