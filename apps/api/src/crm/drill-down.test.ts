import {
  appealDeadlines,
  attributionEnquiries,
  casesDecided,
  casesRefusedFor,
  createdSince,
  dealsWon,
  decisionYear,
  enquiriesReceived,
  type FigureList,
  firstTouchList,
  funnelStepList,
  mondayOf,
  movedSince,
  openWork,
  overdueFollowUps,
  periodSpan,
  revenueMonthRanges,
  shiftDay,
  staffFigureList,
  stageList,
} from "@visadesk/contracts/dashboard-lists";
import {
  type AnalyticsDashboard,
  APPEAL_DEADLINE_WINDOW_DAYS,
  ATTRIBUTION_DIMENSIONS,
  type OverviewDashboard,
  PIPELINE_RECORDS,
  type StaffDashboard,
  type WorkflowDashboard,
} from "@visadesk/contracts/dashboards";
import { beforeAll, describe, expect, it } from "vitest";
import { analyticsDashboard } from "#dashboards/analytics.ts";
import { overviewDashboard } from "#dashboards/overview.ts";
import { staffDashboard } from "#dashboards/staff.ts";
import { workflowDashboard } from "#dashboards/workflow.ts";
import { seedDemo } from "#seed/demo.ts";
import { call, login, useTestServer } from "#test/test-server.ts";

// Every dashboard number links to a list (contracts' dashboard-lists.ts, the same rules the CRM's links use): here
// each of those lists, asked with `count=true`, must count exactly the figure the dashboard shows, over the demo's
// year of records. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

const API_LISTS = {
  enquiry: "/api/enquiries",
  lead: "/api/leads",
  deal: "/api/deals",
  case: "/api/cases",
  delivery: "/api/deliveries",
} as const;

const END = new Date("2026-03-15T12:00:00Z");
const RANGE = { from: "2025-11-01", to: "2026-03-15" };

