import { INVITATION_LIFETIME_MS } from "@visadesk/contracts/users";
import { describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";

const tokenOf = (path: string) => path.split("#invite=")[1] ?? "";

describe("invitations: one-time links to choose a password", () => {
  const server = useTestServer();
  const app = () => server.app;
  const accept = (token: string, password: string) =>
    call(app(), { method: "POST", url: "/api/auth/invitations/accept", body: { token, password } });
  const lookup = (token: string) =>
    call(app(), { method: "POST", url: "/api/auth/invitations/lookup", body: { token } });
  const create = async (cookie: string, body: object) =>
    call(app(), { method: "POST", url: "/api/users", cookie, body });
  const invite = (cookie: string, username: string) =>
    call(app(), { method: "POST", url: `/api/users/${username}/invitation`, cookie });

  it("an account created without a password gets a 72-hour link that works once", async () => {
    const admin = await login(app(), "admin");
    const created = await create(admin, { username: "meera", name: "Meera Shah", role: "customer" });
    expect(created.statusCode).toBe(201);
    const { invitation } = created.json();
    expect(invitation.path).toMatch(/^\/webcrmpanel#invite=[A-Za-z0-9_-]{43}$/);
    expect(invitation.purpose).toBe("invite");
    expect(Date.parse(invitation.expiresAt) - server.clock.now().getTime()).toBe(72 * 3_600_000);
    // Nobody knows a password for it until the link is used.
    expect(
      (
        await call(app(), {
          method: "POST",
          url: "/api/auth/login",
          body: { username: "meera", password: "x" },
        })
      ).statusCode,
    ).toBe(401);

    const token = tokenOf(invitation.path);
    const info = await lookup(token);
    expect(info.json()).toMatchObject({ username: "meera", name: "Meera Shah", purpose: "invite" });
    const weak = await accept(token, "short");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toHaveProperty("password");
    const used = await accept(token, "saffron-lantern-93");
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ username: "meera" });
    await login(app(), "meera", "saffron-lantern-93");

    const again = await accept(token, "another-lantern-94");
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toMatch(/expired or has already been used/);
    expect((await lookup(token)).statusCode).toBe(404);
    await login(app(), "meera", "saffron-lantern-93");
  });

  it("a link stops working at 72 hours (fake clock), and a new link replaces the old", async () => {
    const admin = await login(app(), "admin");
    const created = await create(admin, { username: "kiran", name: "Kiran Patel", role: "investor" });
    const first = tokenOf(created.json().invitation.path);
    const second = tokenOf((await invite(admin, "kiran")).json().path);
    expect((await accept(first, "marigold-harbour-11")).statusCode).toBe(404);

    server.clock.advance(INVITATION_LIFETIME_MS - 1);
    expect((await lookup(second)).statusCode).toBe(200);
    server.clock.advance(1);
    expect((await lookup(second)).statusCode).toBe(404);
    expect((await accept(second, "marigold-harbour-11")).statusCode).toBe(404);

    const third = tokenOf((await invite(await login(app(), "admin"), "kiran")).json().path);
    expect((await accept(third, "marigold-harbour-11")).statusCode).toBe(200);
    await login(app(), "kiran", "marigold-harbour-11");
  });

  it("resets a forgotten password with the same kind of link, ending the account's sessions", async () => {
    const admin = await login(app(), "admin");
    const session = await login(app(), "meera", "saffron-lantern-93");
    const link = (await invite(admin, "meera")).json();
    expect(link.purpose).toBe("reset");
    expect((await accept(tokenOf(link.path), "cardamom-bridge-55")).statusCode).toBe(200);
    expect((await call(app(), { url: "/api/auth/me", cookie: session })).statusCode).toBe(401);
    await login(app(), "meera", "cardamom-bridge-55");
  });

  it("only admins and the CEO hand out links, within the roles they manage", async () => {
    const staff = await login(app(), "staff1");
    expect((await invite(staff, "meera")).statusCode).toBe(403);
    const admin = await login(app(), "admin");
    expect((await invite(admin, "ceo")).statusCode).toBe(403);
    expect((await invite(admin, "nobody-here")).statusCode).toBe(404);
  });

  it("a password an admin chose must be changed at the first sign-in before anything else", async () => {
    const admin = await login(app(), "admin");
    await create(admin, {
      username: "newhire",
      name: "New Hire",
      role: "staff",
      password: "temporary-pass-phrase-1",
    });
    const response = await call(app(), {
      method: "POST",
      url: "/api/auth/login",
      body: { username: "newhire", password: "temporary-pass-phrase-1" },
    });
    expect(response.json()).toMatchObject({ username: "newhire", mustChangePassword: true });
    const cookie = await login(app(), "newhire", "temporary-pass-phrase-1");
    const refused = await call(app(), { url: "/api/leads", cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("password_change_required");
    expect((await call(app(), { url: "/api/auth/me", cookie })).json().mustChangePassword).toBe(true);
    const changed = await call(app(), {
      method: "POST",
      url: "/api/users/me/password",
      cookie,
      body: { currentPassword: "temporary-pass-phrase-1", newPassword: "my-own-quiet-meadow-7" },
    });
    expect(changed.statusCode).toBe(204);
    expect((await call(app(), { url: "/api/leads", cookie })).statusCode).toBe(200);
  });

  it("a disabled account cannot sign in, its sessions end, and its link stops working", async () => {
    const admin = await login(app(), "admin");
    const session = await login(app(), "kiran", "marigold-harbour-11");
    const link = tokenOf((await invite(admin, "kiran")).json().path);
    const disabled = await call(app(), {
      method: "PATCH",
      url: "/api/users/kiran",
      cookie: admin,
      body: { active: false },
    });
    expect(disabled.statusCode).toBe(200);
    expect((await call(app(), { url: "/api/auth/me", cookie: session })).statusCode).toBe(401);
    const signIn = await call(app(), {
      method: "POST",
      url: "/api/auth/login",
      body: { username: "kiran", password: "marigold-harbour-11" },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await accept(link, "another-harbour-12")).statusCode).toBe(404);
  });

  it("links a customer account to a customer record, once", async () => {
    const admin = await login(app(), "admin");
    const customer = (
      await call(app(), {
        method: "POST",
        url: "/api/customers",
        cookie: admin,
        body: { name: "Meera Shah", phone: "+91 98300 00001" },
      })
    ).json();
    const link = (url: string, customerId: string) =>
      call(app(), { method: "POST", url, cookie: admin, body: { customerId } });
    const linked = await link("/api/users/meera/customers", customer.id);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().customers).toEqual([{ id: customer.id, name: "Meera Shah" }]);
    expect((await link("/api/users/newhire/customers", customer.id)).statusCode).toBe(400);
    const listed = (await call(app(), { url: "/api/users", cookie: admin })).json().users;
    expect(listed.find((u: { username: string }) => u.username === "meera").customers).toHaveLength(1);
  });

  it("lets a client sign in with the email on their customer record", async () => {
    const admin = await login(app(), "admin");
    const customer = (
      await call(app(), {
        method: "POST",
        url: "/api/customers",
        cookie: admin,
        body: { name: "Nisha Iyer", phone: "+91 98300 00002", email: "Nisha@example.in" },
      })
    ).json();
    const created = await create(admin, {
      username: "nisha",
      name: "Nisha Iyer",
      role: "customer",
      customerId: customer.id,
    });
    await accept(tokenOf(created.json().invitation.path), "jasmine-terrace-62");
    const response = await call(app(), {
      method: "POST",
      url: "/api/auth/login",
      body: { username: "nisha@example.in", password: "jasmine-terrace-62" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe("nisha");
  });
});
