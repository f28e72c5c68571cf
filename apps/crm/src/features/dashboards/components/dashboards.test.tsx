import { screen, within } from "@testing-library/react";
import type {
  AnalyticsDashboard,
  InvestorDashboard,
  OverviewDashboard,
  StaffDashboard,
  WorkflowDashboard,
} from "@visadesk/contracts/dashboards";
import { FUNNEL_STEPS, PIPELINE_STATES } from "@visadesk/contracts/values/dashboards";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { violations } from "#test/axe.ts";
import { renderCrm, USERS, useMsw } from "#test/render.tsx";

const server = useMsw();

/** Every link's address on the page. */
const hrefs = () => screen.getAllByRole("link").map((a) => a.getAttribute("href"));

const PERSON = { username: "staff3", name: "Kiran Das" };

const OVERVIEW: OverviewDashboard = {
  asOf: "2026-03-15T12:00:00.000Z",
  today: "2026-03-15",
  enquiries: { today: 3, thisWeek: 21, lastWeek: 30 },
  revenue: {
    month: "2026-03",
    thisMonth: 150_000,
    lastMonth: 400_000,
    sameMonthLastYear: 90_000,
    lastMonthToDate: 200_000,
    sameMonthLastYearToDate: 45_000,
  },
  approvals: { approved: 40, decided: 50, rate: 0.8 },
  appeals: { won: 5, decided: 6, rate: 5 / 6 },
  casesAtRisk: [],
  workload: [
    { assignee: PERSON, openEnquiries: 4, openLeads: 9, openDeals: 2, openCases: 7, overdueFollowUps: 3 },
    { assignee: null, openEnquiries: 11, openLeads: 1, openDeals: 0, openCases: 0, overdueFollowUps: 0 },
  ],
  sinceYesterday: {
    created: [{ record: "enquiry", count: 8 }],
    changes: [{ record: "deal", status: "won", count: 2 }],
  },
};

const FIGURES = {
  enquiries: 40,
  leads: 10,
  deals: 4,
  won: 2,
  revenueInr: 300_000,
  approved: 1,
  leadRate: 0.25,
  winRate: 0.2,
  revenuePerEnquiryInr: 7_500,
};

const ANALYTICS: AnalyticsDashboard = {
  range: { from: "2026-01-10", to: "2026-03-15", by: "month" },
  totals: FIGURES,
  attribution: {
    source: [{ key: "google", ...FIGURES }],
    campaign: [{ key: "", ...FIGURES }],
    keyword: [{ key: "uk visitor visa", ...FIGURES }],
    city: [{ key: "Pune", ...FIGURES }],
    personalisation: [{ key: "visitor", ...FIGURES }],
  },
  series: [{ period: "2026-01-01", enquiries: 12, leads: 3, won: 1, revenueInr: 100_000, approved: 0 }],
  destinations: [{ key: "GB", ...FIGURES }],
  visaTypes: [{ key: "visitor", ...FIGURES }],
  refusalReasons: [{ code: "insufficient_funds", count: 2 }],
};

const STAFF: StaffDashboard = {
  range: { from: "2026-01-01", to: "2026-03-15", by: "week" },
  today: "2026-03-15",
  staff: [
    {
      ...PERSON,
      role: "staff",
      enquiries: 30,
      leads: 12,
      medianFirstContactHours: 60,
      contacted: 10,
      deals: 4,
      won: 2,
      conversionToDeal: 1 / 3,
      conversionToWon: 1 / 6,
      revenueInr: 250_000,
      casesFiled: 3,
      decided: 2,
      approved: 1,
      approvalRate: 0.5,
      overdueFollowUps: 5,
    },
  ],
};

const WORKFLOW: WorkflowDashboard = {
  asOf: "2026-01-20T06:00:00.000Z",
  today: "2026-01-20",
  range: { from: "2025-10-23", to: "2026-01-20", by: "week" },
  // Cases pass the wins (appeals open cases too): the API caps that step's rate at 100%.
  funnel: FUNNEL_STEPS.map((step, i) => ({
    step,
    count: step === "cases" ? 95 : 100 - i * 10,
    conversion: i === 0 ? null : step === "cases" ? 1 : 0.9,
  })),
  stages: Object.entries(PIPELINE_STATES).flatMap(([record, states]) =>
    states.map((status) => ({
      record: record as WorkflowDashboard["stages"][number]["record"],
      status,
      count: 3,
      stuck: 1,
      stuckAfterDays: 7,
    })),
  ),
  stuck: [
    {
      record: "lead",
      id: "9b7e3c3e-8a3a-4c6e-9f55-0d2f7d1c2b11",
      title: "Asha Rao",
      status: "contacted",
      since: "2025-12-01T06:00:00.000Z",
      days: 50,
      assignee: { username: "staff1", name: "Priya Sharma" },
    },
  ],
  appealDeadlines: [],
  custody: [
    { status: "awaiting_return", count: 2 },
    { status: "ready", count: 4 },
    { status: "dispatched", count: 1 },
  ],
  overdueFollowUps: [{ assignee: { username: "staff2", name: "Rahul Verma" }, count: 6 }],
  unassignedEnquiries: 12,
};

