import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { onePagePdf } from "#documents/test-files.ts";
import { rowsOf } from "#jobs/rows.ts";
import { contractOf, enableContractCheck } from "#routes/openapi.ts";
import { caseStatusBody } from "#test/case-steps.ts";
import { type CallOptions, call, login, useTestServer } from "#test/test-server.ts";

// Walks every API route of the server with real requests and checks each answer against its contract (the zod
// schema the route declares). Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

/** "METHOD /url" of every API route the server registered (HEAD aside). */
function apiRoutes(app: FastifyInstance): string[] {
  return app.registeredRoutes
    .filter((route) => route.url.startsWith("/api/"))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((m) => `${m} ${route.url}`),
    )
    .filter((key) => !key.startsWith("HEAD "));
}

describe("every route answers as its contract says", () => {
  const server = useTestServer({
    config: (base) => ({
      ...base,
      limits: { intakePerHour: 1000, clientErrorsPerHour: 30 },
      extraRoutes: (app) => {
        enableContractCheck(app);
      },
    }),
  });
  const app = () => server.app;
  let admin = "";

  async function ok(options: CallOptions): Promise<LightMyRequestResponse> {
    const response = await call(app(), { cookie: admin, ...options });
    expect(response.statusCode, `${options.method ?? "GET"} ${options.url}: ${response.body}`).toBeLessThan(
      300,
    );
    return response;
  }
  const post = (url: string, body: object = {}, cookie = admin) => ok({ method: "POST", url, body, cookie });
  const patch = (url: string, body: object) => ok({ method: "PATCH", url, body });
  const put = (url: string, body: object) => ok({ method: "PUT", url, body });
  const get = (url: string, cookie = admin) => ok({ url, cookie });

  it("declares a contract on every route", () => {
    const without = app()
      .registeredRoutes.filter((route) => route.url.startsWith("/api/") && !contractOf(route))
      .map((route) => `${route.method} ${route.url}`);
    expect(without).toEqual([]);
  });

  it("answers every route with what its contract promises", async () => {
    await get("/api/health", "");
    await get("/api/health/live", "");
    await get("/api/health/ready", "");
    await get("/api/auth/login-options", "");
    admin = await login(app(), "admin");
    await get("/api/auth/me");
    await get("/api/openapi.json", "");

    // The destinations' public labels (admins keep them fresh).
    await get("/api/country-labels");
    await ok({
      method: "PUT",
      url: "/api/country-labels/GB",
      body: { successRate: "96%", slotAvailability: "Slots this week", biometricWait: "3-5 days" },
    });

    // The public intake, enquiries and leads.
    await post("/api/public/enquiries", {
      name: "Asha Rao",
      phone: "+91 98100 00001",
      destinationCountry: "CA",
      visaType: "student",
      priorRefusal: false,
      consent: true,
    });
    const enquiry = (
      await post("/api/enquiries", { channel: "walk_in", name: "Walk In", phone: "+91 98100 00002" })
    ).json();
    await get("/api/enquiries");
    await get(`/api/enquiries/${enquiry.id}`);
    await patch(`/api/enquiries/${enquiry.id}`, { city: "Pune" });
    await post(`/api/enquiries/${enquiry.id}/status`, { status: "in_progress" });
    await post(`/api/enquiries/${enquiry.id}/assign`, { assignee: "staff1" });
    await post(`/api/enquiries/${enquiry.id}/notes`, { text: "Called back" });

    const lead = (
      await post("/api/leads", {
        name: "Ravi Kumar",
        phone: "+91 98100 00003",
        destinationCountry: "GB",
        visaType: "visitor",
      })
    ).json();
    await get("/api/leads");
    await get(`/api/leads/${lead.id}`);
    await patch(`/api/leads/${lead.id}`, { nextFollowUpOn: "2025-01-10" });
    await post(`/api/leads/${lead.id}/assign`, { assignee: null });
    await post(`/api/leads/${lead.id}/notes`, { text: "Wants a quote", kind: "call" });
    await post(`/api/leads/${lead.id}/status`, { status: "contacted" });
    await post(`/api/leads/${lead.id}/status`, { status: "qualified" });
    await post("/api/leads/import", { csv: "name,phone\nImported One,+91 98100 00004\n" });
    const { dealId } = (await post(`/api/leads/${lead.id}/convert`, { feeInr: 35_000 })).json();

    // Deals, customers, cases, checklists, deliveries.
    const second = (await post("/api/deals", { leadId: lead.id, feeInr: 20_000 })).json();
    await get("/api/deals");
    await get(`/api/deals/${dealId}`);
    await patch(`/api/deals/${dealId}`, { feeInr: 36_000 });
    await post(`/api/deals/${dealId}/stage`, { stage: "negotiating" });
    await post(`/api/deals/${dealId}/assign`, { assignee: "staff2" });
    await post(`/api/deals/${dealId}/notes`, { text: "Agreed the fee" });
    const won = (await post(`/api/deals/${dealId}/win`, {})).json();
    await post(`/api/deals/${second.id}/stage`, { stage: "lost", lostReason: "Chose the first offer" });

    const customer = (await post("/api/customers", { name: "Old Client", phone: "+91 98100 00005" })).json();
    await get("/api/customers");
    await get("/api/search?q=ravi");
    await get(`/api/customers/${won.customerId}`);
    // A portal account by invitation: the link is read, then used once to choose the password.
    const invited = (
      await post("/api/users", { username: "contract-cust", name: "Portal", role: "customer" })
    ).json();
    const token = String(invited.invitation.path).split("#invite=")[1];
    await post("/api/auth/invitations/lookup", { token }, "");
    await post("/api/auth/invitations/accept", { token, password: "portal-passphrase-6161" }, "");
    await post("/api/users/contract-cust/invitation");
    await post("/api/users/contract-cust/customers", { customerId: won.customerId });
    await patch(`/api/customers/${won.customerId}`, { city: "Pune" });
    await post(`/api/customers/${won.customerId}/assign`, { assignee: "staff1" });
    await post(`/api/customers/${won.customerId}/notes`, { text: "Prefers WhatsApp" });
    await post(`/api/customers/${customer.id}/status`, { status: "archived" });

    const filing = (
      await post("/api/cases", { customerId: won.customerId, destinationCountry: "IE", visaType: "student" })
    ).json();
    await get("/api/cases");
    await get(`/api/cases/${won.caseId}`);
    await patch(`/api/cases/${won.caseId}`, { appointmentOn: "2025-02-03" });
    await post(`/api/cases/${won.caseId}/checklist`, { name: "Cover letter" });
    await post(`/api/cases/${won.caseId}/checklist/apply`, {});
    await get("/api/checklist-templates");
    await put("/api/checklist-templates/IE/student", { items: [{ name: "Passport" }] });
    await get("/api/cases?deadlineWithinDays=7");
    const itemId = (await get(`/api/cases/${won.caseId}`)).json().checklist[0].id;
    await post(`/api/cases/${won.caseId}/checklist/${itemId}/status`, { status: "received" });
    await post(`/api/cases/${won.caseId}/assign`, { assignee: "staff1" });
    await post(`/api/cases/${won.caseId}/notes`, { text: "Documents are in", visibleToClient: true });
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"]) {
      await post(`/api/cases/${won.caseId}/status`, caseStatusBody(status));
      await post(`/api/cases/${filing.id}/status`, caseStatusBody(status));
    }
    const { deliveryId } = (await post(`/api/cases/${won.caseId}/decision`, { decision: "approved" })).json();
    await post(`/api/cases/${filing.id}/decision`, { decision: "refused", reasonCode: "weak_home_ties" });
    await post(`/api/cases/${filing.id}/appeal`, {});

    await get("/api/deliveries");
    await get(`/api/deliveries/${deliveryId}`);
    await patch(`/api/deliveries/${deliveryId}`, { courier: "Blue Dart" });
    await post(`/api/deliveries/${deliveryId}/status`, { status: "ready", holder: "VisaDesk Pune office" });
    await get("/api/deliveries/custody");
    await post(`/api/deliveries/${deliveryId}/assign`, { assignee: null });
    await post(`/api/deliveries/${deliveryId}/notes`, { text: "Client collects on Monday" });
    // A delivery opened by hand, for an approved case that has none (approved before deliveries were opened).
    const other = (
      await post("/api/cases", { customerId: won.customerId, destinationCountry: "GB", visaType: "visitor" })
    ).json();
    await app().database.db.execute(
      (await import("drizzle-orm"))
        .sql`update cases set status = 'decided', decision = 'approved' where id = ${other.id}`,
    );
    await post("/api/deliveries", { caseId: other.id, method: "office_pickup" });

    // The customer's portal.
    const customerCookie = await login(app(), "contract-cust", "portal-passphrase-6161");
    await get("/api/me/cases", customerCookie);
    await get(`/api/me/cases/${won.caseId}`, customerCookie);
    await get("/api/me/deliveries", customerCookie);
    await get(`/api/me/deliveries/${deliveryId}`, customerCookie);

    // Documents: the client uploads one (the file itself, not JSON), staff list, download and verify it.
    const uploadItem = (await get(`/api/cases/${won.caseId}`)).json().checklist[1].id;
    const uploaded = await app().inject({
      method: "POST",
      url: `/api/cases/${won.caseId}/checklist/${uploadItem}/documents?name=passport.pdf`,
      headers: {
        origin: "http://localhost",
        cookie: customerCookie,
        "content-type": "application/octet-stream",
      },
      payload: await onePagePdf(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await get(`/api/cases/${won.caseId}/documents`, customerCookie);
    await get(`/api/documents/${uploaded.json().id}/file`);
    await post(`/api/documents/${uploaded.json().id}/review`, { decision: "verified" });

    // Exports, audit, client errors, accounts.
    for (const resource of ["enquiries", "leads", "deals", "customers", "cases", "deliveries"])
      await get(`/api/${resource}/export.csv`);
    await get("/api/audit");
    // Failed background jobs: two made failed by hand, one retried and one discarded.
    const failedIds: string[] = [];
    for (const _ of [1, 2]) {
      const [row] = await rowsOf<{ id: string }>(
        app().database.db,
        sql`insert into pgboss.job (name, state, data, output, completed_on)
            values ('dashboard-rollups', 'failed', '{}', '{"message":"the fold failed"}', now()) returning id`,
      );
      failedIds.push(row?.id ?? "");
    }
    await get("/api/jobs/failed");
    await post(`/api/jobs/failed/dashboard-rollups/${failedIds[0]}/retry`, {});
    await post(`/api/jobs/failed/dashboard-rollups/${failedIds[1]}/discard`, {});

    // The dashboards (the management ones as admin, the investors' as the CEO).
    await get("/api/dashboards/workflow?from=2025-01-01&to=2025-01-31&by=week");
    await get("/api/dashboards/overview");
    await get("/api/dashboards/analytics?from=2024-12-01&to=2025-01-31&by=month");
    await get("/api/dashboards/staff");
    await get("/api/dashboards/investor", await login(app(), "ceo"));
    await get("/api/my-day");
    await get("/api/my-day", await login(app(), "staff1"));
    await post(
      "/api/client-errors",
      {
        app: "crm",
        name: "TypeError",
        message: "x is undefined",
        path: "/crm",
        occurredAt: "2025-01-06T09:00:00.000Z",
      },
      "",
    );
    await get("/api/client-errors");
    await get("/api/users");
    const linkable = (await post("/api/customers", { name: "Link Me", phone: "+91 98100 00006" })).json();
    await post("/api/users", { username: "contract-link", name: "Link Me", role: "customer" });
    await post("/api/users/contract-link/customers", { customerId: linkable.id });
    await get("/api/staff");
    await post("/api/staff/reassign", { from: "staff1", to: "staff2" });
    await post("/api/users", {
      username: "contract-staff",
      name: "Contract",
      role: "staff",
      password: "first-passphrase-8080",
    });
    await patch("/api/users/contract-staff", { name: "Contract Staff" });
    await post("/api/users/contract-staff/reset-password", { password: "second-passphrase-8181" });
    const staff = await login(app(), "contract-staff", "second-passphrase-8181");
    await post(
      "/api/users/me/password",
      { currentPassword: "second-passphrase-8181", newPassword: "third-passphrase-8282" },
      staff,
    );
    await post("/api/auth/logout", {}, staff);

    const check = app().contractCheck;
    if (!check) throw new Error("the contract check is not on");
    expect(check.mismatches).toEqual([]);
    const answered = new Set(
      [...check.answered]
        .filter((entry) => Number(entry.split(" ")[2]) < 300)
        .map((entry) => entry.split(" ").slice(0, 2).join(" ")),
    );
    expect(apiRoutes(app()).filter((route) => !answered.has(route))).toEqual([]);
    // And every JSON answer was really parsed with its schema (CSV and empty answers have none).
    const json = app()
      .registeredRoutes.filter((route) => route.url.startsWith("/api/") && route.method !== "HEAD")
      .filter((route) =>
        Object.values(contractOf(route)?.response ?? {}).some((s) => s !== null && typeof s === "object"),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(json.filter((route) => !check.checked.has(route))).toEqual([]);
  });

  it("publishes an OpenAPI document listing every route, generated from the contracts", async () => {
    const response = await call(app(), { url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    const listed = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(listed.sort()).toEqual(apiRoutes(app()).sort());
    // Bodies and answers are shared components, referenced by $ref (what client generators name their types after).
    const schemaOf = (ref: { $ref: string }) =>
      document.components.schemas[ref.$ref.split("/").at(-1) as string];
    const deal = document.paths["/api/deals/{id}"].get;
    expect(deal.operationId).toBe("getDealsById");
    expect(schemaOf(deal.responses["200"].content["application/json"].schema).properties).toHaveProperty(
      "feeInr",
    );
    expect(deal.parameters[0]).toMatchObject({ name: "id", in: "path", schema: { format: "uuid" } });
    expect(deal.security).toEqual([{ session: [] }]);
    expect(deal.responses["404"]).toEqual({ $ref: "#/components/responses/Error404" });
    const createLead = document.paths["/api/leads"].post;
    expect(schemaOf(createLead.requestBody.content["application/json"].schema).required).toContain("name");
    expect(document.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(document.components.responses.Error401.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ApiError",
    });
    expect(document.paths["/api/public/enquiries"]?.post?.security ?? []).toEqual([]);
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
  });
});
