import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "#db/schema.ts";
import { call, login, useTestServer } from "#test/test-server.ts";

// One person, one piece of work: an enquiry and its lead are worked by the same person, the lead shows what was
// done on its enquiries, a won deal closes them, and the lead speaks the language of the client's latest enquiry.

const intake = (phone: string, language?: "en" | "hi") => ({
  name: "Meena Iyer",
  phone,
  destinationCountry: "CA",
  visaType: "student",
  priorRefusal: false,
  consent: true,
  ...(language ? { language } : {}),
});

describe("an enquiry and its lead as one piece of work", () => {
  const server = useTestServer({
    config: (base) => ({ ...base, limits: { intakePerHour: 1000, clientErrorsPerHour: 30 } }),
  });
  const app = (): FastifyInstance => server.app;
  let admin = "";
  let n = 0;
  const phone = () => `+91 97${String(10_000_000 + n++).padStart(8, "0")}`;

  beforeAll(async () => {
    admin = await login(app(), "admin");
  });

  async function enquiryFrom(number: string, language?: "en" | "hi") {
    const made = await call(app(), {
      method: "POST",
      url: "/api/public/enquiries",
      body: intake(number, language),
    });
    expect(made.statusCode).toBe(201);
    const [row] = await app()
      .database.db.select({ id: enquiries.id, leadId: enquiries.leadId, reference: enquiries.reference })
      .from(enquiries)
      .where(eq(enquiries.reference, made.json().reference));
    if (!row?.leadId) throw new Error("the enquiry has no lead");
    return { ...row, leadId: row.leadId };
  }
  const get = (url: string) => call(app(), { url, cookie: admin }).then((r) => r.json());
  const post = (url: string, body: object) => call(app(), { method: "POST", url, cookie: admin, body });

  it("assigns the lead with its enquiry, unless told not to", async () => {
    const enquiry = await enquiryFrom(phone());
    const both = await post(`/api/enquiries/${enquiry.id}/assign`, { assignee: "staff1" });
    expect(both.statusCode).toBe(200);
    const lead = await get(`/api/leads/${enquiry.leadId}`);
    expect(lead.assignee?.username).toBe("staff1");
    expect(lead.timeline.map((e: { text: string }) => e.text)).toContain(
      `Assigned to staff1 with enquiry ${enquiry.reference}`,
    );

    const alone = await post(`/api/enquiries/${enquiry.id}/assign`, {
      assignee: "staff2",
      alsoLinked: false,
    });
    expect(alone.statusCode).toBe(200);
    expect(alone.json().assignee?.username).toBe("staff2");
    expect((await get(`/api/leads/${enquiry.leadId}`)).assignee?.username).toBe("staff1");
  });

  it("assigns a lead's enquiries still being worked with it, and leaves closed ones with who worked them", async () => {
    const number = phone();
    const closed = await enquiryFrom(number);
    expect((await post(`/api/enquiries/${closed.id}/assign`, { assignee: "staff1" })).statusCode).toBe(200);
    expect((await post(`/api/enquiries/${closed.id}/status`, { status: "closed" })).statusCode).toBe(200);
    const open = await enquiryFrom(number);

    const moved = await post(`/api/leads/${open.leadId}/assign`, { assignee: "staff2" });
    expect(moved.statusCode).toBe(200);
    expect((await get(`/api/enquiries/${open.id}`)).assignee?.username).toBe("staff2");
    expect((await get(`/api/enquiries/${closed.id}`)).assignee?.username).toBe("staff1");
    const entries = (await get(`/api/enquiries/${open.id}`)).timeline.map((e: { text: string }) => e.text);
    expect(entries).toContain("Assigned to staff2 with its lead");

    const alone = await post(`/api/leads/${open.leadId}/assign`, { assignee: "staff1", alsoLinked: false });
    expect(alone.statusCode).toBe(200);
    expect((await get(`/api/enquiries/${open.id}`)).assignee?.username).toBe("staff2");
  });

  it("shows an enquiry's calls and notes on its lead's timeline, labelled with the enquiry", async () => {
    const enquiry = await enquiryFrom(phone());
    const logged = await post(`/api/enquiries/${enquiry.id}/notes`, {
      kind: "call",
      text: "Rang, asked for IELTS",
    });
    expect(logged.statusCode).toBe(201);
    const lead = await get(`/api/leads/${enquiry.leadId}`);
    const call = lead.timeline.find((e: { kind: string }) => e.kind === "call");
    expect(call).toMatchObject({
      text: `Enquiry ${enquiry.reference}: Rang, asked for IELTS`,
      details: { fromEnquiry: { id: enquiry.id, reference: enquiry.reference } },
    });
    // The lead has its own entry for the enquiry's arrival: the enquiry's own is not repeated.
    expect(lead.timeline.filter((e: { kind: string }) => e.kind === "created")).toHaveLength(1);
  });

  it("closes the lead's open enquiries when its deal is won, in the same step", async () => {
    const enquiry = await enquiryFrom(phone());
    expect((await post(`/api/enquiries/${enquiry.id}/status`, { status: "in_progress" })).statusCode).toBe(
      200,
    );
    for (const status of ["contacted", "qualified"]) {
      expect((await post(`/api/leads/${enquiry.leadId}/status`, { status })).statusCode).toBe(200);
    }
    const converted = await post(`/api/leads/${enquiry.leadId}/convert`, { feeInr: 40_000 });
    expect(converted.statusCode).toBe(201);
    const won = await post(`/api/deals/${converted.json().dealId}/win`, {});
    expect(won.statusCode).toBe(201);
    const detail = await get(`/api/enquiries/${enquiry.id}`);
    expect(detail.status).toBe("closed");
    expect(detail.timeline.at(-1)).toMatchObject({
      kind: "status_change",
      details: { from: "in_progress", to: "closed", reason: "deal_won" },
    });
  });

  it("gives the lead the language of the client's latest enquiry", async () => {
    const number = phone();
    const first = await enquiryFrom(number, "hi");
    expect((await get(`/api/leads/${first.leadId}`)).language).toBe("hi");
    await enquiryFrom(number, "en");
    expect((await get(`/api/leads/${first.leadId}`)).language).toBe("en");
    await enquiryFrom(number, "hi");
    expect((await get(`/api/leads/${first.leadId}`)).language).toBe("hi");
  });
});