describe("each dashboard figure's list counts the same records", () => {
  const server = useTestServer({
    config: (base) => ({
      ...base,
      auth: { ...base.auth, idleTimeoutMs: 10 ** 12, absoluteTimeoutMs: 10 ** 12 },
    }),
  });
  let cookie = "";

  async function get<T>(url: string): Promise<T> {
    const response = await call(server.app, { url, cookie });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as T;
  }

  /** The list's total for `list`, with its money sum (deals). */
  async function listed(list: FigureList): Promise<{ total: number; totalFeeInr?: number }> {
    const query = new URLSearchParams({ ...list.query, count: "true", limit: "1" });
    return get(`${API_LISTS[list.record]}?${query}`);
  }

  async function expectCount(list: FigureList | null, figure: number, what: string) {
    expect(list, `${what} has a list`).not.toBeNull();
    if (list === null) return;
    expect((await listed(list)).total, `${what}: ${list.record} ${new URLSearchParams(list.query)}`).toBe(
      figure,
    );
  }

  let workflow: WorkflowDashboard;
  let overview: OverviewDashboard;
  let analytics: AnalyticsDashboard;
  let staff: StaffDashboard;

  beforeAll(async () => {
    await seedDemo(server.app.database.db, END, 150);
    server.clock.advance(END.getTime() - server.clock.now().getTime());
    cookie = await login(server.app, "admin");
    const range = `from=${RANGE.from}&to=${RANGE.to}`;
    [workflow, overview, analytics, staff] = await Promise.all([
      get<WorkflowDashboard>(`/api/dashboards/workflow?${range}`),
      get<OverviewDashboard>("/api/dashboards/overview"),
      get<AnalyticsDashboard>(`/api/dashboards/analytics?${range}`),
      get<StaffDashboard>(`/api/dashboards/staff?${range}`),
    ]);
  }, 600_000);

  it("workflow: the funnel, every stage and its stuck records, deadlines, custody and overdue follow-ups", async () => {
    for (const step of workflow.funnel) {
      await expectCount(funnelStepList(step.step, RANGE.from, RANGE.to), step.count, `funnel ${step.step}`);
    }
    let stuck = 0;
    for (const stage of workflow.stages) {
      await expectCount(
        stageList(stage.record, stage.status),
        stage.count,
        `${stage.record} ${stage.status}`,
      );
      if (stage.stuckAfterDays !== null) {
        await expectCount(stageList(stage.record, stage.status, true), stage.stuck, `stuck ${stage.status}`);
      }
      stuck += stage.stuck;
    }
    let stuckLists = 0;
    for (const record of PIPELINE_RECORDS)
      stuckLists += (await listed(stageList(record, undefined, true))).total;
    expect(stuckLists).toBe(stuck);
    expect(stuck).toBeGreaterThan(0);
    await expectCount(
      appealDeadlines(APPEAL_DEADLINE_WINDOW_DAYS),
      workflow.appealDeadlines.length,
      "appeal deadlines",
    );
    expect(workflow.appealDeadlines.length).toBeGreaterThan(0);
    for (const c of workflow.custody) await expectCount(stageList("delivery", c.status), c.count, c.status);
    for (const o of workflow.overdueFollowUps) {
      await expectCount(overdueFollowUps(o.assignee?.username ?? null), o.count, "overdue follow-ups");
    }
    expect(workflow.overdueFollowUps.length).toBeGreaterThan(0);
    await expectCount(
      { record: "enquiry", query: { status: "new", assignee: "unassigned" } },
      workflow.unassignedEnquiries,
      "unassigned enquiries",
    );
  });

  it("360: new enquiries, won revenue by month, decisions, workload and the last 24 hours", async () => {
    const today = overview.today;
    await expectCount(enquiriesReceived(today, today), overview.enquiries.today, "enquiries today");
    await expectCount(
      enquiriesReceived(mondayOf(today), today),
      overview.enquiries.thisWeek,
      "enquiries this week",
    );
    await expectCount(
      enquiriesReceived(shiftDay(mondayOf(today), -7), shiftDay(mondayOf(today), -1)),
      overview.enquiries.lastWeek,
      "enquiries last week",
    );
    const months = revenueMonthRanges(today);
    for (const key of Object.keys(months) as (keyof typeof months)[]) {
      const { from, to } = months[key];
      expect((await listed(dealsWon(from, to, true))).totalFeeInr, `revenue ${key}`).toBe(
        overview.revenue[key],
      );
    }
    expect(overview.revenue.thisMonth).toBeGreaterThan(0);
    const year = decisionYear(today);
    await expectCount(casesDecided(year.from, year.to), overview.approvals.decided, "decided");
    await expectCount(
      casesDecided(year.from, year.to, { decision: "approved" }),
      overview.approvals.approved,
      "approved",
    );
    await expectCount(
      casesDecided(year.from, year.to, { kind: "appeal" }),
      overview.appeals.decided,
      "appeals decided",
    );
    await expectCount(
      casesDecided(year.from, year.to, { kind: "appeal", decision: "approved" }),
      overview.appeals.won,
      "appeals won",
    );
    for (const w of overview.workload) {
      const who = w.assignee?.username ?? null;
      await expectCount(openWork("enquiry", who), w.openEnquiries, `${who} open enquiries`);
      await expectCount(openWork("lead", who), w.openLeads, `${who} open leads`);
      await expectCount(openWork("deal", who), w.openDeals, `${who} open deals`);
      await expectCount(openWork("case", who), w.openCases, `${who} open cases`);
      await expectCount(overdueFollowUps(who), w.overdueFollowUps, `${who} overdue`);
    }
    const since = new Date(Date.parse(overview.asOf) - 86_400_000).toISOString();
    for (const c of overview.sinceYesterday.created) {
      await expectCount(createdSince(c.record, since), c.count, `${c.record} created since yesterday`);
    }
    for (const c of overview.sinceYesterday.changes) {
      await expectCount(movedSince(c.record, c.status, since), c.count, `${c.record} moved to ${c.status}`);
    }
  });

  it("analytics: the enquiries of each source, campaign, keyword, city, destination and visa type", async () => {
    const { from, to } = analytics.range;
    await expectCount(enquiriesReceived(from, to), analytics.totals.enquiries, "all enquiries");
    let linked = 0;
    const dimensions = [
      ...ATTRIBUTION_DIMENSIONS.map((d) => [d, analytics.attribution[d]] as const),
      ["destination", analytics.destinations] as const,
      ["visaType", analytics.visaTypes] as const,
    ];
    for (const [dimension, rows] of dimensions) {
      for (const row of rows) {
        const list = attributionEnquiries(dimension, row.key, from, to);
        if (list === null) continue;
        linked += 1;
        await expectCount(list, row.enquiries, `${dimension} ${row.key}`);
      }
    }
    expect(linked).toBeGreaterThan(10);
    for (const p of analytics.series) {
      const span = periodSpan(p.period, analytics.range.by, from, to);
      await expectCount(enquiriesReceived(span.from, span.to), p.enquiries, `enquiries of ${p.period}`);
      await expectCount({ record: "lead", query: span }, p.leads, `leads of ${p.period}`);
      const won = await listed(dealsWon(span.from, span.to, true));
      expect([won.total, won.totalFeeInr], `won of ${p.period}`).toEqual([p.won, p.revenueInr]);
      await expectCount(
        casesDecided(span.from, span.to, { decision: "approved" }),
        p.approved,
        `approved of ${p.period}`,
      );
    }
    expect(analytics.refusalReasons.length).toBeGreaterThan(0);
    for (const r of analytics.refusalReasons) {
      await expectCount(casesRefusedFor(r.code, from, to), r.count, `refused for ${r.code}`);
    }
  });

  it("analytics: the leads, deals, wins, revenue and approved visas of each first touch, and of the range", async () => {
    const { from, to } = analytics.range;
    /** Every first-touch figure of `row` against its list (revenue: the list's fee sum). */
    const expectFirstTouch = async (
      row: AnalyticsDashboard["totals"],
      by: Parameters<typeof firstTouchList>[3],
      what: string,
    ) => {
      const list = (figure: Parameters<typeof firstTouchList>[0]) => firstTouchList(figure, from, to, by);
      await expectCount(list("leads"), row.leads, `${what} leads`);
      await expectCount(list("deals"), row.deals, `${what} deals`);
      const won = await listed(list("won"));
      expect([won.total, won.totalFeeInr ?? 0], `${what} won and revenue`).toEqual([row.won, row.revenueInr]);
      expect(list("revenue")).toEqual(list("won"));
      await expectCount(list("approved"), row.approved, `${what} approved`);
    };
    // The range's totals count by event (decision 031): each against the list of what happened in the range.
    await expectCount({ record: "lead", query: { from, to } }, analytics.totals.leads, "all leads");
    const wonInRange = await listed(dealsWon(from, to, true));
    expect([wonInRange.total, wonInRange.totalFeeInr], "all won").toEqual([
      analytics.totals.won,
      analytics.totals.revenueInr,
    ]);
    await expectCount(
      casesDecided(from, to, { decision: "approved" }),
      analytics.totals.approved,
      "all approved",
    );
    expect(analytics.totals.revenueInr).toBeGreaterThan(0);
    expect(analytics.totals.approved).toBeGreaterThan(0);
    const dimensions = [
      ...ATTRIBUTION_DIMENSIONS.map((d) => [d, analytics.attribution[d]] as const),
      ["destination", analytics.destinations] as const,
      ["visaType", analytics.visaTypes] as const,
    ];
    let keys = 0;
    for (const [dimension, rows] of dimensions) {
      for (const row of rows) {
        keys += 1;
        await expectFirstTouch(row, { dimension, key: row.key }, `${dimension} "${row.key}"`);
      }
    }
    expect(keys).toBeGreaterThan(20);
  });

  it("staff performance: each person's enquiries, leads, revenue, cases filed, decisions and overdue follow-ups", async () => {
    const { from, to } = staff.range;
    for (const s of staff.staff) {
      const list = (figure: Parameters<typeof staffFigureList>[0]) =>
        staffFigureList(figure, s.username, from, to);
      await expectCount(list("enquiries"), s.enquiries, `${s.username} enquiries`);
      await expectCount(list("leads"), s.leads, `${s.username} leads`);
      await expectCount(list("contacted"), s.contacted, `${s.username} contacted`);
      await expectCount(list("dealLeads"), s.deals, `${s.username} leads with a deal`);
      await expectCount(list("wonLeads"), s.won, `${s.username} leads with a won deal`);
      expect((await listed(list("revenue"))).totalFeeInr, `${s.username} revenue`).toBe(s.revenueInr);
      await expectCount(list("casesFiled"), s.casesFiled, `${s.username} cases filed`);
      await expectCount(list("decided"), s.decided, `${s.username} decided`);
      await expectCount(list("approved"), s.approved, `${s.username} approved`);
      await expectCount(list("overdue"), s.overdueFollowUps, `${s.username} overdue`);
    }
    expect(staff.staff.some((s) => s.revenueInr > 0 && s.overdueFollowUps > 0)).toBe(true);
    expect(staff.staff.some((s) => s.won > 0 && s.contacted > s.deals)).toBe(true);
  });

  it("refuses drill-down filters it cannot read, naming the field", async () => {
    const bad = async (url: string, field: string) => {
      const response = await call(server.app, { url, cookie });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message, url).toContain(field);
    };
    await bad("/api/leads?followUp=late", "followUp");
    await bad("/api/deals?reached=closed", "reached");
    await bad("/api/deals?reachedFrom=2026-01-01", "reached");
    await bad("/api/deals?reached=won&reachedFrom=2026-02-01&reachedTo=2026-01-01", "reachedTo");
    await bad("/api/cases?decidedFrom=2026-02-01&decidedTo=2026-01-01", "decidedTo");
    await bad("/api/cases?submittedFrom=yesterday", "submittedFrom");
    await bad("/api/enquiries?stuck=maybe", "stuck");
    await bad("/api/enquiries?excludeSpam=1x", "excludeSpam");
    await bad("/api/cases?refusalReason=bad_luck", "refusalReason");
    await bad("/api/leads?firstTouchBy=keyword&firstTouchKey=", "firstTouchKey");
    await bad("/api/deals?firstTouchKey=uk", "firstTouchBy");
    await bad("/api/cases?firstTouchBy=weather&firstTouchKey=sunny", "firstTouchBy");
    await bad("/api/leads?firstTouchFrom=2026-02-01&firstTouchTo=2026-01-01", "firstTouchTo");
    await bad("/api/deals?firstTouchFrom=last-week", "firstTouchFrom");
    await bad("/api/leads?converted=maybe", "converted");
    await bad("/api/leads?contacted=perhaps", "contacted");
  });

  // The demo's story for the dashboards (seed/dashboards-story.ts), checked on this file's seeded year, the one it was
  // written for: seeding that year a second time, in a file of its own, cost a minute of CI on each database.
  it("the demo's story shows a campaign that wins, one that wastes money, a slow responder, near appeal deadlines and last year", async () => {
    const db = server.app.database.db;
    const range = { ...RANGE, by: "month" as const };

    const analytics = await analyticsDashboard(db, range, END);
    const campaign = (key: string) => analytics.attribution.campaign.find((c) => c.key === key);
    const winner = campaign("uk-refusal-appeal-expert");
    const waste = campaign("free-study-visa-giveaway");
    expect(waste?.enquiries).toBeGreaterThan(winner?.enquiries ?? Infinity);
    expect(waste?.revenueInr).toBe(0);
    expect(winner?.revenuePerEnquiryInr).toBeGreaterThan(20_000);

    const staff = await staffDashboard(db, range, END);
    const hours = (username: string) =>
      staff.staff.find((s) => s.username === username)?.medianFirstContactHours ?? 0;
    expect(hours("staff3")).toBeGreaterThan(48);
    expect(hours("staff3")).toBeGreaterThan(3 * hours("staff1"));

    const workflow = await workflowDashboard(db, {}, END);
    expect(workflow.appealDeadlines.filter((d) => !d.appealStarted).map((d) => d.daysLeft)).toEqual(
      expect.arrayContaining([2, 5, 9, 13]),
    );
    expect(workflow.overdueFollowUps.some((o) => o.assignee?.username === "staff3")).toBe(true);

    const overview = await overviewDashboard(db, END);
    expect(overview.revenue.sameMonthLastYear).toBeGreaterThan(0);
    expect(overview.revenue.thisMonth).toBeGreaterThan(0);
    expect(overview.appeals).toMatchObject({ won: 5, decided: 6 });
  });
});
