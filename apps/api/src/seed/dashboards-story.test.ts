import { describe, expect, it } from "vitest";
import { analyticsDashboard } from "#dashboards/analytics.ts";
import { overviewDashboard } from "#dashboards/overview.ts";
import { staffDashboard } from "#dashboards/staff.ts";
import { workflowDashboard } from "#dashboards/workflow.ts";
import { seedDemo } from "#seed/demo.ts";
import { useTestServer } from "#test/test-server.ts";

describe("the demo's story for the dashboards", () => {
  const server = useTestServer();

  it("shows a campaign that wins, one that wastes money, a slow responder, near appeal deadlines and last year", async () => {
    const db = server.app.database.db;
    const end = new Date("2026-03-15T12:00:00Z");
    await seedDemo(db, end, 150);
    const range = { from: "2025-11-01", to: "2026-03-15", by: "month" as const };

    const analytics = await analyticsDashboard(db, range, end);
    const campaign = (key: string) => analytics.attribution.campaign.find((c) => c.key === key);
    const winner = campaign("uk-refusal-appeal-expert");
    const waste = campaign("free-study-visa-giveaway");
    expect(waste?.enquiries).toBeGreaterThan(winner?.enquiries ?? Infinity);
    expect(waste?.revenueInr).toBe(0);
    expect(winner?.revenuePerEnquiryInr).toBeGreaterThan(20_000);

    const staff = await staffDashboard(db, range, end);
    const hours = (username: string) =>
      staff.staff.find((s) => s.username === username)?.medianFirstContactHours ?? 0;
    expect(hours("staff3")).toBeGreaterThan(48);
    expect(hours("staff3")).toBeGreaterThan(3 * hours("staff1"));

    const workflow = await workflowDashboard(db, {}, end);
    expect(workflow.appealDeadlines.filter((d) => !d.appealStarted).map((d) => d.daysLeft)).toEqual(
      expect.arrayContaining([2, 5, 9, 13]),
    );
    expect(workflow.overdueFollowUps.some((o) => o.assignee?.username === "staff3")).toBe(true);

    const overview = await overviewDashboard(db, end);
    expect(overview.revenue.sameMonthLastYear).toBeGreaterThan(0);
    expect(overview.revenue.thisMonth).toBeGreaterThan(0);
    expect(overview.appeals).toMatchObject({ won: 5, decided: 6 });
  }, 600_000);
});
