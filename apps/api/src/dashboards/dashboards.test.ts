import type { AnalyticsDashboard, KeyedFigures } from "@visadesk/contracts/dashboards";
import { beforeAll, describe, expect, it } from "vitest";
import { caseStatusBody } from "#test/case-steps.ts";
import {
  type CallOptions,
  call,
  createAccountByInvitation,
  login,
  useTestServer,
} from "#test/test-server.ts";

// The dashboards against the records this file creates through the API: every expected figure below is computed
// from the ledger of what was done (who, what, when), never typed in, so a figure that disagrees with the records
// fails. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

interface EnquiryFact {
  key: string;
  at: string;
  campaign: string;
  source: string;
  term: string;
  city: string;
  destination: string;
  lead: string;
}
interface DealFact {
  lead: string;
  id: string;
  fee: number;
  createdAt: string;
  wonAt?: string;
  lost?: boolean;
  caseId?: string;
  assignee?: string | null;
}

const CAMPAIGNS = {
  uk: { source: "google", campaign: "uk-visitor", term: "uk visitor visa", city: "Pune" },
  waste: { source: "facebook", campaign: "cheap-visa", term: "cheap visa", city: "Delhi" },
  direct: { source: "", campaign: "", term: "", city: "Mumbai" },
} as const;

describe("the dashboards' figures agree with the records", () => {
  const server = useTestServer({
    config: (base) => ({
      ...base,
      limits: { intakePerHour: 1000, clientErrorsPerHour: 30 },
      auth: { ...base.auth, idleTimeoutMs: 10 ** 12, absoluteTimeoutMs: 10 ** 12 },
    }),
  });
  const app = () => server.app;
  const cookies: Record<string, string> = {};
  const enquiries: EnquiryFact[] = [];
  const leadIds: Record<string, string> = {};
  const leadCreated: Record<string, string> = {};
  const firstContact: Record<string, string> = {};
  const leadAssignee: Record<string, string | null> = {};
  const deals: DealFact[] = [];
  const decisions: { caseId: string; on: string; decision: "approved" | "refused"; kind: "application" }[] =
    [];
  const submitted: { caseId: string; on: string }[] = [];
  const phones: Record<string, string> = {};

  const setClock = (isoText: string) =>
    server.clock.advance(Date.parse(isoText) - server.clock.now().getTime());
  async function api(options: CallOptions & { as?: string }) {
    const response = await call(app(), { cookie: cookies[options.as ?? "admin"], ...options });
    expect(response.statusCode, `${options.method ?? "GET"} ${options.url}: ${response.body}`).toBeLessThan(
      300,
    );
    return response.json();
  }
  const post = (url: string, body: object = {}) => api({ method: "POST", url, body });

  async function enquire(key: string, campaign: keyof typeof CAMPAIGNS, at: string, lead = key) {
    setClock(at);
    const c = CAMPAIGNS[campaign];
    const destination = campaign === "waste" ? "FR" : "GB";
    phones[lead] ??= `+91 98200 ${String(10_000 + Object.keys(phones).length).padStart(5, "0")}`;
    await api({
      method: "POST",
      url: "/api/public/enquiries",
      cookie: "",
      body: {
        name: `Client ${lead}`,
        phone: phones[lead],
        destinationCountry: destination,
        visaType: "visitor",
        priorRefusal: false,
        consent: true,
        city: c.city,
        ...(c.source ? { attribution: { source: c.source, campaign: c.campaign, term: c.term } } : {}),
      },
    });
    enquiries.push({ key, at, lead, destination, ...c });
    if (!leadIds[lead]) {
      const list = await api({ url: `/api/leads?q=${encodeURIComponent(`Client ${lead}`)}&limit=5` });
      leadIds[lead] = list.items.find((l: { name: string }) => l.name === `Client ${lead}`).id;
      leadCreated[lead] = at;
      leadAssignee[lead] = null;
    }
  }
  async function leadStatus(lead: string, status: string, at: string) {
    setClock(at);
    await post(`/api/leads/${leadIds[lead]}/status`, {
      status,
      ...(status === "lost" ? { lostReason: "Budget" } : {}),
    });
    firstContact[lead] ??= at;
  }
  async function convert(lead: string, fee: number, at: string): Promise<DealFact> {
    setClock(at);
    const { dealId } = await post(`/api/leads/${leadIds[lead]}/convert`, { feeInr: fee });
    const detail = await api({ url: `/api/deals/${dealId}` });
    const deal: DealFact = {
      lead,
      id: dealId,
      fee,
      createdAt: at,
      assignee: detail.assignee?.username ?? null,
    };
    deals.push(deal);
    return deal;
  }
  async function win(deal: DealFact, at: string) {
    setClock(at);
    const won = await post(`/api/deals/${deal.id}/win`, {});
    deal.wonAt = at;
    deal.caseId = won.caseId;
  }
  async function fileAndDecide(
    caseId: string,
    submitAt: string,
    decideAt: string,
    decision: "approved" | "refused",
    extra: object = {},
  ) {
    setClock(submitAt);
    for (const status of ["documents_pending", "documents_complete", "submitted"])
      await post(`/api/cases/${caseId}/status`, caseStatusBody(status));
    submitted.push({ caseId, on: kolkata(submitAt) });
    setClock(decideAt);
    await post(`/api/cases/${caseId}/status`, { status: "decision_pending" });
    await post(`/api/cases/${caseId}/decision`, {
      decision,
      ...(decision === "refused" ? { reasonCode: "weak_home_ties" } : {}),
      ...extra,
    });
    decisions.push({ caseId, on: kolkata(decideAt), decision, kind: "application" });
  }
  const kolkata = (isoText: string) =>
    new Date(Date.parse(isoText) + 330 * 60_000).toISOString().slice(0, 10);
  const NOW = "2026-01-20T06:00:00.000Z";

  beforeAll(async () => {
    cookies.admin = await login(app(), "admin");
    cookies.ceo = await login(app(), "ceo");
    cookies.staff1 = await login(app(), "staff1");
    // Through an invitation, as investors get their accounts (a typed password must be changed before anything else).
    cookies.investor = await createAccountByInvitation(app(), cookies.admin, {
      username: "investor1",
      name: "Angel Investor",
      role: "investor",
      password: "investor-passphrase-5151",
    });

    // January 2025: a campaign that wins, one that wastes money, and a walk-in from the home page.
    const t = (minutes: number) =>
      new Date(Date.parse("2025-01-08T06:00:00.000Z") + minutes * 60_000).toISOString();
    await enquire("A1", "uk", t(0));
    await enquire("A2", "uk", t(1));
    await enquire("A3", "uk", t(2));
    await enquire("A4", "uk", t(3));
    await enquire("B1", "waste", t(4));
    await enquire("B2", "waste", t(5));
    await enquire("B3", "waste", t(6));
    await enquire("D1", "direct", t(7));
    for (const [lead, who] of [
      ["A1", "staff1"],
      ["A2", "staff1"],
      ["A3", "staff1"],
      ["A4", "staff1"],
      ["B1", "staff2"],
    ] as const) {
      await post(`/api/leads/${leadIds[lead]}/assign`, { assignee: who });
      leadAssignee[lead] = who;
    }
    await api({ method: "PATCH", url: `/api/leads/${leadIds.A4}`, body: { nextFollowUpOn: "2025-01-09" } });

    await leadStatus("A1", "contacted", t(120)); // 2 hours
    await leadStatus("A2", "contacted", t(1 + 600)); // 10 hours
    await leadStatus("B1", "contacted", t(4 + 1800)); // 30 hours
    await leadStatus("B1", "lost", t(4 + 1900));
    await leadStatus("A1", "qualified", "2025-01-09T05:00:00.000Z");
    const a1 = await convert("A1", 40_000, "2025-01-09T06:00:00.000Z");
    await leadStatus("D1", "contacted", "2025-01-09T07:00:00.000Z");
    await leadStatus("D1", "qualified", "2025-01-09T07:30:00.000Z");
    const d1 = await convert("D1", 15_000, "2025-01-10T04:00:00.000Z");
    await win(a1, "2025-01-10T05:00:00.000Z");
    setClock("2025-01-11T05:00:00.000Z");
    await post(`/api/deals/${d1.id}/stage`, { stage: "lost", lostReason: "Price" });
    d1.lost = true;
    await enquire("A1-again", "waste", "2025-01-13T05:00:00.000Z", "A1"); // the same person again: first touch stays uk
    await fileAndDecide(
      a1.caseId as string,
      "2025-01-12T05:00:00.000Z",
      "2025-01-20T05:00:00.000Z",
      "approved",
    );

    // December 2025 and January 2026: two more wins, a refusal whose appeal deadline is near.
    await leadStatus("A2", "qualified", "2025-12-01T05:00:00.000Z");
    const a2 = await convert("A2", 20_000, "2025-12-01T06:00:00.000Z");
    await win(a2, "2025-12-05T05:00:00.000Z");
    await fileAndDecide(
      a2.caseId as string,
      "2025-12-08T05:00:00.000Z",
      "2025-12-20T05:00:00.000Z",
      "refused",
      {
        appealDeadlineOn: "2026-01-25",
      },
    );
    await leadStatus("A3", "contacted", "2026-01-13T05:00:00.000Z");
    await leadStatus("A3", "qualified", "2026-01-13T06:00:00.000Z");
    const a3 = await convert("A3", 30_000, "2026-01-14T05:00:00.000Z");
    await win(a3, "2026-01-15T05:00:00.000Z");
    await enquire("E10", "waste", "2026-01-20T04:00:00.000Z");
    setClock(NOW);
  });

  const JANUARY = "from=2025-01-01&to=2025-01-31";
  const inJanuary = (at: string) => at >= "2024-12-31T18:30:00.000Z" && at < "2025-01-31T18:30:00.000Z";

  it("lets admin and CEO read the management dashboards, refuses staff and investors; investors only theirs", async () => {
    const management = ["workflow", "overview", "analytics", "staff"];
    for (const name of management) {
      for (const who of ["admin", "ceo"])
        expect((await call(app(), { url: `/api/dashboards/${name}`, cookie: cookies[who] })).statusCode).toBe(
          200,
        );
      for (const who of ["staff1", "investor"])
        expect((await call(app(), { url: `/api/dashboards/${name}`, cookie: cookies[who] })).statusCode).toBe(
          403,
        );
      expect((await call(app(), { url: `/api/dashboards/${name}` })).statusCode).toBe(401);
    }
    for (const [who, status] of [
      ["investor", 200],
      ["ceo", 200],
      ["admin", 403],
      ["staff1", 403],
    ] as const)
      expect((await call(app(), { url: "/api/dashboards/investor", cookie: cookies[who] })).statusCode).toBe(
        status,
      );
  });

  it("refuses a bad range with a 400 that names the field", async () => {
    const reversed = await call(app(), {
      url: "/api/dashboards/analytics?from=2025-02-01&to=2025-01-01",
      cookie: cookies.admin,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain("from");
    const tooLong = await call(app(), {
      url: "/api/dashboards/staff?from=2015-01-01&to=2025-01-01",
      cookie: cookies.admin,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toHaveProperty("from");
    const badPeriod = await call(app(), { url: "/api/dashboards/analytics?by=year", cookie: cookies.admin });
    expect(badPeriod.statusCode).toBe(400);
  });

  it("computes the funnel, the states, the stuck records and the deadlines of the workflow page", async () => {
    const body = await api({ url: `/api/dashboards/workflow?${JANUARY}` });
    const step = (name: string) => body.funnel.find((f: { step: string }) => f.step === name).count;
    expect(step("enquiries")).toBe(enquiries.filter((e) => inJanuary(e.at)).length);
    expect(step("leads")).toBe(Object.values(leadCreated).filter(inJanuary).length);
    expect(step("deals")).toBe(deals.filter((d) => inJanuary(d.createdAt)).length);
    expect(step("won")).toBe(deals.filter((d) => d.wonAt && inJanuary(d.wonAt)).length);
    expect(step("cases")).toBe(deals.filter((d) => d.wonAt && inJanuary(d.wonAt)).length);
    expect(step("submitted")).toBe(submitted.filter((s) => s.on.startsWith("2025-01")).length);
    expect(step("decided")).toBe(decisions.filter((d) => d.on.startsWith("2025-01")).length);
    expect(step("approved")).toBe(
      decisions.filter((d) => d.on.startsWith("2025-01") && d.decision === "approved").length,
    );
    expect(step("delivered")).toBe(0); // no passport handed back in this file
    expect(body.funnel[4].conversion).toBeCloseTo(step("cases") / step("won"));
    expect(body.funnel[1].conversion).toBeCloseTo(step("leads") / step("enquiries"));

    // The states now, against the lists.
    const leads = (await api({ url: "/api/leads?limit=100" })).items as { status: string }[];
    for (const status of ["new", "contacted", "qualified", "converted", "lost"]) {
      const row = body.stages.find(
        (s: { record: string; status: string }) => s.record === "lead" && s.status === status,
      );
      expect(row.count, status).toBe(leads.filter((l) => l.status === status).length);
    }
    // Leads B2, B3 (new since January 2025) and A4 are stuck; E10's lead is a few hours old.
    const stuckLeads = body.stuck
      .filter((s: { record: string }) => s.record === "lead")
      .map((s: { id: string }) => s.id);
    expect(stuckLeads).toEqual(expect.arrayContaining([leadIds.B2, leadIds.B3, leadIds.A4]));
    expect(stuckLeads).not.toContain(leadIds.E10);
    const newLeads = body.stages.find(
      (s: { record: string; status: string }) => s.record === "lead" && s.status === "new",
    );
    expect(newLeads.stuck).toBe(newLeads.count - 1);
    const a4 = body.stuck.find((s: { id: string }) => s.id === leadIds.A4);
    expect(a4.assignee).toEqual({ username: "staff1", name: expect.any(String) });

    // The refusal's appeal deadline, 5 days from today (20 January 2026 in Kolkata).
    expect(body.appealDeadlines).toEqual([
      expect.objectContaining({
        caseId: deals[2]?.caseId,
        deadlineOn: "2026-01-25",
        daysLeft: 5,
        appealStarted: false,
      }),
    ]);
    // A4's follow-up (9 January 2025) is overdue, with staff1.
    expect(body.overdueFollowUps).toEqual([
      { assignee: expect.objectContaining({ username: "staff1" }), count: 1 },
    ]);
    // Approved case A1 opened a delivery awaiting the passport's return.
    expect(body.custody.find((c: { status: string }) => c.status === "awaiting_return").count).toBe(1);
    // E10's enquiry is new and nobody's; the other new enquiries too (the intake assigns nobody).
    const open = (await api({ url: "/api/enquiries?status=new&assignee=unassigned&limit=100" })).items.length;
    expect(body.unassignedEnquiries).toBe(open);
  });

  it("compares this month's won revenue with last month and the same month last year (360)", async () => {
    const body = await api({ url: "/api/dashboards/overview" });
    const wonIn = (month: string) =>
      deals.filter((d) => d.wonAt && kolkata(d.wonAt).startsWith(month)).reduce((sum, d) => sum + d.fee, 0);
    expect(body.revenue).toMatchObject({
      month: "2026-01",
      thisMonth: wonIn("2026-01"),
      lastMonth: wonIn("2025-12"),
      sameMonthLastYear: wonIn("2025-01"),
    });
    expect(body.revenue.thisMonth).toBe(30_000);
    expect(body.enquiries).toEqual({
      today: enquiries.filter((e) => kolkata(e.at) === "2026-01-20").length,
      thisWeek: enquiries.filter((e) => kolkata(e.at) >= "2026-01-19").length,
      lastWeek: enquiries.filter((e) => kolkata(e.at) >= "2026-01-12" && kolkata(e.at) < "2026-01-19").length,
    });
    const lastYear = decisions.filter((d) => d.on >= "2025-01-21");
    expect(body.approvals).toEqual({
      approved: lastYear.filter((d) => d.decision === "approved").length,
      decided: lastYear.length,
      rate: lastYear.length
        ? lastYear.filter((d) => d.decision === "approved").length / lastYear.length
        : null,
    });
    expect(body.casesAtRisk).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ caseId: deals[2]?.caseId, risk: "appeal_deadline", dueOn: "2026-01-25" }),
      ]),
    );
    const staff1 = body.workload.find(
      (w: { assignee: { username: string } | null }) => w.assignee?.username === "staff1",
    );
    expect(staff1.overdueFollowUps).toBe(1);
    expect(staff1.openLeads).toBe(1); // A4 (A1, A2, A3 converted)
    // In the 24 hours before now: E10's enquiry and lead were created.
    expect(body.sinceYesterday.created).toEqual(
      expect.arrayContaining([
        { record: "enquiry", count: 1 },
        { record: "lead", count: 1 },
      ]),
    );
  });

  it("attributes each lead and its revenue to the first enquiry it ever made, in that enquiry's range (analytics)", async () => {
    const body: AnalyticsDashboard = await api({ url: `/api/dashboards/analytics?${JANUARY}&by=month` });
    const inRange = enquiries.filter((e) => inJanuary(e.at));
    // First touch: a lead's first enquiry of all; the range counts the leads whose first enquiry is in it.
    const firstTouch = new Map<string, EnquiryFact>();
    for (const e of [...enquiries].sort((a, b) => a.at.localeCompare(b.at)))
      if (!firstTouch.has(e.lead)) firstTouch.set(e.lead, e);
    for (const [lead, e] of firstTouch) if (!inJanuary(e.at)) firstTouch.delete(lead);
    /** A key's figures by first touch, from the ledger: `keyOf` reads the dimension off an enquiry. */
    const expectedBy = (keyOf: (e: EnquiryFact) => string, key: string) => {
      const leads = [...firstTouch.values()].filter((e) => keyOf(e) === key).map((e) => e.lead);
      const theirDeals = deals.filter((d) => leads.includes(d.lead));
      const won = theirDeals.filter((d) => d.wonAt);
      const approved = decisions.filter(
        (x) => x.decision === "approved" && won.some((d) => d.caseId === x.caseId),
      ).length;
      return {
        key,
        enquiries: inRange.filter((e) => keyOf(e) === key).length,
        leads: leads.length,
        deals: theirDeals.length,
        won: won.length,
        revenueInr: won.reduce((sum, d) => sum + d.fee, 0),
        approved,
      };
    };
    const expected = (campaign: string) => expectedBy((e) => e.campaign, campaign);
    // Every dimension's every key, and nothing else: the ledger's keys are the rows.
    const dimensions: [
      keyof AnalyticsDashboard["attribution"] | "destinations" | "visaTypes",
      (e: EnquiryFact) => string,
    ][] = [
      ["source", (e) => e.source],
      ["campaign", (e) => e.campaign],
      ["keyword", (e) => e.term],
      ["city", (e) => e.city],
      ["personalisation", () => ""],
      ["destinations", (e) => e.destination],
      ["visaTypes", () => "visitor"],
    ];
    for (const [dimension, keyOf] of dimensions) {
      const rows =
        dimension === "destinations" || dimension === "visaTypes"
          ? body[dimension]
          : body.attribution[dimension];
      const keys = [...new Set(inRange.map(keyOf))].sort();
      expect(rows.map((r) => r.key).sort(), dimension).toEqual(keys);
      for (const key of keys)
        expect(
          rows.find((r) => r.key === key),
          `${dimension} ${key}`,
        ).toMatchObject(expectedBy(keyOf, key));
    }
    for (const campaign of ["uk-visitor", "cheap-visa", ""]) {
      const row = body.attribution.campaign.find((r: KeyedFigures) => r.key === campaign);
      expect(row, campaign).toMatchObject(expected(campaign));
    }
    const uk = body.attribution.campaign.find((r) => r.key === "uk-visitor");
    expect(uk?.revenuePerEnquiryInr).toBe(
      Math.round(expected("uk-visitor").revenueInr / expected("uk-visitor").enquiries),
    );
    expect(body.attribution.keyword.map((r) => r.key)).toEqual(
      expect.arrayContaining(["uk visitor visa", "cheap visa"]),
    );
    // The range's totals count by event (decision 031): January's one month row.
    expect(body.series).toHaveLength(1);
    expect(body.totals).toMatchObject({
      enquiries: body.series[0]?.enquiries,
      leads: body.series[0]?.leads,
      won: body.series[0]?.won,
      revenueInr: body.series[0]?.revenueInr,
      approved: body.series[0]?.approved,
    });
    expect(body.totals.winRate).toBeCloseTo(body.totals.won / body.totals.leads);
    expect(body.series[0]).toMatchObject({
      period: "2025-01-01",
      enquiries: inRange.length,
      leads: Object.values(leadCreated).filter(inJanuary).length,
      won: deals.filter((d) => d.wonAt && inJanuary(d.wonAt)).length,
      approved: decisions.filter((d) => d.on.startsWith("2025-01") && d.decision === "approved").length,
      revenueInr: deals.filter((d) => d.wonAt && inJanuary(d.wonAt)).reduce((s, d) => s + d.fee, 0),
    });
    const december: AnalyticsDashboard = await api({
      url: "/api/dashboards/analytics?from=2025-12-01&to=2025-12-31",
    });
    expect(december.refusalReasons).toEqual([{ code: "weak_home_ties", count: 1 }]);

    // From 12 January: A1's second enquiry (the wasteful campaign) is in the range, its first (uk) is not. The
    // enquiry counts; A1 and its revenue do not move to the campaign that merely brought them back.
    const later: AnalyticsDashboard = await api({
      url: "/api/dashboards/analytics?from=2025-01-12&to=2025-01-31",
    });
    const again = later.attribution.campaign.find((r) => r.key === "cheap-visa");
    expect(again).toMatchObject({ enquiries: 1, leads: 0, won: 0, revenueInr: 0 });
    expect(later.totals).toMatchObject({
      enquiries: 1,
      leads: Object.values(leadCreated).filter((at) => kolkata(at) >= "2025-01-12" && inJanuary(at)).length,
    });
    expect(december.series.length).toBeGreaterThanOrEqual(5); // the weeks touching December
  });

  it("measures each staff member's first-contact time, conversion and revenue (staff performance)", async () => {
    const body = await api({ url: "/api/dashboards/staff?from=2025-01-01&to=2026-01-20" });
    for (const username of ["staff1", "staff2"]) {
      const mine = Object.keys(leadIds).filter((lead) => leadAssignee[lead] === username);
      const hours = mine
        .filter((lead) => firstContact[lead])
        .map(
          (lead) =>
            (Date.parse(firstContact[lead] as string) - Date.parse(leadCreated[lead] as string)) / 3_600_000,
        )
        .sort((a, b) => a - b);
      const median =
        hours.length === 0
          ? null
          : hours.length % 2
            ? (hours[(hours.length - 1) / 2] as number)
            : ((hours[hours.length / 2 - 1] as number) + (hours[hours.length / 2] as number)) / 2;
      const row = body.staff.find((s: { username: string }) => s.username === username);
      expect(row.leads, username).toBe(mine.length);
      expect(row.medianFirstContactHours, username).toBeCloseTo(median as number, 1);
      const theirDeals = deals.filter((d) => mine.includes(d.lead));
      expect(row.deals).toBe(new Set(theirDeals.map((d) => d.lead)).size);
      expect(row.won).toBe(new Set(theirDeals.filter((d) => d.wonAt).map((d) => d.lead)).size);
      expect(row.revenueInr).toBe(
        deals.filter((d) => d.wonAt && d.assignee === username).reduce((s, d) => s + d.fee, 0),
      );
      // Enquiries follow their lead's assignee; a case is its deal's assignee's (the range holds every date here).
      expect(row.enquiries, username).toBe(enquiries.filter((e) => leadAssignee[e.lead] === username).length);
      const theirs = (caseId: string) => deals.find((d) => d.caseId === caseId)?.assignee === username;
      expect(row.casesFiled, username).toBe(submitted.filter((x) => theirs(x.caseId)).length);
      const decided = decisions.filter((x) => theirs(x.caseId));
      expect(row.decided, username).toBe(decided.length);
      expect(row.approved, username).toBe(decided.filter((x) => x.decision === "approved").length);
      expect(row.approvalRate, username).toBe(
        decided.length ? decided.filter((x) => x.decision === "approved").length / decided.length : null,
      );
    }
    const staff1 = body.staff.find((s: { username: string }) => s.username === "staff1");
    expect(staff1.contacted).toBe(3); // A1 after 2 h, A2 after 10 h, A3 a year later
    expect(staff1.overdueFollowUps).toBe(1);
  });

  it("gives investors monthly revenue, growth and measured rates, and no personal data at all", async () => {
    const response = await call(app(), { url: "/api/dashboards/investor", cookie: cookies.investor });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.months).toHaveLength(24);
    const month = (m: string) => body.months.find((x: { month: string }) => x.month === m);
    const wonIn = (m: string) =>
      deals.filter((d) => d.wonAt && kolkata(d.wonAt).startsWith(m)).reduce((sum, d) => sum + d.fee, 0);
    expect(month("2026-01").revenueInr).toBe(wonIn("2026-01"));
    expect(month("2025-12").revenueInr).toBe(wonIn("2025-12"));
    expect(month("2026-01").growth).toBeCloseTo(wonIn("2026-01") / wonIn("2025-12") - 1, 3);
    expect(month("2025-01").casesFiled).toBe(submitted.filter((s) => s.on.startsWith("2025-01")).length);
    const approved = decisions.filter((d) => d.decision === "approved").length;
    expect(body.approvals).toEqual({
      approved,
      decided: decisions.length,
      rate: approved / decisions.length,
    });
    expect(body.appeals).toEqual({ won: 0, decided: 0, rate: null, claimedRate: 0.95 }); // no appeal in this file
    // Clients with an application case, per destination: the won deals' leads, by the country they asked about.
    const clients = new Map<string, Set<string>>();
    for (const d of deals.filter((x) => x.wonAt)) {
      const country = enquiries.find((e) => e.lead === d.lead)?.destination as string;
      clients.set(country, (clients.get(country) ?? new Set()).add(d.lead));
    }
    expect(body.clientsByDestination).toEqual(
      [...clients].map(([country, leads]) => ({ country, clients: leads.size })),
    );

    // No name, phone, email or case number anywhere in the answer, and only the keys the schema allows.
    const cases = (await api({ url: "/api/cases?limit=100" })).items as {
      caseNumber: string;
      clientName: string;
    }[];
    const leads = (await api({ url: "/api/leads?limit=100" })).items as {
      name: string;
      phone: string | null;
      email: string | null;
    }[];
    const personal = [
      ...cases.flatMap((c) => [c.caseNumber, c.clientName]),
      ...leads.flatMap((l) => [l.name, l.phone, l.email]),
      "Angel Investor",
      "investor1",
      "staff1",
    ].filter((v): v is string => typeof v === "string" && v.length > 0);
    expect(cases.length).toBeGreaterThan(0);
    for (const value of personal) expect(response.body).not.toContain(value);
    expect(response.body).not.toMatch(/VC-\d{4}-\d+|\+91|@|"name"|"phone"|"email"|"username"/);
    const keys = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object")
        for (const [k, v] of Object.entries(value)) {
          keys.add(k);
          walk(v);
        }
    };
    walk(body);
    expect([...keys].sort()).toEqual(
      [
        "asOf",
        "months",
        "month",
        "revenueInr",
        "growth",
        "casesFiled",
        "decided",
        "approved",
        "approvals",
        "rate",
        "appeals",
        "won",
        "claimedRate",
        "clientsByDestination",
        "country",
        "clients",
      ].sort(),
    );
  });
});
