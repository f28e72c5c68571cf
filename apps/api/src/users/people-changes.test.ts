import { describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";

/**
 * A change that takes a person out of staff work (a role that is not staff, or a disable) never strands their open
 * records: it is refused without someone to take them, and moves them in the same transaction when named.
 */
describe("people changes that move open work", () => {
  const server = useTestServer();
  const app = () => server.app;
  const patchUser = (cookie: string, username: string, body: object) =>
    call(app(), { method: "PATCH", url: `/api/users/${username}`, cookie, body });
  const openOf = async (cookie: string, username: string) =>
    (await call(app(), { url: "/api/staff", cookie }))
      .json()
      .staff.find((s: { username: string }) => s.username === username)?.open;

  async function staffWithOpenWork(admin: string, username: string) {
    await call(app(), {
      method: "POST",
      url: "/api/users",
      cookie: admin,
      body: { username, name: `Person ${username}`, role: "staff", password: "temporary-pass-phrase-1" },
    });
    for (const n of [1, 2]) {
      const enquiry = await call(app(), {
        method: "POST",
        url: "/api/enquiries",
        cookie: admin,
        body: {
          name: `Client ${username} ${n}`,
          phone: `+91 98400 ${String(10_000 + n + username.length * 10).padStart(5, "0")}`,
          channel: "phone",
          destinationCountry: "GB",
          visaType: "student",
          assignee: username,
        },
      });
      expect(enquiry.statusCode, enquiry.body).toBe(201);
    }
  }

  it("refuses to make a person with open work a client, with a 400 naming reassignTo, and changes nothing", async () => {
    const admin = await login(app(), "admin");
    await staffWithOpenWork(admin, "leaving");
    const refused = await patchUser(admin, "leaving", { role: "customer" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: "bad_request",
      message:
        "Invalid request: reassignTo: Person leaving has 4 open records; choose a staff member to take them",
      fields: { reassignTo: "Person leaving has 4 open records; choose a staff member to take them" },
    });
    const users = (await call(app(), { url: "/api/users", cookie: admin })).json().users;
    expect(users.find((u: { username: string }) => u.username === "leaving").role).toBe("staff");
    expect((await patchUser(admin, "leaving", { active: false })).statusCode).toBe(400);
    expect(await openOf(admin, "leaving")).toMatchObject({ enquiries: 2, leads: 2 });
  });

  it("refuses a reassignment target that is not active staff, or the person themself", async () => {
    const admin = await login(app(), "admin");
    for (const [reassignTo, words] of [
      ["investor", "is not a staff account"],
      ["leaving", "must be someone else"],
      ["nobody-at-all", "is not a staff account"],
    ]) {
      const refused = await patchUser(admin, "leaving", { active: false, reassignTo });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ reassignTo: words });
    }
  });

  it("disables the person and moves their open work to the named staff member in one step", async () => {
    const admin = await login(app(), "admin");
    const done = await patchUser(admin, "leaving", { active: false, reassignTo: "staff1" });
    expect(done.statusCode).toBe(200);
    expect(done.json().active).toBe(false);
    expect((await openOf(admin, "leaving")).enquiries).toBe(0);
    const audit = (await call(app(), { url: "/api/audit?action=user.disable", cookie: admin })).json();
    expect(audit.events[0]).toMatchObject({
      target: "leaving",
      details: { openWorkMovedTo: "staff1", moved: { enquiries: 2 } },
    });
  });

  it("a person without open work changes role at once; a rename needs nobody", async () => {
    const admin = await login(app(), "admin");
    expect((await patchUser(admin, "staff2", { name: "Staff Two Renamed" })).statusCode).toBe(200);
    await call(app(), {
      method: "POST",
      url: "/api/users",
      cookie: admin,
      body: { username: "idle", name: "Idle Person", role: "staff", password: "temporary-pass-phrase-1" },
    });
    expect((await patchUser(admin, "idle", { role: "customer" })).statusCode).toBe(200);
  });
});
