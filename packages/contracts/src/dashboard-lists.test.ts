import { describe, expect, it } from "vitest";
import {
  appealDeadlines,
  attributionEnquiries,
  firstTouchList,
  mondayOf,
  periodSpan,
  revenueMonthRanges,
  staffFigureList,
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

  it("opens first-touch figures on their leads, deals, won deals and approved cases, any key (none too)", () => {
    const by = { dimension: "personalisation", key: "visitor" } as const;
    expect(firstTouchList("leads", "2026-11-01", "2026-11-30", by)).toEqual({
      record: "lead",
      query: {
        firstTouchFrom: "2026-11-01",
        firstTouchTo: "2026-11-30",
        firstTouchBy: "personalisation",
        firstTouchKey: "visitor",
      },
    });
    expect(firstTouchList("revenue", "2026-11-01", "2026-11-30")).toEqual({
      record: "deal",
      query: { firstTouchFrom: "2026-11-01", firstTouchTo: "2026-11-30", stage: "won" },
    });
    // No key recorded: the kind of key without one (an empty URL value would be dropped on the way).
    expect(
      firstTouchList("approved", "2026-11-01", "2026-11-30", { dimension: "campaign", key: "" }),
    ).toEqual({
      record: "case",
      query: {
        firstTouchFrom: "2026-11-01",
        firstTouchTo: "2026-11-30",
        firstTouchBy: "campaign",
        decision: "approved",
      },
    });
    expect(staffFigureList("wonLeads", "staff3", "2026-01-01", "2026-01-31").query).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
      assignee: "staff3",
      converted: "won",
    });
  });
});
