import { DEAL_TRANSITIONS, ENQUIRY_TRANSITIONS, LEAD_TRANSITIONS } from "@visadesk/contracts/workflow";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { cases, customers, deals, deliveries, enquiries, leads } from "#db/schema.ts";
import { caseStatusBody } from "#test/case-steps.ts";
import { call, createAccountByInvitation, login, useTestServer } from "#test/test-server.ts";

const intakeBody = (phone: string, extra: object = {}) => ({
  name: "Asha Rao",
  phone,
  destinationCountry: "CA",
  visaType: "student",
  priorRefusal: false,
  consent: true,
  city: "Pune",
  attribution: { source: "google", campaign: "canada-student", gclid: "abc" },
  ...extra,
});

async function post(app: FastifyInstance, url: string, cookie: string, body: object) {
  return call(app, { method: "POST", url, cookie, body });
}

describe("the CRM journey", () => {
  const server = useTestServer({
    config: (base) => ({ ...base, limits: { intakePerHour: 1000, clientErrorsPerHour: 30 } }),
  });
  const app = () => server.app;
  const cookies: Record<string, string> = {};
  let n = 0;
  /** A fresh valid Indian mobile number. */
  const phone = () => `+91 98${String(10_000_000 + n++).padStart(8, "0")}`;

  beforeAll(async () => {
    cookies.admin = await login(app(), "admin");
    cookies.staff1 = await login(app(), "staff1");
    cookies.staff2 = await login(app(), "staff2");
  });

  async function countEnquiries(): Promise<number> {
    const [row] = await app().database.db.select({ n: sql<number>`count(*)::int` }).from(enquiries);
    return row?.n ?? 0;
  }

  async function newLead(status: string = "new"): Promise<string> {
    const created = await post(app(), "/api/leads", cookies.admin as string, {
      name: "Ravi Kumar",
      phone: phone(),
      destinationCountry: "GB",
      visaType: "visitor",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const path: Record<string, string[]> = {
      new: [],
      contacted: ["contacted"],
      qualified: ["contacted", "qualified"],
    };
    for (const step of path[status] ?? []) {
      const moved = await post(app(), `/api/leads/${id}/status`, cookies.admin as string, { status: step });
      expect(moved.statusCode).toBe(200);
    }
    return id;
  }

  it("takes a public enquiry, creates its lead, and attaches a repeat from the same phone", async () => {
    const number = phone();
    const first = await call(app(), {
      method: "POST",
      url: "/api/public/enquiries",
      body: intakeBody(number),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().reference).toMatch(/^VD-[0-9A-Z]{8}$/);
    server.clock.advance(60_000);
    const repeat = await call(app(), {
      method: "POST",
      url: "/api/public/enquiries",
      body: intakeBody(number.replace("+91 ", "0"), { name: "Asha R." }),
    });
    expect(repeat.statusCode).toBe(201);
    const list = await call(app(), {
      url: `/api/enquiries?q=${encodeURIComponent(number.slice(4))}`,
      cookie: cookies.admin,
    });
    const items = list.json().items;
    expect(items).toHaveLength(2);
    expect(items[0].leadId).toBe(items[1].leadId);
    expect(items[0].phone).toBe(number.replace(/ /g, ""));
    const lead = await call(app(), { url: `/api/leads/${items[0].leadId}`, cookie: cookies.admin });
    expect(lead.json()).toMatchObject({ status: "new", source: "google", enquiries: expect.any(Array) });
    expect(lead.json().enquiries).toHaveLength(2);
  });

  it("names a bad phone in a 400 and writes nothing", async () => {
    const before = await countEnquiries();
    const response = await call(app(), {
      method: "POST",
      url: "/api/public/enquiries",
      body: intakeBody("12345"),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("phone");
    const after = await countEnquiries();
    expect(after).toBe(before);
  });

  it("keeps a honeypot hit as spam, with no lead", async () => {
    const number = phone();
    const response = await call(app(), {
      method: "POST",
      url: "/api/public/enquiries",
      body: intakeBody(number, { website: "http://spam.example" }),
    });
    expect(response.statusCode).toBe(201);
    const list = await call(app(), { url: "/api/enquiries?status=spam", cookie: cookies.admin });
    expect(list.json().items[0]).toMatchObject({ status: "spam", leadId: null });
    const found = await app()
      .database.db.select()
      .from(leads)
      .where(eq(leads.phone, number.replace(/ /g, "")));
    expect(found).toHaveLength(0);
  });

  describe.each(Object.entries(LEAD_TRANSITIONS))("lead from %s", (from, allowed) => {
    it("allows exactly its transitions", async () => {
      const targets = ["new", "contacted", "qualified", "converted", "lost"];
      for (const to of targets) {
        const id = await newLead(from === "lost" || from === "converted" ? "qualified" : from);
        if (from === "lost")
          await post(app(), `/api/leads/${id}/status`, cookies.admin as string, {
            status: "lost",
            lostReason: "price",
          });
        if (from === "converted")
          await post(app(), `/api/leads/${id}/convert`, cookies.admin as string, { feeInr: 25_000 });
        const response =
          to === "converted"
            ? await post(app(), `/api/leads/${id}/convert`, cookies.admin as string, { feeInr: 30_000 })
            : await post(app(), `/api/leads/${id}/status`, cookies.admin as string, {
                status: to,
                lostReason: "no budget",
              });
        const legal = (allowed as readonly string[]).includes(to);
        expect(response.statusCode, `${from} -> ${to}`).toBe(legal ? (to === "converted" ? 201 : 200) : 409);
        if (!legal) {
          expect(response.json().error).toMatchObject({ code: "illegal_transition", allowed });
        }
      }
    });
  });

  it("converts a qualified lead into a deal and wins it: customer and case in one go", async () => {
    const leadId = await newLead("qualified");
    const converted = await post(app(), `/api/leads/${leadId}/convert`, cookies.admin as string, {
      feeInr: 45_000,
      governmentFeeInr: 11_500,
    });
    expect(converted.statusCode).toBe(201);
    const { dealId } = converted.json();
    const won = await post(app(), `/api/deals/${dealId}/win`, cookies.admin as string, {});
    expect(won.statusCode).toBe(201);
    const { customerId, caseId } = won.json();
    const [customer] = await app().database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer?.leadId).toBe(leadId);
    const detail = await call(app(), { url: `/api/cases/${caseId}`, cookie: cookies.admin });
    expect(detail.json()).toMatchObject({ status: "intake", kind: "application", dealId, customerId });
    expect(detail.json().caseNumber).toMatch(/^VC-2025-\d{5}$/);
    expect(detail.json().checklist.length).toBeGreaterThan(3);
    // A won deal is final.
    const again = await post(app(), `/api/deals/${dealId}/stage`, cookies.admin as string, {
      stage: "lost",
      lostReason: "x",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.allowed).toEqual([]);
  });

  it("edits a deal and its case, each with a timeline entry, and refuses to edit a won deal", async () => {
    const leadId = await newLead("qualified");
    const { dealId } = (
      await post(app(), `/api/leads/${leadId}/convert`, cookies.admin as string, { feeInr: 30_000 })
    ).json();
    const patch = (url: string, body: object) =>
      call(app(), { method: "PATCH", url, cookie: cookies.admin, body });
    const deal = await patch(`/api/deals/${dealId}`, { feeInr: 32_500, expectedCloseOn: "2026-12-15" });
    expect(deal.statusCode).toBe(200);
    expect(deal.json()).toMatchObject({ feeInr: 32_500, expectedCloseOn: "2026-12-15" });
    // The entry is data (each field with its value before and after); the text is plain language.
    expect(deal.json().timeline.at(-1)).toMatchObject({
      kind: "update",
      text: "Changed fee and expected close date",
      details: {
        changes: [
          { field: "feeInr", from: 30_000, to: 32_500 },
          { field: "expectedCloseOn", from: null, to: "2026-12-15" },
        ],
      },
    });
    const { caseId } = (await post(app(), `/api/deals/${dealId}/win`, cookies.admin as string, {})).json();
    const closed = await patch(`/api/deals/${dealId}`, { feeInr: 1 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe("A won deal cannot be changed");
    const filing = await patch(`/api/cases/${caseId}`, { appointmentOn: "2027-01-08" });
    expect(filing.statusCode).toBe(200);
    expect(filing.json().dates.appointmentOn).toBe("2027-01-08");
    expect(filing.json().timeline.at(-1)).toMatchObject({
      kind: "update",
      text: "Changed appointment date",
      details: { changes: [{ field: "appointmentOn", from: null, to: "2027-01-08" }] },
    });
  });

  it("rolls the whole win back when the case cannot be opened", async () => {
    const created = await post(app(), "/api/leads", cookies.admin as string, {
      name: "No Type",
      phone: phone(),
    });
    const leadId = created.json().id;
    const deal = await post(app(), "/api/deals", cookies.admin as string, {
      leadId,
      service: "refusal_appeal",
      feeInr: 10_000,
    });
    expect(deal.statusCode).toBe(201);
    const won = await post(app(), `/api/deals/${deal.json().id}/win`, cookies.admin as string, {});
    expect(won.statusCode).toBe(409);
    expect(await app().database.db.select().from(customers).where(eq(customers.leadId, leadId))).toHaveLength(
      0,
    );
    const [row] = await app().database.db.select().from(deals).where(eq(deals.id, deal.json().id));
    expect(row?.stage).toBe("quoted");
  });

  describe.each(Object.entries(DEAL_TRANSITIONS))("deal from %s", (from, allowed) => {
    it.each(["quoted", "negotiating", "won", "lost"])("to %s", async (to) => {
      const leadId = await newLead("qualified");
      const { dealId } = (
        await post(app(), `/api/leads/${leadId}/convert`, cookies.admin as string, { feeInr: 20_000 })
      ).json();
      if (from !== "quoted") {
        const setup = await post(app(), `/api/deals/${dealId}/stage`, cookies.admin as string, {
          stage: from,
          lostReason: "price",
        });
        expect(setup.statusCode).toBe(200);
      }
      const response = await post(app(), `/api/deals/${dealId}/stage`, cookies.admin as string, {
        stage: to,
        lostReason: "price",
      });
      expect(response.statusCode).toBe((allowed as readonly string[]).includes(to) ? 200 : 409);
    });
  });

  describe.each(Object.entries(ENQUIRY_TRANSITIONS))("enquiry from %s", (from, allowed) => {
    it("allows exactly its transitions", async () => {
      for (const to of Object.keys(ENQUIRY_TRANSITIONS)) {
        const created = await post(app(), "/api/enquiries", cookies.admin as string, {
          channel: "phone",
          name: "Caller",
          phone: phone(),
        });
        expect(created.statusCode).toBe(201);
        const id = created.json().id;
        const route: Record<string, string[]> = {
          new: [],
          in_progress: ["in_progress"],
          responded: ["responded"],
          closed: ["closed"],
          spam: ["spam"],
        };
        for (const step of route[from] ?? [])
          expect(
            (await post(app(), `/api/enquiries/${id}/status`, cookies.admin as string, { status: step }))
              .statusCode,
          ).toBe(200);
        const response = await post(app(), `/api/enquiries/${id}/status`, cookies.admin as string, {
          status: to,
        });
        expect(response.statusCode, `${from} -> ${to}`).toBe(
          (allowed as readonly string[]).includes(to) ? 200 : 409,
        );
      }
    });
  });

  it("walks a case to a refusal with a reason code, starts the appeal, and delivers an approved one", async () => {
    const leadId = await newLead("qualified");
    const { dealId } = (
      await post(app(), `/api/leads/${leadId}/convert`, cookies.admin as string, { feeInr: 30_000 })
    ).json();
    const { caseId } = (await post(app(), `/api/deals/${dealId}/win`, cookies.admin as string, {})).json();
    const step = (status: string) =>
      post(app(), `/api/cases/${caseId}/status`, cookies.admin as string, caseStatusBody(status));
    // Illegal: skipping ahead, and deciding early.
    const skip = await step("submitted");
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.allowed).toEqual(["documents_pending"]);
    expect(
      (await post(app(), `/api/cases/${caseId}/decision`, cookies.admin as string, { decision: "approved" }))
        .statusCode,
    ).toBe(409);
    for (const status of [
      "documents_pending",
      "documents_complete",
      "documents_pending",
      "documents_complete",
      "submitted",
      "biometrics_done",
      "decision_pending",
    ]) {
      expect((await step(status)).statusCode, status).toBe(200);
    }
    expect((await step("decided")).statusCode).toBe(409);
    const noReason = await post(app(), `/api/cases/${caseId}/decision`, cookies.admin as string, {
      decision: "refused",
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty("reasonCode");
    const refused = await post(app(), `/api/cases/${caseId}/decision`, cookies.admin as string, {
      decision: "refused",
      reasonCode: "weak_home_ties",
      decisionOn: "2025-01-06",
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      status: "decided",
      decision: "refused",
      dates: { appealDeadlineOn: "2025-02-03" },
    });
    const appeal = await post(app(), `/api/cases/${caseId}/appeal`, cookies.admin as string, {});
    expect(appeal.statusCode).toBe(201);
    expect(appeal.json()).toMatchObject({
      kind: "appeal",
      parentCaseId: caseId,
      dates: { appealDeadlineOn: "2025-02-03" },
    });

    // The appeal succeeds: approved, which opens the delivery.
    const appealId = appeal.json().id;
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"]) {
      expect(
        (await post(app(), `/api/cases/${appealId}/status`, cookies.admin as string, caseStatusBody(status)))
          .statusCode,
      ).toBe(200);
    }
    const approved = await post(app(), `/api/cases/${appealId}/decision`, cookies.admin as string, {
      decision: "approved",
    });
    expect(approved.statusCode).toBe(200);
    const deliveryId = approved.json().deliveryId;
    expect(deliveryId).toEqual(expect.any(String));
    const move = (body: object) =>
      post(app(), `/api/deliveries/${deliveryId}/status`, cookies.admin as string, body);
    expect((await move({ status: "dispatched", holder: "Blue Dart" })).statusCode).toBe(409);
    expect((await move({ status: "ready", holder: "VisaDesk Pune office" })).statusCode).toBe(200);
    const noCourier = await move({ status: "dispatched", holder: "Blue Dart" });
    expect(noCourier.statusCode).toBe(400);
    expect(noCourier.json().error.fields).toHaveProperty("trackingNumber");
    expect(
      (
        await move({
          status: "dispatched",
          holder: "Blue Dart",
          courier: "Blue Dart",
          trackingNumber: "BD123",
        })
      ).statusCode,
    ).toBe(200);
    expect((await move({ status: "returned", holder: "VisaDesk Pune office" })).statusCode).toBe(200);
    expect((await move({ status: "ready", holder: "VisaDesk Pune office" })).statusCode).toBe(200);
    const delivered = await move({ status: "delivered", holder: "Client", receivedBy: "Ravi Kumar" });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().custody.map((c: { status: string }) => c.status)).toEqual([
      "awaiting_return",
      "ready",
      "dispatched",
      "returned",
      "ready",
      "delivered",
    ]);
    expect((await move({ status: "returned", holder: "x" })).statusCode).toBe(409);
    const [row] = await app().database.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    expect(row).toMatchObject({ status: "delivered", receivedBy: "Ravi Kumar", currentHolder: "Client" });
  });

  it("moves checklist items requested -> received -> verified / rejected, and no other way", async () => {
    const leadId = await newLead("qualified");
    const { dealId } = (
      await post(app(), `/api/leads/${leadId}/convert`, cookies.admin as string, { feeInr: 30_000 })
    ).json();
    const { caseId } = (await post(app(), `/api/deals/${dealId}/win`, cookies.admin as string, {})).json();
    const detail = (await call(app(), { url: `/api/cases/${caseId}`, cookie: cookies.admin })).json();
    const [a, b] = detail.checklist;
    const move = (id: string, status: string) =>
      post(app(), `/api/cases/${caseId}/checklist/${id}/status`, cookies.admin as string, { status });
    expect((await move(a.id, "verified")).statusCode).toBe(409);
    expect((await move(a.id, "received")).statusCode).toBe(200);
    expect((await move(a.id, "verified")).statusCode).toBe(200);
    expect((await move(a.id, "rejected")).statusCode).toBe(409);
    expect((await move(b.id, "received")).statusCode).toBe(200);
    expect((await move(b.id, "rejected")).statusCode).toBe(200);
    expect((await move(b.id, "received")).statusCode).toBe(200);
    const added = await post(app(), `/api/cases/${caseId}/checklist`, cookies.admin as string, {
      name: "Sponsor letter",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().checklist.at(-1)).toMatchObject({ name: "Sponsor letter", status: "requested" });
  });

  it("scopes staff to unassigned records and their own", async () => {
    const mine = await post(app(), "/api/leads", cookies.staff1 as string, { name: "Mine", phone: phone() });
    expect(mine.json().assignee).toMatchObject({ username: "staff1" });
    const id = mine.json().id;
    expect((await call(app(), { url: `/api/leads/${id}`, cookie: cookies.staff2 })).statusCode).toBe(404);
    expect(
      (
        await call(app(), {
          method: "PATCH",
          url: `/api/leads/${id}`,
          cookie: cookies.staff2,
          body: { name: "Stolen" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(app(), `/api/leads/${id}/notes`, cookies.staff2 as string, { text: "hi" })).statusCode,
    ).toBe(404);
    const list = await call(app(), { url: "/api/leads?limit=100", cookie: cookies.staff2 });
    expect(list.json().items.map((l: { id: string }) => l.id)).not.toContain(id);
    // staff cannot hand a record to someone else
    const unassigned = await post(app(), "/api/leads", cookies.admin as string, {
      name: "Open",
      phone: phone(),
    });
    expect(
      (
        await post(app(), `/api/leads/${unassigned.json().id}/assign`, cookies.staff2 as string, {
          assignee: "staff1",
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(app(), `/api/leads/${unassigned.json().id}/assign`, cookies.staff2 as string, {
          assignee: "staff2",
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(app(), { url: `/api/leads/${unassigned.json().id}`, cookie: cookies.staff1 })).statusCode,
    ).toBe(404);
    // admin sees everything
    expect((await call(app(), { url: `/api/leads/${id}`, cookie: cookies.admin })).statusCode).toBe(200);
  });

  it("pages a list with keyset cursors, filters and searches", async () => {
    for (let i = 0; i < 7; i++) {
      server.clock.advance(1000);
      await post(app(), "/api/leads", cookies.admin as string, {
        name: `Pager ${i}`,
        phone: phone(),
        city: "Kochi",
        visaType: "business",
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/leads?city=Kochi&visaType=business&limit=3${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await call(app(), { url, cookie: cookies.admin })).json();
      seen.push(...page.items.map((l: { name: string }) => l.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["Pager 6", "Pager 5", "Pager 4", "Pager 3", "Pager 2", "Pager 1", "Pager 0"]);
    const byName = (
      await call(app(), { url: "/api/leads?q=pager&sort=name&order=asc&limit=2", cookie: cookies.admin })
    ).json();
    expect(byName.items.map((l: { name: string }) => l.name)).toEqual(["Pager 0", "Pager 1"]);
    const bad = await call(app(), { url: "/api/leads?cursor=nonsense", cookie: cookies.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("cursor");
    expect((await call(app(), { url: "/api/leads?limit=101", cookie: cookies.admin })).statusCode).toBe(400);
    const cases1 = await call(app(), { url: "/api/cases?q=vc-2025", cookie: cookies.admin });
    expect(cases1.json().items.length).toBeGreaterThan(0);
  });

  it("refuses investors and customers the staff API", async () => {
    for (const role of ["investor", "customer"]) {
      await post(app(), "/api/users", cookies.admin as string, {
        username: `${role}9`,
        name: role,
        role,
        password: "external-passphrase-77",
      });
      const cookie = await login(app(), `${role}9`, "external-passphrase-77");
      for (const url of [
        "/api/leads",
        "/api/enquiries",
        "/api/cases",
        "/api/deals",
        "/api/customers",
        "/api/deliveries",
      ]) {
        expect((await call(app(), { url, cookie })).statusCode).toBe(403);
      }
    }
  });

  it("shows a customer only their own cases and deliveries", async () => {
    const ids: string[] = [];
    for (const who of ["cust-a", "cust-b"]) {
      await createAccountByInvitation(app(), cookies.admin as string, {
        username: who,
        name: who,
        role: "customer",
        password: "external-passphrase-77",
      });
      const leadId = await newLead("qualified");
      const { dealId } = (
        await post(app(), `/api/leads/${leadId}/convert`, cookies.admin as string, { feeInr: 30_000 })
      ).json();
      const { caseId, customerId } = (
        await post(app(), `/api/deals/${dealId}/win`, cookies.admin as string, {})
      ).json();
      const linked = await post(app(), `/api/users/${who}/customers`, cookies.admin as string, {
        customerId,
      });
      expect(linked.statusCode).toBe(200);
      await post(app(), `/api/cases/${caseId}/notes`, cookies.admin as string, {
        text: "internal: client slow with documents",
      });
      ids.push(caseId);
    }
    const cookieA = await login(app(), "cust-a", "external-passphrase-77");
    const mine = await call(app(), { url: "/api/me/cases", cookie: cookieA });
    expect(mine.json().items.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    const own = await call(app(), { url: `/api/me/cases/${ids[0]}`, cookie: cookieA });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain("internal:");
    expect((await call(app(), { url: `/api/me/cases/${ids[1]}`, cookie: cookieA })).statusCode).toBe(404);
    expect((await call(app(), { url: `/api/cases/${ids[1]}`, cookie: cookieA })).statusCode).toBe(403);
  });

  it("archives customers for admin and CEO only", async () => {
    const created = await post(app(), "/api/customers", cookies.admin as string, {
      name: "Old Client",
      phone: phone(),
    });
    const id = created.json().id;
    expect(
      (await post(app(), `/api/customers/${id}/status`, cookies.staff1 as string, { status: "archived" }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post(app(), `/api/customers/${id}/status`, cookies.admin as string, { status: "archived" })
      ).json().status,
    ).toBe("archived");
    expect(
      (await post(app(), `/api/customers/${id}/status`, cookies.admin as string, { status: "archived" }))
        .statusCode,
    ).toBe(409);
    const [row] = await app().database.db.select().from(cases).where(eq(cases.customerId, id));
    expect(row).toBeUndefined();
  });
});
