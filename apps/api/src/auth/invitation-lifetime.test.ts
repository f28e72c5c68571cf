import { describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";

const tokenOf = (path: string) => path.split("#invite=")[1] ?? "";

/**
 * A one-time link ends with any change to its account (role, active state, password): a link an admin opened before
 * the CEO promoted the account can never set the promoted account's password (docs/security.md, "One-time links").
 */
describe("one-time links end when their account changes", () => {
  const server = useTestServer();
  const app = () => server.app;
  const accept = (token: string, password: string) =>
    call(app(), { method: "POST", url: "/api/auth/invitations/accept", body: { token, password } });
  const lookup = (token: string) =>
    call(app(), { method: "POST", url: "/api/auth/invitations/lookup", body: { token } });
  const patchUser = (cookie: string, username: string, body: object) =>
    call(app(), { method: "PATCH", url: `/api/users/${username}`, cookie, body });
  const invite = async (cookie: string, username: string) =>
    tokenOf(
      (await call(app(), { method: "POST", url: `/api/users/${username}/invitation`, cookie })).json().path,
    );

  it("an admin's invitation link dies when the CEO promotes the account to CEO", async () => {
    const admin = await login(app(), "admin");
    const created = await call(app(), {
      method: "POST",
      url: "/api/users",
      cookie: admin,
      body: { username: "rising", name: "Rising Star", role: "staff" },
    });
    const token = tokenOf(created.json().invitation.path);
    expect((await lookup(token)).statusCode).toBe(200);

    const ceo = await login(app(), "ceo");
    expect((await patchUser(ceo, "rising", { role: "ceo" })).statusCode).toBe(200);

    expect((await lookup(token)).statusCode).toBe(404);
    const taken = await accept(token, "admin-chose-this-77");
    expect(taken.statusCode).toBe(404);
    expect(taken.json().error.code).toBe("invitation_gone");
    const signIn = await call(app(), {
      method: "POST",
      url: "/api/auth/login",
      body: { username: "rising", password: "admin-chose-this-77" },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it("a reset link opened before a disable does not work after the account is enabled again", async () => {
    const admin = await login(app(), "admin");
    await call(app(), {
      method: "POST",
      url: "/api/users",
      cookie: admin,
      body: { username: "paused", name: "Paused Person", role: "staff", password: "temporary-pass-phrase-1" },
    });
    const token = await invite(admin, "paused");
    expect((await patchUser(admin, "paused", { active: false })).statusCode).toBe(200);
    expect((await patchUser(admin, "paused", { active: true })).statusCode).toBe(200);
    expect((await lookup(token)).statusCode).toBe(404);
    expect((await accept(token, "came-back-quietly-44")).statusCode).toBe(404);
  });

  it("a link dies when an admin sets a password, and when the person changes their own", async () => {
    const admin = await login(app(), "admin");
    const byAdmin = await invite(admin, "paused");
    const reset = await call(app(), {
      method: "POST",
      url: "/api/users/paused/reset-password",
      cookie: admin,
      body: { password: "admin-set-phrase-22" },
    });
    expect(reset.statusCode).toBe(204);
    expect((await accept(byAdmin, "old-link-phrase-23")).statusCode).toBe(404);

    const own = await invite(admin, "paused");
    const cookie = await login(app(), "paused", "admin-set-phrase-22");
    const changed = await call(app(), {
      method: "POST",
      url: "/api/users/me/password",
      cookie,
      body: { currentPassword: "admin-set-phrase-22", newPassword: "my-own-chosen-phrase-24" },
    });
    expect(changed.statusCode).toBe(204);
    expect((await accept(own, "old-link-phrase-25")).statusCode).toBe(404);
    await login(app(), "paused", "my-own-chosen-phrase-24");
  });

  it("a rename alone keeps the link, and a newer link replaces it", async () => {
    const admin = await login(app(), "admin");
    const first = await invite(admin, "paused");
    expect((await patchUser(admin, "paused", { name: "Paused Again" })).statusCode).toBe(200);
    expect((await lookup(first)).statusCode).toBe(200);
    const second = await invite(admin, "paused");
    expect((await lookup(first)).statusCode).toBe(404);
    expect((await accept(second, "newest-link-phrase-26")).statusCode).toBe(200);
  });

  it("the link's token is accepted only in the body: the old URL forms are gone", async () => {
    const admin = await login(app(), "admin");
    const token = await invite(admin, "paused");
    expect((await call(app(), { url: `/api/auth/invitations/${token}` })).statusCode).toBe(404);
    const inPath = await call(app(), {
      method: "POST",
      url: `/api/auth/invitations/${token}/accept`,
      body: { password: "path-token-phrase-27" },
    });
    expect(inPath.statusCode).toBe(404);
    expect((await lookup(token)).statusCode).toBe(200);
  });
});
