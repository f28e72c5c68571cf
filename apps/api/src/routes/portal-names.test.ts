import { describe, expect, it } from "vitest";
import { call, createAccountByInvitation, login, useTestServer } from "#test/test-server.ts";

/** The portal names the client's consultant by display name; no answer to a client carries a staff username. */
describe("the portal names the consultant, never a username", () => {
  const server = useTestServer();
  const app = () => server.app;

  it("answers the client's cases and deliveries with the consultant's name only", async () => {
    const admin = await login(app(), "admin");
    const customer = (
      await call(app(), {
        method: "POST",
        url: "/api/customers",
        cookie: admin,
        body: { name: "Farah Ali", phone: "+91 98300 20001", assignee: "staff1" },
      })
    ).json();
    const filed = await call(app(), {
      method: "POST",
      url: "/api/cases",
      cookie: admin,
      body: { customerId: customer.id, destinationCountry: "GB", visaType: "student", assignee: "staff1" },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const client = await createAccountByInvitation(
      app(),
      admin,
      { username: "farah.ali", name: "Farah Ali", role: "customer", password: "farah-own-phrase-51" },
      { customerId: customer.id },
    );

    const list = await call(app(), { url: "/api/me/cases", cookie: client });
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0].assignee).toEqual({ name: "Staff One" });
    const detail = await call(app(), { url: `/api/me/cases/${filed.json().id}`, cookie: client });
    expect(detail.json().assignee).toEqual({ name: "Staff One" });
    const deliveries = await call(app(), { url: "/api/me/deliveries", cookie: client });
    expect(deliveries.statusCode).toBe(200);
    for (const answer of [list.body, detail.body, deliveries.body]) {
      expect(answer).not.toContain('"username"');
      expect(answer).not.toContain("staff1");
    }
    // Staff still see who it is.
    const staffView = await call(app(), { url: `/api/cases/${filed.json().id}`, cookie: admin });
    expect(staffView.json().assignee).toEqual({ username: "staff1", name: "Staff One" });
  });
});
