import type { MyDay, OverviewDashboard } from "@visadesk/contracts/dashboards";
import { beforeAll, describe, expect, it } from "vitest";
import { onePagePdf } from "#documents/test-files.ts";
import { caseStatusBody } from "#test/case-steps.ts";
import {
  type CallOptions,
  call,
  createAccountByInvitation,
  login,
  useTestServer,
} from "#test/test-server.ts";

// My day's API: a staff member sees the documents clients uploaded to their open cases and their cases' coming
// deadlines and dates; an admin or the CEO also sees the open work nobody has, counted exactly as the 360
// dashboard's "Nobody" row. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

describe("My day", () => {
  const server = useTestServer({
    config: (base) => ({
      ...base,
      limits: { intakePerHour: 1000, clientErrorsPerHour: 30 },
      auth: { ...base.auth, idleTimeoutMs: 10 ** 12, absoluteTimeoutMs: 10 ** 12 },
    }),
  });
  const cookies: Record<string, string> = {};
  let caseId = "";
  let refusedId = "";
  async function api(options: CallOptions & { as?: string }) {
    const response = await call(server.app, { cookie: cookies[options.as ?? "admin"], ...options });
    expect(response.statusCode, `${options.method ?? "GET"} ${options.url}: ${response.body}`).toBeLessThan(
      300,
    );
    return response.json();
  }
  const post = (url: string, body: object = {}) => api({ method: "POST", url, body });
  /** A won client assigned to staff1; answers the filing case and the customer. */
  async function wonClient(name: string, phone: string) {
    const lead = await post("/api/leads", { name, phone, destinationCountry: "GB", visaType: "visitor" });
    await post(`/api/leads/${lead.id}/assign`, { assignee: "staff1" });
    await post(`/api/leads/${lead.id}/status`, { status: "qualified" });
    const { dealId } = await post(`/api/leads/${lead.id}/convert`, { feeInr: 30_000 });
    return (await post(`/api/deals/${dealId}/win`, {})) as { caseId: string; customerId: string };
  }

  beforeAll(async () => {
    cookies.admin = await login(server.app, "admin");
    cookies.staff1 = await login(server.app, "staff1");
    // Today is 6 January 2025 (the test clock). One case with an appointment in 5 days and biometrics in 9.
    const won = await wonClient("Asha Rao", "+91 98200 51001");
    caseId = won.caseId;
    await api({
      method: "PATCH",
      url: `/api/cases/${caseId}`,
      body: { appointmentOn: "2025-01-11", biometricsOn: "2025-01-15" },
    });
    // The client uploads a document on the portal.
    cookies.client = await createAccountByInvitation(server.app, cookies.admin ?? "", {
      username: "asha-portal",
      name: "Asha Rao",
      role: "customer",
      password: "portal-passphrase-7171",
    });
    await api({
      method: "POST",
      url: "/api/users/asha-portal/customers",
      body: { customerId: won.customerId },
    });
    const item = (await api({ url: `/api/cases/${caseId}` })).checklist[0].id;
    const uploaded = await server.app.inject({
      method: "POST",
      url: `/api/cases/${caseId}/checklist/${item}/documents?name=passport.pdf`,
      headers: {
        origin: "http://localhost",
        cookie: cookies.client,
        "content-type": "application/octet-stream",
      },
      payload: await onePagePdf(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    // A refused case whose appeal deadline is in 3 days, with no appeal started.
    const refused = await wonClient("Vikram Shah", "+91 98200 51002");
    refusedId = refused.caseId;
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"])
      await post(`/api/cases/${refusedId}/status`, caseStatusBody(status));
    await post(`/api/cases/${refusedId}/decision`, {
      decision: "refused",
      reasonCode: "weak_home_ties",
      appealDeadlineOn: "2025-01-09",
    });
    // Work nobody has: an enquiry (and its lead) from the public form, and a case taken off its owner.
    await api({
      method: "POST",
      url: "/api/public/enquiries",
      cookie: "",
      body: {
        name: "Nobody's Client",
        phone: "+91 98200 51003",
        destinationCountry: "CA",
        visaType: "student",
        priorRefusal: false,
        consent: true,
      },
    });
    const third = await wonClient("Meera Iyer", "+91 98200 51004");
    await post(`/api/cases/${third.caseId}/assign`, { assignee: null });
  });

  it("shows staff their cases' client uploads awaiting review and their coming deadlines and dates", async () => {
    const day: MyDay = await api({ url: "/api/my-day", as: "staff1" });
    expect(day.today).toBe("2025-01-06");
    expect(day.unowned).toBeNull();
    expect(day.documentsToReview).toEqual([
      expect.objectContaining({ caseId, clientName: "Asha Rao", documents: 1 }),
    ]);
    expect(day.keyDates.map((d) => [d.kind, d.on, d.clientName])).toEqual([
      ["appeal_deadline", "2025-01-09", "Vikram Shah"],
      ["appointment", "2025-01-11", "Asha Rao"],
      ["biometrics", "2025-01-15", "Asha Rao"],
    ]);
    // Another person's day holds none of it.
    cookies.staff2 = await login(server.app, "staff2");
    const theirs: MyDay = await api({ url: "/api/my-day", as: "staff2" });
    expect([theirs.documentsToReview, theirs.keyDates]).toEqual([[], []]);
  });

  it("drops an upload once reviewed and a deadline once the appeal is started", async () => {
    const { documents } = await api({ url: `/api/cases/${caseId}/documents` });
    await post(`/api/documents/${documents[0].id}/review`, { decision: "verified" });
    await post(`/api/cases/${refusedId}/appeal`, {});
    const day: MyDay = await api({ url: "/api/my-day", as: "staff1" });
    expect(day.documentsToReview).toEqual([]);
    expect(day.keyDates.map((d) => d.kind)).toEqual(["appointment", "biometrics"]);
  });

  it("shows admins the open work nobody has, as the 360 dashboard counts it", async () => {
    const day: MyDay = await api({ url: "/api/my-day" });
    const overview: OverviewDashboard = await api({ url: "/api/dashboards/overview" });
    const nobody = overview.workload.find((w) => w.assignee === null);
    expect(day.unowned).toEqual({
      enquiries: nobody?.openEnquiries,
      leads: nobody?.openLeads,
      cases: nobody?.openCases,
    });
    expect(day.unowned).toMatchObject({ leads: 1, cases: 1 });
    expect(day.unowned?.enquiries).toBeGreaterThan(0);
  });
});
