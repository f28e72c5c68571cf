import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { caseStatusBody } from "#test/case-steps.ts";
import { call, login, useTestServer } from "#test/test-server.ts";

// Boards and lists move what they show (decision 030): every list item carries its record's version, so that a move
// made from a board card or a list row names the version the person saw there, and is refused once another tab has
// changed the record since, exactly as a move made from the record's detail.

const PLURAL = {
  enquiry: "enquiries",
  lead: "leads",
  deal: "deals",
  customer: "customers",
  case: "cases",
  delivery: "deliveries",
} as const;
type Kind = keyof typeof PLURAL;

describe("the version of a list row", () => {
  const server = useTestServer();
  const app = (): FastifyInstance => server.app;
  let admin = "";
  let n = 0;

  beforeAll(async () => {
    admin = await login(app(), "admin");
  });

  const post = (url: string, body: object = {}) => call(app(), { method: "POST", url, cookie: admin, body });
  const detail = async (kind: Kind, id: string) =>
    (await call(app(), { url: `/api/${PLURAL[kind]}/${id}`, cookie: admin })).json();

  /** The row of record `id` in its kind's list, as a board or a list page reads it. */
  async function listed(
    kind: Kind,
    id: string,
  ): Promise<{ id: string; version: number } & Record<string, unknown>> {
    const page = await call(app(), { url: `/api/${PLURAL[kind]}?limit=100`, cookie: admin });
    expect(page.statusCode, page.body).toBe(200);
    const row = (page.json().items as { id: string; version: number }[]).find((item) => item.id === id);
    if (!row) throw new Error(`${kind} ${id} is not in its list`);
    return row;
  }

  const phone = () => `+91 93${String(10_000_000 + n++).padStart(8, "0")}`;

  async function newLead(): Promise<string> {
    const lead = await post("/api/leads", {
      name: "Meera Pillai",
      phone: phone(),
      destinationCountry: "CA",
      visaType: "student",
    });
    expect(lead.statusCode, lead.body).toBe(201);
    return lead.json().id;
  }

  async function openDeal(): Promise<string> {
    const lead = await newLead();
    for (const status of ["contacted", "qualified"]) await post(`/api/leads/${lead}/status`, { status });
    const converted = await post(`/api/leads/${lead}/convert`, { feeInr: 40_000 });
    expect(converted.statusCode, converted.body).toBe(201);
    return converted.json().dealId;
  }

  it("is in every list of the six kinds, the same as the record's detail, and raised by a write", async () => {
    const enquiry = await post("/api/enquiries", { channel: "phone", name: "Arjun Das", phone: phone() });
    expect(enquiry.statusCode, enquiry.body).toBe(201);
    const won = (await post(`/api/deals/${await openDeal()}/win`)).json();
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"])
      await post(`/api/cases/${won.caseId}/status`, caseStatusBody(status));
    const approved = await post(`/api/cases/${won.caseId}/decision`, { decision: "approved" });
    expect(approved.statusCode, approved.body).toBe(200);
    const filing = await detail("case", won.caseId);

    const records: [Kind, string][] = [
      ["enquiry", enquiry.json().id],
      ["lead", (await detail("enquiry", enquiry.json().id)).leadId],
      ["deal", filing.dealId],
      ["customer", won.customerId],
      ["case", won.caseId],
      ["delivery", approved.json().deliveryId],
    ];
    for (const [kind, id] of records) {
      const row = await listed(kind, id);
      expect(row.version, kind).toBe((await detail(kind, id)).version);
      const assigned = await call(app(), {
        method: "POST",
        url: `/api/${PLURAL[kind]}/${id}/assign`,
        cookie: admin,
        body: { assignee: "staff1", expectedVersion: row.version },
      });
      expect(assigned.statusCode, `${kind}: ${assigned.body}`).toBe(200);
      expect((await listed(kind, id)).version, kind).toBe(row.version + 1);
    }
  });

  it("refuses a lead's board move made on the card's version once another tab moved the lead", async () => {
    const id = await newLead();
    const card = await listed("lead", id);
    const first = await post(`/api/leads/${id}/status`, {
      status: "lost",
      lostReason: "Chose another agent",
      expectedVersion: card.version,
    });
    expect(first.statusCode, first.body).toBe(200);

    // The other tab's board still shows the card in "New" and moves it.
    const stale = await post(`/api/leads/${id}/status`, {
      status: "contacted",
      expectedVersion: card.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: "changed_meanwhile", version: card.version + 1 });
    expect(stale.json().error.message).toMatch(
      /^This lead was changed by Admin at .+ \(Lost: Chose another agent\)/,
    );
    expect(await listed("lead", id)).toMatchObject({ status: "lost", version: card.version + 1 });
  });

  it("refuses a deal's board move and a case's board move made on the card's version, and changes nothing", async () => {
    const dealId = await openDeal();
    const dealCard = await listed("deal", dealId);
    expect(
      (await post(`/api/deals/${dealId}/stage`, { stage: "negotiating", expectedVersion: dealCard.version }))
        .statusCode,
    ).toBe(200);
    const staleDeal = await post(`/api/deals/${dealId}/stage`, {
      stage: "lost",
      lostReasonCode: "price",
      expectedVersion: dealCard.version,
    });
    expect(staleDeal.statusCode).toBe(409);
    expect(staleDeal.json().error.code).toBe("changed_meanwhile");
    expect(await listed("deal", dealId)).toMatchObject({
      stage: "negotiating",
      version: dealCard.version + 1,
    });

    const { caseId } = (await post(`/api/deals/${dealId}/win`)).json();
    const caseCard = await listed("case", caseId);
    const assigned = await post(`/api/cases/${caseId}/assign`, {
      assignee: "staff1",
      expectedVersion: caseCard.version,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const staleCase = await post(`/api/cases/${caseId}/status`, {
      ...caseStatusBody("documents_pending"),
      expectedVersion: caseCard.version,
    });
    expect(staleCase.statusCode).toBe(409);
    expect(staleCase.json().error.code).toBe("changed_meanwhile");
    expect(await listed("case", caseId)).toMatchObject({ status: "intake", version: caseCard.version + 1 });
  });
});
