import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";

// No edit overwrites what its author did not see: a write that names the version its author saw is refused once the
// record has changed since, saying who changed it, when (India time) and what.

describe("writes on an older copy of a record", () => {
  const server = useTestServer();
  const app = (): FastifyInstance => server.app;
  let admin = "";
  let staff = "";
  let n = 0;

  beforeAll(async () => {
    admin = await login(app(), "admin");
    staff = await login(app(), "staff1");
  });

  async function newLead(): Promise<{ id: string; version: number }> {
    const made = await call(app(), {
      method: "POST",
      url: "/api/leads",
      cookie: admin,
      body: { name: "Farah Khan", phone: `+91 96${String(10_000_000 + n++).padStart(8, "0")}` },
    });
    expect(made.statusCode).toBe(201);
    return { id: made.json().id, version: made.json().version };
  }
  const post = (cookie: string, url: string, body: object) =>
    call(app(), { method: "POST", url, cookie, body });

  it("refuses a status change made on a copy older than another tab's, and the other tab's change stands", async () => {
    const lead = await newLead();
    expect(lead.version).toBe(1);
    const lost = await post(admin, `/api/leads/${lead.id}/status`, {
      status: "lost",
      lostReason: "Chose another agent",
      expectedVersion: lead.version,
    });
    expect(lost.statusCode).toBe(200);
    expect(lost.json().version).toBe(2);

    const stale = await post(admin, `/api/leads/${lead.id}/status`, {
      status: "contacted",
      expectedVersion: lead.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("changed_meanwhile");
    expect(stale.json().error.message).toBe(
      "This lead was changed by Admin at 6 Jan 2025, 2:30 pm India time (Lost: Chose another agent) after you opened it. Your change was not saved: look at the lead as it is now and make your change again.",
    );
    const now = await call(app(), { url: `/api/leads/${lead.id}`, cookie: admin });
    expect(now.json()).toMatchObject({ status: "lost", version: 2 });
  });

  it("refuses to convert a lead into a deal from an older copy, and opens no deal", async () => {
    const lead = await newLead();
    const qualified = await post(admin, `/api/leads/${lead.id}/status`, {
      status: "qualified",
      expectedVersion: lead.version,
    });
    expect(qualified.statusCode).toBe(200);
    const renamed = await call(app(), {
      method: "PATCH",
      url: `/api/leads/${lead.id}`,
      cookie: admin,
      body: { name: "Farah Khan Siddiqui", expectedVersion: qualified.json().version },
    });
    expect(renamed.statusCode).toBe(200);

    const stale = await post(admin, `/api/leads/${lead.id}/convert`, {
      visaType: "student",
      destinationCountry: "GB",
      feeInr: 40_000,
      expectedVersion: qualified.json().version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("changed_meanwhile");
    const unchanged = await call(app(), { url: `/api/leads/${lead.id}`, cookie: admin });
    expect(unchanged.json()).toMatchObject({ status: "qualified", version: renamed.json().version });

    const fresh = await post(admin, `/api/leads/${lead.id}/convert`, {
      visaType: "student",
      destinationCountry: "GB",
      feeInr: 40_000,
      expectedVersion: renamed.json().version,
    });
    expect(fresh.statusCode).toBe(201);
    const converted = await call(app(), { url: `/api/leads/${lead.id}`, cookie: admin });
    expect(converted.json().status).toBe("converted");
  });

  it("refuses an edit and an assignment on an older copy, and takes them on the fresh one", async () => {
    const lead = await newLead();
    const renamed = await call(app(), {
      method: "PATCH",
      url: `/api/leads/${lead.id}`,
      cookie: admin,
      body: { city: "Kochi", expectedVersion: lead.version },
    });
    expect(renamed.statusCode).toBe(200);
    const again = await call(app(), {
      method: "PATCH",
      url: `/api/leads/${lead.id}`,
      cookie: admin,
      body: { city: "Pune", expectedVersion: lead.version },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain("(Changed city)");
    const assign = await post(staff, `/api/leads/${lead.id}/assign`, {
      assignee: "staff1",
      expectedVersion: lead.version,
    });
    expect(assign.statusCode).toBe(409);
    const fresh = await post(staff, `/api/leads/${lead.id}/assign`, {
      assignee: "staff1",
      expectedVersion: renamed.json().version,
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ city: "Kochi", version: 3, assignee: { username: "staff1" } });
  });

  it("raises an enquiry's version on each change and refuses its stale status change", async () => {
    const intake = await call(app(), {
      method: "POST",
      url: "/api/public/enquiries",
      body: {
        name: "Arjun Das",
        phone: "+91 9500000001",
        destinationCountry: "CA",
        visaType: "student",
        priorRefusal: false,
        consent: true,
      },
    });
    expect(intake.statusCode).toBe(201);
    const list = await call(app(), { url: "/api/enquiries?status=new", cookie: admin });
    const id = (list.json().items as { id: string; name: string }[]).find((e) => e.name === "Arjun Das")?.id;
    const seen = await call(app(), { url: `/api/enquiries/${id}`, cookie: admin });
    const version = seen.json().version as number;
    const moved = await post(admin, `/api/enquiries/${id}/status`, {
      status: "in_progress",
      expectedVersion: version,
    });
    expect(moved.json().version).toBe(version + 1);
    const stale = await post(admin, `/api/enquiries/${id}/status`, {
      status: "closed",
      expectedVersion: version,
    });
    expect(stale.statusCode).toBe(409);
    // A caller that sends no version keeps the old rule.
    const unversioned = await post(admin, `/api/enquiries/${id}/status`, { status: "closed" });
    expect(unversioned.statusCode).toBe(200);
  });

  it("refuses an edit that names only the version", async () => {
    const lead = await newLead();
    const empty = await call(app(), {
      method: "PATCH",
      url: `/api/leads/${lead.id}`,
      cookie: admin,
      body: { expectedVersion: lead.version },
    });
    expect(empty.statusCode).toBe(400);
  });
});
