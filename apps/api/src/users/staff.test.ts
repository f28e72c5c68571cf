import { describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";

describe("staff management: workloads and reassigning all of one person's open records", () => {
  const server = useTestServer();
  const app = () => server.app;
  const post = async (cookie: string, url: string, body: object) => {
    const response = await call(app(), { method: "POST", url, cookie, body });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };

  it("counts open records and overdue follow-ups, then moves them all in one step with timeline entries", async () => {
    const admin = await login(app(), "admin");
    const lead = await post(admin, "/api/leads", {
      name: "Asha Rao",
      phone: "+91 98400 00001",
      destinationCountry: "CA",
      visaType: "student",
      assignee: "staff1",
    });
    await call(app(), {
      method: "PATCH",
      url: `/api/leads/${lead.id}`,
      cookie: admin,
      body: { nextFollowUpOn: "2025-01-01" },
    });
    const lost = await post(admin, "/api/leads", {
      name: "Lost Lead",
      phone: "+91 98400 00002",
      assignee: "staff1",
    });
    await post(admin, `/api/leads/${lost.id}/status`, { status: "lost", lostReason: "Went elsewhere" });
    const enquiry = await post(admin, "/api/enquiries", {
      channel: "walk_in",
      name: "Walk In",
      phone: "+91 98400 00003",
    });
    // Only the enquiry: assigning it would otherwise assign its lead too (decision 030), and this counts each kind.
    await post(admin, `/api/enquiries/${enquiry.id}/assign`, { assignee: "staff1", alsoLinked: false });

    const before = (await call(app(), { url: "/api/staff", cookie: admin })).json().staff;
    const staff1 = before.find((s: { username: string }) => s.username === "staff1");
    expect(staff1.open).toMatchObject({ leads: 1, enquiries: 1 });
    expect(staff1.overdueFollowUps).toBe(1);

    const moved = await post(admin, "/api/staff/reassign", { from: "staff1", to: "staff2" });
    expect(moved.moved).toMatchObject({ leads: 1, enquiries: 1, deals: 0 });
    const after = (await call(app(), { url: "/api/staff", cookie: admin })).json().staff;
    expect(after.find((s: { username: string }) => s.username === "staff1").open.leads).toBe(0);
    expect(after.find((s: { username: string }) => s.username === "staff2").open.leads).toBe(1);
    const detail = (await call(app(), { url: `/api/leads/${lead.id}`, cookie: admin })).json();
    expect(detail.assignee.username).toBe("staff2");
    expect(detail.timeline.map((e: { text: string }) => e.text)).toContain(
      "Reassigned from staff1 to staff2",
    );
    // The lost lead stays with whoever had it.
    expect(
      (await call(app(), { url: `/api/leads/${lost.id}`, cookie: admin })).json().assignee.username,
    ).toBe("staff1");
    const audit = (await call(app(), { url: "/api/audit?action=record.reassign_all", cookie: admin })).json();
    expect(audit.events).toHaveLength(1);
    expect(audit.events[0]).toMatchObject({ actor: "admin", target: "staff1" });
  });

  it("refuses moving to oneself, to a non-staff account, and to staff members", async () => {
    const admin = await login(app(), "admin");
    const same = await call(app(), {
      method: "POST",
      url: "/api/staff/reassign",
      cookie: admin,
      body: { from: "staff1", to: "staff1" },
    });
    expect(same.statusCode).toBe(400);
    const ghost = await call(app(), {
      method: "POST",
      url: "/api/staff/reassign",
      cookie: admin,
      body: { from: "staff1", to: "nobody" },
    });
    expect(ghost.json().error.fields).toEqual({ to: "is not a staff account" });
    const staff = await login(app(), "staff1");
    expect((await call(app(), { url: "/api/staff", cookie: staff })).statusCode).toBe(403);
  });

  it("filters the audit log by actor, action, record and date", async () => {
    const admin = await login(app(), "admin");
    const all = (await call(app(), { url: "/api/audit?limit=500", cookie: admin })).json().events;
    expect(all.length).toBeGreaterThan(3);
    const byActor = (await call(app(), { url: "/api/audit?actor=staff1", cookie: admin })).json().events;
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e: { actor: string }) => e.actor === "staff1")).toBe(true);
    const logins = (
      await call(app(), { url: "/api/audit?action=auth.login&target=STAFF", cookie: admin })
    ).json().events;
    expect(logins.length).toBeGreaterThan(0);
    expect(
      logins.every(
        (e: { action: string; target: string }) => e.action === "auth.login" && e.target.startsWith("staff"),
      ),
    ).toBe(true);
    const future = (
      await call(app(), { url: "/api/audit?from=2030-01-01T00:00:00.000Z", cookie: admin })
    ).json().events;
    expect(future).toEqual([]);
    const past = (await call(app(), { url: "/api/audit?to=2000-01-01T00:00:00.000Z", cookie: admin })).json()
      .events;
    expect(past).toEqual([]);
    expect((await call(app(), { url: "/api/audit?action=nonsense", cookie: admin })).statusCode).toBe(400);
  });
});
