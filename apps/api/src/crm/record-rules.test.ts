import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { caseStatusBody } from "#test/case-steps.ts";
import { call, createAccountByInvitation, login, useTestServer } from "#test/test-server.ts";

// One test per fault the CRM API had before its records shared one set of operations and one visibility rule.

async function post(app: FastifyInstance, url: string, cookie: string, body: object = {}) {
  return call(app, { method: "POST", url, cookie, body });
}

describe("the CRM's record rules", () => {
  const server = useTestServer();
  const app = () => server.app;
  const cookies: Record<string, string> = {};
  let n = 0;
  const phone = () => `+91 97${String(10_000_000 + n++).padStart(8, "0")}`;
  const admin = () => cookies.admin as string;

  beforeAll(async () => {
    cookies.admin = await login(app(), "admin");
    cookies.staff1 = await login(app(), "staff1");
    cookies.staff2 = await login(app(), "staff2");
  });

  /** A won deal's case, assigned to `assignee`, moved to `decision_pending`. */
  async function pendingCase(assignee: string | null = null) {
    const lead = await post(app(), "/api/leads", admin(), {
      name: "Meera Iyer",
      phone: phone(),
      destinationCountry: "CA",
      visaType: "visitor",
      assignee,
    });
    expect(lead.statusCode, lead.body).toBe(201);
    for (const status of ["contacted", "qualified"])
      await post(app(), `/api/leads/${lead.json().id}/status`, admin(), { status });
    const { dealId } = (
      await post(app(), `/api/leads/${lead.json().id}/convert`, admin(), { feeInr: 25_000 })
    ).json();
    const won = (await post(app(), `/api/deals/${dealId}/win`, admin())).json();
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"])
      await post(app(), `/api/cases/${won.caseId}/status`, admin(), caseStatusBody(status));
    return {
      leadId: lead.json().id as string,
      caseId: won.caseId as string,
      customerId: won.customerId as string,
    };
  }

  async function refusedCase(assignee: string | null) {
    const made = await pendingCase(assignee);
    const refused = await post(app(), `/api/cases/${made.caseId}/decision`, admin(), {
      decision: "refused",
      reasonCode: "weak_home_ties",
    });
    expect(refused.statusCode, refused.body).toBe(200);
    return made;
  }

  it("does not let staff open an appeal deal on another staff member's refused case", async () => {
    const theirs = await refusedCase("staff2");
    const mine = await post(app(), "/api/leads", cookies.staff1 as string, {
      name: "Prakash Rao",
      phone: phone(),
      destinationCountry: "CA",
      visaType: "visitor",
    });
    const probe = await post(app(), "/api/deals", cookies.staff1 as string, {
      leadId: mine.json().id,
      service: "refusal_appeal",
      feeInr: 15_000,
      appealOfCaseId: theirs.caseId,
    });
    expect(probe.statusCode).toBe(400);
    expect(probe.json().error.fields).toEqual({ appealOfCaseId: "no such case" });
    // Their own refused case is fine.
    const own = await refusedCase("staff1");
    const allowed = await post(app(), "/api/deals", cookies.staff1 as string, {
      leadId: mine.json().id,
      service: "refusal_appeal",
      feeInr: 15_000,
      appealOfCaseId: own.caseId,
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it("keeps staff comments off the customer's portal unless marked for the client", async () => {
    await createAccountByInvitation(app(), admin(), {
      username: "portal-notes",
      name: "Portal Notes",
      role: "customer",
      password: "external-passphrase-77",
    });
    const made = await pendingCase();
    await post(app(), "/api/users/portal-notes/customers", admin(), { customerId: made.customerId });
    const detail = (await call(app(), { url: `/api/cases/${made.caseId}`, cookie: admin() })).json();
    const itemId = detail.checklist[0].id;
    await post(app(), `/api/cases/${made.caseId}/checklist/${itemId}/status`, admin(), {
      status: "received",
      note: "internal: scan is blurry, chase the client",
    });
    await post(app(), `/api/cases/${made.caseId}/checklist`, admin(), {
      name: "Cover letter",
      note: "internal: ask for the long version",
    });
    await post(app(), `/api/cases/${made.caseId}/notes`, admin(), {
      text: "For you: all documents are in",
      visibleToClient: true,
    });
    await post(app(), `/api/cases/${made.caseId}/decision`, admin(), {
      decision: "approved",
      note: "internal: approved faster than usual",
    });
    const customer = await login(app(), "portal-notes", "external-passphrase-77");
    const portal = await call(app(), { url: `/api/me/cases/${made.caseId}`, cookie: customer });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).not.toContain("internal:");
    expect(portal.body).toContain("For you: all documents are in");
    expect(portal.json().timeline.some((a: { details: { to?: string } }) => a.details.to === "decided")).toBe(
      true,
    );
    // Staff still see every comment, as its own note entry.
    const staffView = await call(app(), { url: `/api/cases/${made.caseId}`, cookie: admin() });
    expect(staffView.body).toContain("internal: approved faster than usual");
    expect(staffView.body).toContain("internal: scan is blurry");
  });

  it("gives a delivery opened by hand its first custody entry, as a decision does", async () => {
    const made = await pendingCase();
    await post(app(), `/api/cases/${made.caseId}/decision`, admin(), { decision: "approved" });
    const byDecision = (await call(app(), { url: `/api/cases/${made.caseId}`, cookie: admin() })).json();
    const opened = (
      await call(app(), { url: `/api/deliveries/${byDecision.deliveryId}`, cookie: admin() })
    ).json();
    expect(opened.custody).toHaveLength(1);
    // A case approved before decisions opened deliveries (written straight to the table): staff open it by hand.
    const other = await pendingCase();
    await app().database.db.execute(
      sql`update cases set status = 'decided', decision = 'approved' where id = ${other.caseId}`,
    );
    const manual = await post(app(), "/api/deliveries", admin(), {
      caseId: other.caseId,
      method: "office_pickup",
      holder: "VisaDesk Pune office",
    });
    expect(manual.statusCode, manual.body).toBe(201);
    expect(manual.json().custody).toEqual([
      expect.objectContaining({
        status: "awaiting_return",
        holder: "VisaDesk Pune office",
        recordedBy: "admin",
      }),
    ]);
  });

  it("opens every deal through one path with the same checks", async () => {
    const bare = await post(app(), "/api/leads", admin(), { name: "No Destination", phone: phone() });
    const direct = await post(app(), "/api/deals", admin(), { leadId: bare.json().id, feeInr: 20_000 });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().error.fields).toEqual({
      visaType: "is required (the lead has none)",
      destinationCountry: "is required (the lead has none)",
    });
    const staffOther = await post(app(), "/api/leads", admin(), {
      name: "Someone Else's",
      phone: phone(),
      visaType: "student",
      destinationCountry: "GB",
      assignee: "staff2",
    });
    const probe = await post(app(), "/api/deals", cookies.staff1 as string, {
      leadId: staffOther.json().id,
      feeInr: 20_000,
    });
    expect(probe.statusCode).toBe(400);
    expect(probe.json().error.fields).toEqual({ leadId: "no such lead" });
  });

  it("renames the client on the customer's cases and delivery", async () => {
    const made = await pendingCase();
    const decided = await post(app(), `/api/cases/${made.caseId}/decision`, admin(), {
      decision: "approved",
    });
    const deliveryId = decided.json().deliveryId;
    const renamed = await call(app(), {
      method: "PATCH",
      url: `/api/customers/${made.customerId}`,
      cookie: admin(),
      body: { name: "Meera Iyer-Shah" },
    });
    expect(renamed.statusCode).toBe(200);
    const delivery = (await call(app(), { url: `/api/deliveries/${deliveryId}`, cookie: admin() })).json();
    expect(delivery.clientName).toBe("Meera Iyer-Shah");
    const filing = (await call(app(), { url: `/api/cases/${made.caseId}`, cookie: admin() })).json();
    expect(filing.clientName).toBe("Meera Iyer-Shah");
  });

  it("answers a phone another lead has with a 409 naming the field and that lead", async () => {
    const number = phone();
    const first = await post(app(), "/api/leads", admin(), { name: "First Holder", phone: number });
    const again = await post(app(), "/api/leads", admin(), { name: "Second Holder", phone: number });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "duplicate",
      fields: { phone: "Another lead already has this phone number" },
      conflict: { resource: "lead", id: first.json().id, field: "phone" },
    });
    const other = await post(app(), "/api/leads", admin(), { name: "Other", phone: phone() });
    const edited = await call(app(), {
      method: "PATCH",
      url: `/api/leads/${other.json().id}`,
      cookie: admin(),
      body: { phone: number },
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().error.conflict).toEqual({ resource: "lead", id: first.json().id, field: "phone" });
  });

  it("answers a portal account already linked to another customer with a 409", async () => {
    await post(app(), "/api/users", admin(), {
      username: "portal-twice",
      name: "Portal Twice",
      role: "customer",
      password: "external-passphrase-77",
    });
    const a = await post(app(), "/api/customers", admin(), { name: "Customer A", phone: phone() });
    const b = await post(app(), "/api/customers", admin(), { name: "Customer B", phone: phone() });
    const link = (id: string) =>
      post(app(), "/api/users/portal-twice/customers", admin(), { customerId: id });
    expect((await link(a.json().id)).statusCode).toBe(200);
    const second = await link(b.json().id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe("This account is already linked to another customer");
  });

  it("stores timeline entries as data: fields with before and after, amounts in rupees", async () => {
    const lead = await post(app(), "/api/leads", admin(), {
      name: "Data Entry",
      phone: phone(),
      visaType: "business",
      destinationCountry: "DE",
      nextFollowUpOn: "2026-11-20",
    });
    const moved = await call(app(), {
      method: "PATCH",
      url: `/api/leads/${lead.json().id}`,
      cookie: admin(),
      body: { nextFollowUpOn: "2026-11-24" },
    });
    const entry = moved.json().timeline.at(-1);
    expect(entry).toMatchObject({
      kind: "update",
      details: { changes: [{ field: "nextFollowUpOn", from: "2026-11-20", to: "2026-11-24" }] },
    });
    expect(entry.text).not.toContain("nextFollowUpOn");
    const deal = await post(app(), "/api/deals", admin(), { leadId: lead.json().id, feeInr: 35_000 });
    expect(deal.json().timeline[0]).toMatchObject({ kind: "created", details: { amountInr: 35_000 } });
  });

  it("refuses a status the contracts do not list, in the database itself", async () => {
    const lead = await post(app(), "/api/leads", admin(), { name: "Checked", phone: phone() });
    await expect(
      app().database.db.execute(sql`update leads set status = 'bogus' where id = ${lead.json().id}`),
    ).rejects.toThrow();
    await expect(
      app().database.db.execute(
        sql`update activities set kind = 'whatever' where record_id = ${lead.json().id}`,
      ),
    ).rejects.toThrow();
  });
});
