import { describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";

/**
 * One way links a portal login to a customer record: `POST /api/users/:username/customers`, with the right to manage
 * users, audited with before and after. Editing the customer cannot move a login (docs/security.md, "Portal logins").
 */
describe("linking a portal login to a customer", () => {
  const server = useTestServer();
  const app = () => server.app;
  const post = (url: string, cookie: string, body: object) =>
    call(app(), { method: "POST", url, cookie, body });

  async function twoCustomersAndALogin() {
    const admin = await login(app(), "admin");
    const a = (await post("/api/customers", admin, { name: "Asha Rao", phone: "+91 98300 10001" })).json();
    const b = (await post("/api/customers", admin, { name: "Bilal Khan", phone: "+91 98300 10002" })).json();
    await post("/api/users", admin, {
      username: "asha.rao",
      name: "Asha Rao",
      role: "customer",
      password: "external-passphrase-77",
      customerId: a.id,
    });
    return { admin, a, b };
  }

  it("staff cannot move a customer's portal login onto another record by editing the customer", async () => {
    const { a, b } = await twoCustomersAndALogin();
    const staff = await login(app(), "staff1");
    const moved = await call(app(), {
      method: "PATCH",
      url: `/api/customers/${b.id}`,
      cookie: staff,
      body: { portalUsername: "asha.rao" },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.code).toBe("bad_request");
    const admin = await login(app(), "admin");
    expect(
      (await call(app(), { url: `/api/customers/${b.id}`, cookie: admin })).json().portalUsername,
    ).toBeNull();
    expect((await call(app(), { url: `/api/customers/${a.id}`, cookie: admin })).json().portalUsername).toBe(
      "asha.rao",
    );
  });

  it("the users route links only for those who manage users, and the audit log has before and after", async () => {
    const admin = await login(app(), "admin");
    const b = (await post("/api/customers", admin, { name: "Chitra Das", phone: "+91 98300 10003" })).json();
    await post("/api/users", admin, {
      username: "bilal.khan",
      name: "Bilal Khan",
      role: "customer",
      password: "external-passphrase-78",
    });
    const staff = await login(app(), "staff1");
    expect((await post("/api/users/bilal.khan/customers", staff, { customerId: b.id })).statusCode).toBe(403);
    const linked = await post("/api/users/bilal.khan/customers", admin, { customerId: b.id });
    expect(linked.statusCode).toBe(200);
    const audit = (await call(app(), { url: "/api/audit?action=user.link_customer", cookie: admin })).json();
    const entry = audit.events.find((e: { target: string }) => e.target === "bilal.khan");
    expect(entry).toMatchObject({
      actor: "admin",
      target: "bilal.khan",
      details: {
        customerId: b.id,
        before: { portalUsername: null },
        after: { portalUsername: "bilal.khan" },
      },
    });
  });
});
