import { beforeAll, describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";

// What the CRM's deal and record-editing screens rely on: lost-reason codes, a duplicate phone answered with the lead
// that has it, enquiry phones that can be corrected, and a second deal for a converted lead.
describe("deal reasons and record editing", () => {
  const server = useTestServer();
  const app = () => server.app;
  let admin = "";
  let n = 0;
  const phone = () => `+91 96${String(30_000_000 + n++).padStart(8, "0")}`;

  async function send(method: "POST" | "PATCH", url: string, body: object) {
    return call(app(), { method, url, cookie: admin, body });
  }
  async function newLead(name: string, leadPhone = phone()) {
    const response = await send("POST", "/api/leads", {
      name,
      phone: leadPhone,
      visaType: "visitor",
      destinationCountry: "GB",
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; phone: string };
  }

  beforeAll(async () => {
    admin = await login(app(), "admin");
  });

  it("stores a lost deal's reason code with its words", async () => {
    const lead = await newLead("Lost Reason");
    const deal = (await send("POST", "/api/deals", { leadId: lead.id, feeInr: 20_000 })).json();
    const lost = await send("POST", `/api/deals/${deal.id}/stage`, {
      stage: "lost",
      lostReasonCode: "chose_another_agent",
    });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json()).toMatchObject({
      stage: "lost",
      lostReasonCode: "chose_another_agent",
      lostReason: "Chose another agent",
    });
  });

  it("needs words for the reason other, and a reason for a lost deal", async () => {
    const lead = await newLead("Other Reason");
    const deal = (await send("POST", "/api/deals", { leadId: lead.id, feeInr: 20_000 })).json();
    const bare = await send("POST", `/api/deals/${deal.id}/stage`, { stage: "lost" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toHaveProperty("lostReasonCode");
    const other = await send("POST", `/api/deals/${deal.id}/stage`, {
      stage: "lost",
      lostReasonCode: "other",
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toHaveProperty("lostReason");
    const said = await send("POST", `/api/deals/${deal.id}/stage`, {
      stage: "lost",
      lostReasonCode: "other",
      lostReason: "Family emergency",
    });
    expect(said.json()).toMatchObject({ lostReasonCode: "other", lostReason: "Family emergency" });
  });

  it("answers a phone another lead has with a 409 that names that lead", async () => {
    const first = await newLead("First Holder");
    const second = await newLead("Second Person");
    const response = await send("PATCH", `/api/leads/${second.id}`, { phone: first.phone });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: "duplicate",
        message: expect.any(String),
        fields: { phone: expect.any(String) },
        conflict: { resource: "lead", id: first.id, field: "phone" },
      },
    });
    // Its own phone again is no conflict.
    const same = await send("PATCH", `/api/leads/${first.id}`, { phone: first.phone, city: "Delhi" });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("lets staff correct an enquiry's phone, normalised", async () => {
    const created = await send("POST", "/api/enquiries", {
      channel: "phone",
      name: "Caller",
      phone: phone(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const patched = await send("PATCH", `/api/enquiries/${created.json().id}`, { phone: "09811122334" });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().phone).toBe("+919811122334");
  });

  it("gives a returning client on a converted lead a second deal", async () => {
    const lead = await newLead("Returning Client");
    for (const status of ["contacted", "qualified"]) {
      const moved = await send("POST", `/api/leads/${lead.id}/status`, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const converted = await send("POST", `/api/leads/${lead.id}/convert`, {
      feeInr: 30_000,
      destinationCountry: "GB",
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const second = await send("POST", "/api/deals", {
      leadId: lead.id,
      visaType: "student",
      destinationCountry: "CA",
      feeInr: 45_000,
    });
    expect(second.statusCode, second.body).toBe(201);
    const deals = (
      await call(app(), { url: `/api/deals?leadId=${lead.id}&count=true`, cookie: admin })
    ).json();
    expect(deals.total).toBe(2);
  });
});
