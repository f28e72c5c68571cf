import type {
  AnalyticsDashboard,
  KeyedFigures,
  OverviewDashboard,
  StaffDashboard,
} from "@visadesk/contracts/dashboards";
import type { StaffWorkload } from "@visadesk/contracts/staff";
import { beforeAll, describe, expect, it } from "vitest";
import { caseStatusBody } from "#test/case-steps.ts";
import { type CallOptions, call, login, useTestServer } from "#test/test-server.ts";

// Every figure that two pages show is one definition (decision 031): the same data, asked of both endpoints, gives
// the same numbers; a header equals the sum of its rows; an approved appeal is an approved visa everywhere. The
// story: a lead that enquired in December and was won in January (so "by cohort" and "by event" differ on purpose),
// one refused in January and won on appeal, enquiries and records left with nobody on them, and work in every open
// and final state. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

const APPEAL_TERM = "uk visa refusal appeal lawyer";

describe("the dashboards agree with each other", () => {
  const server = useTestServer({
    config: (base) => ({
      ...base,
      limits: { intakePerHour: 1000, clientErrorsPerHour: 30 },
      auth: { ...base.auth, idleTimeoutMs: 10 ** 12, absoluteTimeoutMs: 10 ** 12 },
    }),
  });
  let cookie = "";
  let phone = 30_000;
  const setClock = (isoText: string) =>
    server.clock.advance(Date.parse(isoText) - server.clock.now().getTime());
  async function api(options: CallOptions) {
    const response = await call(server.app, { cookie, ...options });
    expect(response.statusCode, `${options.method ?? "GET"} ${options.url}: ${response.body}`).toBeLessThan(
      300,
    );
    return response.json();
  }
  const post = (url: string, body: object = {}) => api({ method: "POST", url, body });
  /** A public enquiry at `at`; answers its lead's id. */
  async function enquire(name: string, at: string, term = APPEAL_TERM): Promise<string> {
    setClock(at);
    phone += 1;
    await api({
      method: "POST",
      url: "/api/public/enquiries",
      cookie: "",
      body: {
        name,
        phone: `+91 98200 ${phone}`,
        destinationCountry: "GB",
        visaType: "visitor",
        priorRefusal: true,
        consent: true,
        city: "Pune",
        attribution: { source: "google", campaign: "uk-refusal-appeal", term },
      },
    });
    const list = await api({ url: `/api/leads?q=${encodeURIComponent(name)}&limit=5` });
    return list.items.find((l: { name: string }) => l.name === name).id;
  }
  /** Qualifies, converts and wins the lead at `at`; answers the filing case's id. */
  async function win(leadId: string, at: string, fee: number): Promise<string> {
    setClock(at);
    await post(`/api/leads/${leadId}/status`, { status: "qualified" });
    const { dealId } = await post(`/api/leads/${leadId}/convert`, { feeInr: fee });
    const { caseId } = await post(`/api/deals/${dealId}/win`, {});
    return caseId;
  }
  async function file(caseId: string, at: string) {
    setClock(at);
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"])
      await post(`/api/cases/${caseId}/status`, caseStatusBody(status));
  }

  beforeAll(async () => {
    cookie = await login(server.app, "admin");
    // Enquired in December, won in January: the January header counts the win (by event), the keyword row of
    // January does not (its first enquiry is December's).
    const december = await enquire("Client December", "2024-12-20T06:00:00.000Z");
    await post(`/api/leads/${december}/assign`, { assignee: "staff1" });
    const decemberCase = await win(december, "2025-01-08T06:00:00.000Z", 40_000);
    await file(decemberCase, "2025-01-09T06:00:00.000Z");
    setClock("2025-01-20T06:00:00.000Z");
    await post(`/api/cases/${decemberCase}/decision`, { decision: "approved" });

    // Enquired and won in January, refused, then approved on appeal: one approved visa, under its keyword.
    const appealed = await enquire("Client Appeal", "2025-01-06T06:00:00.000Z");
    await post(`/api/leads/${appealed}/assign`, { assignee: "staff1" });
    const refusedCase = await win(appealed, "2025-01-07T06:00:00.000Z", 60_000);
    await file(refusedCase, "2025-01-08T06:00:00.000Z");
    setClock("2025-01-10T06:00:00.000Z");
    await post(`/api/cases/${refusedCase}/decision`, { decision: "refused", reasonCode: "weak_home_ties" });
    const appeal = await post(`/api/cases/${refusedCase}/appeal`, {});
    await file(appeal.id, "2025-01-12T06:00:00.000Z");
    setClock("2025-01-25T06:00:00.000Z");
    await post(`/api/cases/${appeal.id}/decision`, { decision: "approved" });

    // Work nobody has: a new enquiry and its lead, a case reassigned to nobody; and work in other states.
    const nobody = await enquire("Client Nobody", "2025-01-26T06:00:00.000Z", "uk visitor visa");
    const responded = await enquire("Client Responded", "2025-01-27T06:00:00.000Z", "uk visitor visa");
    await post(`/api/leads/${responded}/assign`, { assignee: "staff1" });
    const enquiries = await api({ url: "/api/enquiries?q=Client%20Responded&limit=5" });
    const enquiryId = enquiries.items[0].id;
    await post(`/api/enquiries/${enquiryId}/assign`, { assignee: "staff1" });
    await post(`/api/enquiries/${enquiryId}/status`, { status: "responded" });
    const unowned = await win(nobody, "2025-01-28T06:00:00.000Z", 20_000);
    await post(`/api/cases/${unowned}/assign`, { assignee: null });
    await win(responded, "2025-01-29T06:00:00.000Z", 10_000);
    setClock("2025-01-31T06:00:00.000Z");
  });

  it("the analytics header is the sum of its rows, and an approved appeal counts under its keyword", async () => {
    const body: AnalyticsDashboard = await api({
      url: "/api/dashboards/analytics?from=2025-01-01&to=2025-01-31&by=week",
    });
    const sum = (figure: "enquiries" | "leads" | "won" | "revenueInr" | "approved") =>
      body.series.reduce((total, row) => total + row[figure], 0);
    expect(body.totals).toMatchObject({
      enquiries: sum("enquiries"),
      leads: sum("leads"),
      won: sum("won"),
      revenueInr: sum("revenueInr"),
      approved: sum("approved"),
    });
    // By event: the three wins of January (the December lead's among them) and both approvals, the appeal's included.
    expect(body.totals).toMatchObject({ won: 4, revenueInr: 130_000, approved: 2 });
    // By cohort: the keyword's January leads are the appeal client alone; its approval is the appeal's.
    const keyword = body.attribution.keyword.find((r: KeyedFigures) => r.key === APPEAL_TERM);
    expect(keyword).toMatchObject({ enquiries: 1, leads: 1, won: 1, revenueInr: 60_000, approved: 1 });
    // December's cohort takes its January win and approval.
    const december: AnalyticsDashboard = await api({
      url: "/api/dashboards/analytics?from=2024-12-01&to=2024-12-31",
    });
    expect(december.attribution.keyword.find((r) => r.key === APPEAL_TERM)).toMatchObject({
      leads: 1,
      won: 1,
      approved: 1,
    });
    expect(december.totals).toMatchObject({ won: 0, approved: 0 });
  });

  it("the 360 dashboard approvals match analytics and the staff page over the same days", async () => {
    const analytics: AnalyticsDashboard = await api({
      url: "/api/dashboards/analytics?from=2024-02-01&to=2025-01-31&by=month",
    });
    const overview: OverviewDashboard = await api({ url: "/api/dashboards/overview" });
    const staff: StaffDashboard = await api({ url: "/api/dashboards/staff?from=2024-02-01&to=2025-01-31" });
    // The 360 page's year is the 365 days to today: the same days as the range above.
    expect(overview.approvals.approved).toBe(analytics.totals.approved);
    expect(staff.staff.reduce((total, s) => total + s.approved, 0)).toBe(analytics.totals.approved);
    // Revenue per person: every won fee but that of the deal nobody had (20,000).
    expect(staff.staff.reduce((total, s) => total + s.revenueInr, 0)).toBe(
      analytics.totals.revenueInr - 20_000,
    );
  });

  it("open work per person is the same on /staff-management and the 360 dashboard, and nobody's work is counted", async () => {
    const overview: OverviewDashboard = await api({ url: "/api/dashboards/overview" });
    const { staff: people }: { staff: StaffWorkload[] } = await api({ url: "/api/staff" });
    const staff1 = people.find((p) => p.username === "staff1");
    const row = overview.workload.find((w) => w.assignee?.username === "staff1");
    expect(staff1?.open).toMatchObject({
      enquiries: row?.openEnquiries,
      leads: row?.openLeads,
      deals: row?.openDeals,
      cases: row?.openCases,
    });
    // Decided cases are nobody's open work any more (their delivery or appeal is); the new filing case is.
    expect(row).toMatchObject({ openCases: 1, openLeads: 0 });
    for (const person of people) {
      const theirs = overview.workload.find((w) => w.assignee?.username === person.username);
      expect(
        [
          theirs?.openEnquiries ?? 0,
          theirs?.openLeads ?? 0,
          theirs?.openDeals ?? 0,
          theirs?.openCases ?? 0,
          theirs?.overdueFollowUps ?? 0,
        ],
        person.username,
      ).toEqual([
        person.open.enquiries,
        person.open.leads,
        person.open.deals,
        person.open.cases,
        person.overdueFollowUps,
      ]);
    }
    const nobody = overview.workload.find((w) => w.assignee === null);
    expect(nobody).toMatchObject({ openCases: 1 });
  });
});
