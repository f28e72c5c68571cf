import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { caseStatusBody } from "#test/case-steps.ts";
import { call, login, useTestServer } from "#test/test-server.ts";

const DAY_MS = 86_400_000;

/** What the CRM's case and delivery screens ask of the API beyond the records themselves. */
describe("the case and delivery screens' API", () => {
  const server = useTestServer();
  const app = () => server.app;
  const cookies: Record<string, string> = {};
  let n = 0;

  beforeAll(async () => {
    cookies.admin = await login(app(), "admin");
    cookies.staff1 = await login(app(), "staff1");
  });

  const send = (method: "GET" | "POST" | "PUT", url: string, body?: object, who = "admin") =>
    call(app() as FastifyInstance, { method, url, cookie: cookies[who] as string, body });

  /** A won deal's application case for `country` / `visaType`, assigned to nobody. */
  async function newCase(country = "US", visaType = "visitor"): Promise<string> {
    const lead = await send("POST", "/api/leads", {
      name: "Kiran Das",
      phone: `+91 97${String(10_000_000 + n++).padStart(8, "0")}`,
      destinationCountry: country,
      visaType,
    });
    const id = lead.json().id as string;
    await send("POST", `/api/leads/${id}/status`, { status: "contacted" });
    await send("POST", `/api/leads/${id}/status`, { status: "qualified" });
    const { dealId } = (await send("POST", `/api/leads/${id}/convert`, { feeInr: 30_000 })).json();
    const won = await send("POST", `/api/deals/${dealId}/win`, { caseAssignee: null });
    expect(won.statusCode).toBe(201);
    return won.json().caseId as string;
  }

  async function toDecisionPending(caseId: string) {
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"]) {
      expect((await send("POST", `/api/cases/${caseId}/status`, caseStatusBody(status))).statusCode).toBe(
        200,
      );
    }
  }

  it("opens a case with the visa type's base list; the template adds only what the country asks on top", async () => {
    const caseId = await newCase("US", "visitor");
    const before = (await send("GET", `/api/cases/${caseId}`)).json().checklist as { name: string }[];
    expect(before.length).toBe(7);
    const applied = await send("POST", `/api/cases/${caseId}/checklist/apply`, {});
    expect(applied.statusCode).toBe(200);
    const names = (applied.json().checklist as { name: string }[]).map((i) => i.name);
    expect(names).toHaveLength(9);
    expect(names.slice(-2)).toEqual([
      "DS-160 confirmation page",
      "Visa fee receipt and interview appointment letter",
    ]);
    // Applying again adds nothing; the timeline says what happened.
    const again = (await send("POST", `/api/cases/${caseId}/checklist/apply`, {})).json();
    expect(again.checklist).toHaveLength(9);
    expect(again.timeline.at(-1).text).toBe(
      "Applied the United States visitor visa checklist: 0 documents added",
    );
    const none = await send("POST", `/api/cases/${caseId}/checklist/apply`, { country: "BR" });
    expect(none.statusCode).toBe(404);
  });

  it("lets admins edit a template, which the next apply uses; staff may read but not edit", async () => {
    const list = (await send("GET", "/api/checklist-templates", undefined, "staff1")).json().templates;
    expect(list).toHaveLength(17 * 6);
    const items = [
      { name: "Passport", required: true, note: null },
      { name: "Sponsor's letter", required: false, note: "Only when a relative pays" },
    ];
    const refused = await send("PUT", "/api/checklist-templates/TH/business", { items }, "staff1");
    expect(refused.statusCode).toBe(403);
    const duplicate = await send("PUT", "/api/checklist-templates/TH/business", {
      items: [items[0], items[0]],
    });
    expect(duplicate.statusCode).toBe(400);
    const saved = await send("PUT", "/api/checklist-templates/TH/business", { items });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ country: "TH", visaType: "business", items, updatedBy: "Admin" });
    expect((await send("PUT", "/api/checklist-templates/BR/business", { items })).statusCode).toBe(404);

    const caseId = await newCase("TH", "business");
    const applied = (await send("POST", `/api/cases/${caseId}/checklist/apply`, {})).json();
    expect(applied.checklist.at(-1)).toMatchObject({
      name: "Sponsor's letter",
      required: false,
      note: "Only when a relative pays",
    });
  });

  it("finds cases by appeal deadline within N days, and links a refused case and its appeal both ways", async () => {
    const caseId = await newCase("GB", "visitor");
    await toDecisionPending(caseId);
    const today = server.clock.now().toISOString().slice(0, 10);
    const in5 = new Date(server.clock.now().getTime() + 5 * DAY_MS).toISOString().slice(0, 10);
    await send("POST", `/api/cases/${caseId}/decision`, {
      decision: "refused",
      reasonCode: "weak_home_ties",
      decisionOn: today,
      appealDeadlineOn: in5,
    });
    const ids = async (days: number) =>
      ((await send("GET", `/api/cases?deadlineWithinDays=${days}`)).json().items as { id: string }[]).map(
        (c) => c.id,
      );
    expect(await ids(7)).toContain(caseId);
    expect(await ids(4)).not.toContain(caseId);
    expect((await send("GET", "/api/cases?deadlineWithinDays=-1")).statusCode).toBe(400);

    const appeal = (await send("POST", `/api/cases/${caseId}/appeal`, {})).json();
    expect(appeal.parentCase).toMatchObject({ id: caseId, decision: "refused" });
    const parent = (await send("GET", `/api/cases/${caseId}`)).json();
    expect(parent.appeals).toEqual([
      { id: appeal.id, caseNumber: appeal.caseNumber, status: "intake", decision: "none" },
    ]);
  });

  it("lists the passports we hold, since when and for how many days, and drops one once it leaves us", async () => {
    const caseId = await newCase("AE", "visitor");
    await toDecisionPending(caseId);
    const { deliveryId } = (
      await send("POST", `/api/cases/${caseId}/decision`, { decision: "approved" })
    ).json();
    const held = async () => {
      const answer = await send("GET", "/api/deliveries/custody");
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().items as { deliveryId: string; daysHeld: number }[];
    };
    expect((await held()).map((h) => h.deliveryId)).not.toContain(deliveryId);

    await send("POST", `/api/deliveries/${deliveryId}/status`, {
      status: "ready",
      holder: "VisaDesk office",
    });
    server.clock.advance(3 * DAY_MS);
    // Sessions end after a day idle; sign in again on the new day.
    cookies.admin = await login(app(), "admin");
    expect((await held()).find((h) => h.deliveryId === deliveryId)).toMatchObject({
      daysHeld: 3,
      holder: "VisaDesk office",
    });
    await send("POST", `/api/deliveries/${deliveryId}/status`, {
      status: "dispatched",
      holder: "Blue Dart",
      courier: "Blue Dart",
      trackingNumber: "BD123456",
    });
    expect((await held()).map((h) => h.deliveryId)).not.toContain(deliveryId);
    // Returned by the courier: ours again, counted from the return.
    await send("POST", `/api/deliveries/${deliveryId}/status`, {
      status: "returned",
      holder: "VisaDesk office",
    });
    expect((await held()).find((h) => h.deliveryId === deliveryId)).toMatchObject({ daysHeld: 0 });
    await send("POST", `/api/deliveries/${deliveryId}/status`, {
      status: "ready",
      holder: "VisaDesk office",
    });
    server.clock.advance(DAY_MS);
    cookies.admin = await login(app(), "admin");
    expect((await held()).find((h) => h.deliveryId === deliveryId)).toMatchObject({ daysHeld: 1 });
    await send("POST", `/api/deliveries/${deliveryId}/status`, {
      status: "delivered",
      holder: "Kiran Das",
      receivedBy: "Kiran Das",
    });
    expect((await held()).map((h) => h.deliveryId)).not.toContain(deliveryId);
  });
});