describe("the dashboards", () => {
  it("shows the workflow's figures as tables whose numbers open their lists, without axe violations", async () => {
    server.use(http.get("*/api/dashboards/workflow", () => HttpResponse.json(WORKFLOW)));
    const { container } = renderCrm("/crm/workflow?from=2025-10-23&to=2026-01-20", USERS.admin);
    const funnel = await screen.findByRole("table", { name: "Pipeline funnel" });
    // Each number opens the list of exactly its records: the range's wins, the stage's stuck ones, the overdue.
    expect(within(funnel).getByRole("link", { name: /Deals won/ })).toHaveAttribute(
      "href",
      "/crm/deals?reached=won&reachedFrom=2025-10-23&reachedTo=2026-01-20",
    );
    expect(within(funnel).getByRole("link", { name: /Enquiries/ })).toHaveAttribute(
      "href",
      "/crm/enquiries?from=2025-10-23&to=2026-01-20&excludeSpam=true",
    );
    expect(within(funnel).getByRole("link", { name: /Visas approved/ })).toHaveAttribute(
      "href",
      "/crm/filing-cases?decidedFrom=2025-10-23&decidedTo=2026-01-20&decision=approved",
    );
    // The funnel counts the whole range: no week-or-month choice that would change nothing.
    expect(screen.queryByRole("combobox", { name: "By" })).toBeNull();
    // A step that passes the one before shows no rate rather than a capped 100%.
    const cases = within(funnel).getByRole("row", { name: /Cases opened/ });
    expect(within(cases).queryByText("100%")).toBeNull();
    expect(within(cases).getByText("–")).toBeInTheDocument();
    expect(
      within(within(funnel).getByRole("row", { name: /Deals won/ })).getByText("90%"),
    ).toBeInTheDocument();
    const leads = screen.getByRole("table", { name: "Leads by stage" });
    expect(within(leads).getByRole("link", { name: "1 stuck Contacted" })).toHaveAttribute(
      "href",
      "/crm/leads?status=contacted&stuck=true&sort=updatedAt&order=asc",
    );
    expect(screen.getByRole("link", { name: "5 stuck leads" })).toHaveAttribute(
      "href",
      "/crm/leads?stuck=true&sort=updatedAt&order=asc",
    );
    // The next 14 days: today and the 13 after it.
    expect(hrefs()).toContain("/crm/filing-cases?decision=refused&deadlineWithinDays=13");
    expect(screen.getByRole("img", { name: /Pipeline funnel/ })).toBeInTheDocument();
    const overdue = screen.getByRole("table", { name: "Overdue follow-ups by staff member" });
    expect(within(overdue).getByRole("link", { name: /6/ })).toHaveAttribute(
      "href",
      "/crm/leads?followUp=overdue&assignee=staff2",
    );
    expect(screen.getByRole("link", { name: "Asha Rao" })).toHaveAttribute(
      "href",
      "/crm/leads?id=9b7e3c3e-8a3a-4c6e-9f55-0d2f7d1c2b11",
    );
    expect(screen.getByLabelText("From")).toHaveValue("2025-10-23");
    expect(await violations(container)).toEqual([]);
  });

  it("links the 360 dashboard's numbers to the lists of their records", async () => {
    server.use(http.get("*/api/dashboards/overview", () => HttpResponse.json(OVERVIEW)));
    const { container } = renderCrm("/360-dashboard", USERS.ceo);
    const workload = await screen.findByRole("table", { name: "Staff workload" });
    expect(within(workload).getByRole("link", { name: "9 open leads of Kiran Das" })).toHaveAttribute(
      "href",
      "/crm/leads?open=true&assignee=staff3",
    );
    expect(within(workload).getByRole("link", { name: "11 open enquiries of nobody" })).toHaveAttribute(
      "href",
      "/crm/enquiries?open=true&assignee=unassigned",
    );
    expect(within(workload).getByRole("link", { name: "3 overdue follow-ups of Kiran Das" })).toHaveAttribute(
      "href",
      "/crm/leads?followUp=overdue&assignee=staff3",
    );
    const links = hrefs();
    // Today and this week (from Monday 9 March), spam left out, in India's days.
    expect(links).toContain("/crm/enquiries?from=2026-03-15&to=2026-03-15&excludeSpam=true");
    expect(links).toContain("/crm/enquiries?from=2026-03-09&to=2026-03-15&excludeSpam=true");
    // Won revenue: the month, and last month up to the same day.
    expect(links).toContain("/crm/deals?reached=won&reachedFrom=2026-03-01&reachedTo=2026-03-31&stage=won");
    expect(links).toContain("/crm/deals?reached=won&reachedFrom=2026-02-01&reachedTo=2026-02-15&stage=won");
    expect(links).toContain(
      "/crm/filing-cases?decidedFrom=2025-03-16&decidedTo=2026-03-15&kind=appeal&decision=approved",
    );
    expect(links).toContain("/crm/enquiries?from=2026-03-14T12%3A00%3A00.000Z");
    expect(links).toContain("/crm/deals?reached=won&reachedFrom=2026-03-14T12%3A00%3A00.000Z");
    expect(await violations(container)).toEqual([]);
  });

  it("links the analytics' enquiries by keyword, city and period, and each refusal reason", async () => {
    server.use(http.get("*/api/dashboards/analytics", () => HttpResponse.json(ANALYTICS)));
    renderCrm("/analytics?from=2026-01-10&to=2026-03-15&by=month", USERS.admin);
    const keyword = await screen.findByRole("table", { name: "By search keyword" });
    expect(within(keyword).getByRole("link", { name: /enquiries, uk visitor visa/ })).toHaveAttribute(
      "href",
      "/crm/enquiries?from=2026-01-10&to=2026-03-15&excludeSpam=true&keyword=uk+visitor+visa",
    );
    // Leads and what they became open the leads whose first enquiry came under the key, in the range.
    const touch =
      "firstTouchFrom=2026-01-10&firstTouchTo=2026-03-15&firstTouchBy=keyword&firstTouchKey=uk+visitor+visa";
    const keywordLink = (name: RegExp) => within(keyword).getByRole("link", { name }).getAttribute("href");
    expect(keywordLink(/^10 leads, uk visitor visa/)).toBe(`/crm/leads?${touch}`);
    expect(keywordLink(/^2 deals won, uk visitor visa/)).toBe(`/crm/deals?${touch}&stage=won`);
    expect(keywordLink(/won deals, uk visitor visa/)).toBe(`/crm/deals?${touch}&stage=won`);
    expect(keywordLink(/^1 visas approved, uk visitor visa/)).toBe(
      `/crm/filing-cases?${touch}&decision=approved`,
    );
    // January from the 10th only: the month is part of the range, and says so.
    const perMonth = screen.getByRole("table", { name: "Figures per month" });
    expect(within(perMonth).getByRole("cell", { name: "Jan 2026 (part)" })).toBeInTheDocument();
    // No campaign recorded: no enquiry filter singles those enquiries out, so their number opens nothing; their leads
    // (first touch with no campaign) open theirs.
    const campaign = screen.getByRole("table", { name: "By campaign" });
    expect(within(campaign).queryByRole("link", { name: /enquiries/ })).toBeNull();
    expect(within(campaign).getByRole("link", { name: /^10 leads/ })).toHaveAttribute(
      "href",
      "/crm/leads?firstTouchFrom=2026-01-10&firstTouchTo=2026-03-15&firstTouchBy=campaign",
    );
    // The range's totals count by event (what happened in the range), and the page says so.
    expect(screen.getByRole("link", { name: "10 leads opened" })).toHaveAttribute(
      "href",
      "/crm/leads?from=2026-01-10&to=2026-03-15",
    );
    expect(screen.getByRole("link", { name: "₹3,00,000" })).toHaveAttribute(
      "href",
      "/crm/deals?reached=won&reachedFrom=2026-01-10&reachedTo=2026-03-15&stage=won",
    );
    expect(screen.getByText(/These totals are the sum of the rows per month below/)).toBeInTheDocument();
    expect(screen.getAllByText(/Counted by first enquiry/).length).toBeGreaterThan(0);
    // January is cut to the range's days.
    expect(hrefs()).toContain("/crm/enquiries?from=2026-01-10&to=2026-01-31&excludeSpam=true");
    expect(hrefs()).toContain(
      "/crm/filing-cases?decidedFrom=2026-01-10&decidedTo=2026-03-15&decision=refused&refusalReason=insufficient_funds",
    );
    expect(hrefs()).toContain("/crm/enquiries?from=2026-01-10&to=2026-03-15&excludeSpam=true&country=GB");
  });

  it("links each staff member's figures over the range", async () => {
    server.use(http.get("*/api/dashboards/staff", () => HttpResponse.json(STAFF)));
    renderCrm("/staff-performance?from=2026-01-01&to=2026-03-15", USERS.admin);
    const table = await screen.findByRole("table", { name: "Staff performance" });
    const link = (name: string) => within(table).getByRole("link", { name }).getAttribute("href");
    expect(link("30 enquiries of Kiran Das")).toBe(
      "/crm/enquiries?from=2026-01-01&to=2026-03-15&excludeSpam=true&assignee=staff3",
    );
    expect(link("₹2,50,000 deals won by Kiran Das")).toBe(
      "/crm/deals?reached=won&reachedFrom=2026-01-01&reachedTo=2026-03-15&stage=won&assignee=staff3",
    );
    expect(link("3 cases filed by Kiran Das")).toBe(
      "/crm/filing-cases?submittedFrom=2026-01-01&submittedTo=2026-03-15&assignee=staff3",
    );
    expect(link("1 approved")).toBe(
      "/crm/filing-cases?decidedFrom=2026-01-01&decidedTo=2026-03-15&decision=approved&assignee=staff3",
    );
    expect(link("5 overdue follow-ups of Kiran Das")).toBe("/crm/leads?followUp=overdue&assignee=staff3");
    // The conversion's numerators: the person's leads of the range contacted, with a deal, with a won deal.
    const leads = "/crm/leads?from=2026-01-01&to=2026-03-15&assignee=staff3";
    expect(link("10 contacted")).toBe(`${leads}&contacted=true`);
    expect(link("4 with a deal")).toBe(`${leads}&converted=deal`);
    expect(link("2 won")).toBe(`${leads}&converted=won`);
  });

  it("says the documented words to staff on the workflow page and asks the API nothing", async () => {
    let asked = false;
    server.use(
      http.get("*/api/dashboards/workflow", () => {
        asked = true;
        return HttpResponse.json(WORKFLOW);
      }),
    );
    renderCrm("/crm/workflow", USERS.staff1);
    expect(await screen.findByText("Access denied. Admin/CEO access required.")).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it("shows an investor monthly revenue and growth, none yet for the month under way", async () => {
    const investor: InvestorDashboard = {
      asOf: "2026-01-20T06:00:00.000Z",
      months: [
        { month: "2025-11", revenueInr: 200_000, growth: null, casesFiled: 4, decided: 3, approved: 3 },
        { month: "2025-12", revenueInr: 300_000, growth: 0.5, casesFiled: 5, decided: 2, approved: 1 },
        { month: "2026-01", revenueInr: 60_000, growth: -0.8, casesFiled: 1, decided: 0, approved: 0 },
      ],
      approvals: { approved: 4, decided: 5, rate: 0.8 },
      appeals: { won: 1, decided: 2, rate: 0.5, claimedRate: 0.95 },
      clientsByDestination: [{ country: "GB", clients: 7 }],
    };
    server.use(http.get("*/api/dashboards/investor", () => HttpResponse.json(investor)));
    const { container } = renderCrm("/investor-dashboard", {
      username: "inv",
      name: "Investor",
      role: "investor",
    });
    const months = await screen.findByRole("table", { name: "Monthly figures" });
    expect(within(months).getByText("+50.0%")).toBeInTheDocument();
    // January is under way on 20 January: a fifth of December is no "-80%".
    const january = within(months).getByRole("row", { name: /Jan 2026 \(so far\)/ });
    expect(within(january).getByText("–")).toBeInTheDocument();
    expect(within(months).queryByText("-80.0%")).toBeNull();
    expect(screen.getByText(/the site claims 95%/)).toBeInTheDocument();
    expect(
      within(screen.getByRole("table", { name: "Clients by destination" })).getByText("United Kingdom"),
    ).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });
});
