import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, users } from "#db/schema.ts";
import { call, createAccountByInvitation, login, TEST_PASSWORDS, useTestServer } from "#test/test-server.ts";

const NEW_PASSWORD = "a-brand-new-passphrase-88";

describe("the users API", () => {
  const server = useTestServer();
  const app = () => server.app;
  const me = (cookie: string) => call(app(), { url: "/api/auth/me", cookie });
  const create = (cookie: string, body: object) =>
    call(app(), { method: "POST", url: "/api/users", cookie, body });
  const patch = (cookie: string, username: string, body: object) =>
    call(app(), { method: "PATCH", url: `/api/users/${username}`, cookie, body });
  const countUsers = async () => (await app().database.db.select().from(users)).length;

  it("lists the accounts without their hashes", async () => {
    const cookie = await login(app(), "admin");
    const response = await call(app(), { url: "/api/users", cookie });
    expect(response.statusCode).toBe(200);
    const list = response.json().users;
    expect(list.map((u: { username: string }) => u.username)).toEqual(["admin", "ceo", "staff1", "staff2"]);
    expect(list[0]).toEqual({
      username: "admin",
      name: "Admin",
      role: "admin",
      active: true,
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
      mustChangePassword: false,
      customers: [],
    });
    expect(response.body).not.toContain("argon2");
  });

  it.each([
    ["shorter than 12 characters", "short-pw-1", "must be at least 12 characters"],
    [
      "one of the most common passwords",
      "qwertyuiop123",
      "is one of the most common passwords; choose another",
    ],
    ["one character repeated", "aaaaaaaaaaaaaa", "must not be one character repeated"],
    ["containing the username", "newstaff-and-more", "must not contain the username"],
  ])("refuses a staff password %s, writing nothing", async (_what, password, message) => {
    const cookie = await login(app(), "admin");
    const before = await countUsers();
    const response = await create(cookie, { username: "newstaff", name: "New", role: "staff", password });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: message });
    expect(response.body).not.toContain(password);
    expect(await countUsers()).toBe(before);
  });

  it("accepts a long passphrase (128+ characters, any characters) and no composition rules", async () => {
    const cookie = await login(app(), "admin");
    const password = `${"correct horse battery staple ".repeat(6)}मराठी ✓`;
    expect(password.length).toBeGreaterThan(128);
    const response = await create(cookie, { username: "longpass", name: "Long", role: "staff", password });
    expect(response.statusCode).toBe(201);
    await login(app(), "longpass", password);
  });

  it("lets a customer account have an 8-character password, but not a common one", async () => {
    const cookie = await login(app(), "admin");
    expect(
      (await create(cookie, { username: "cust1", name: "C", role: "customer", password: "zq7#rt9b" }))
        .statusCode,
    ).toBe(201);
    expect(
      (await create(cookie, { username: "cust2", name: "C", role: "customer", password: "password1" }))
        .statusCode,
    ).toBe(400);
  });

  it("refuses a taken username with 409", async () => {
    const cookie = await login(app(), "ceo");
    const response = await create(cookie, {
      username: "staff1",
      name: "X",
      role: "staff",
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
  });

  it("does not let an admin create or change a CEO or another admin", async () => {
    const cookie = await login(app(), "admin");
    for (const role of ["ceo", "admin"]) {
      const response = await create(cookie, {
        username: `x${role}`,
        name: "X",
        role,
        password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await patch(cookie, "ceo", { name: "Demoted" })).statusCode).toBe(403);
    expect((await patch(cookie, "staff2", { role: "admin" })).statusCode).toBe(403);
    const reset = await call(app(), {
      method: "POST",
      url: "/api/users/ceo/reset-password",
      cookie,
      body: { password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(403);
    const denied = await app()
      .database.db.select()
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'permission.denied' and ${auditEvents.actor} = 'admin'`);
    expect(denied.map((e) => e.target)).toEqual(["xceo", "xadmin", "ceo", "staff2", "ceo"]);
  });

  it("lets the CEO create an admin", async () => {
    const cookie = await login(app(), "ceo");
    const response = await create(cookie, {
      username: "admin2",
      name: "Second Admin",
      role: "admin",
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: "admin2",
      role: "admin",
      active: true,
      lastLoginAt: null,
    });
  });

  it("ends the account's sessions at once when its role changes", async () => {
    const ceo = await login(app(), "ceo");
    const victim = await login(app(), "admin2", NEW_PASSWORD);
    const response = await patch(ceo, "admin2", { role: "staff" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: "staff" });
    expect((await me(victim)).statusCode).toBe(401);
    expect((await login(app(), "admin2", NEW_PASSWORD)) !== "").toBe(true);
  });

  it("renaming keeps the sessions", async () => {
    const admin = await login(app(), "admin");
    const staff = await login(app(), "staff2");
    expect((await patch(admin, "staff2", { name: "Staff Two Renamed" })).statusCode).toBe(200);
    expect((await me(staff)).json()).toMatchObject({ name: "Staff Two Renamed" });
  });

  it("disabling ends the sessions and makes login fail with the usual message", async () => {
    const admin = await login(app(), "admin");
    const staff = await login(app(), "staff2");
    expect((await patch(admin, "staff2", { active: false })).json()).toMatchObject({ active: false });
    expect((await me(staff)).statusCode).toBe(401);
    const attempt = await call(app(), {
      method: "POST",
      url: "/api/auth/login",
      body: { username: "staff2", password: TEST_PASSWORDS.staff2 },
    });
    expect(attempt.statusCode).toBe(401);
    expect(attempt.json().error.message).toBe("Invalid username or password");
    const options = await call(app(), { url: "/api/auth/login-options" });
    expect(options.json().usernames).not.toContain("staff2");
    expect((await patch(admin, "staff2", { active: true })).statusCode).toBe(200);
    await login(app(), "staff2");
  });

  it("resetting a password ends the sessions; the new password works and the old does not", async () => {
    const admin = await login(app(), "admin");
    const staff = await login(app(), "staff1");
    const reset = await call(app(), {
      method: "POST",
      url: "/api/users/staff1/reset-password",
      cookie: admin,
      body: { password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(204);
    expect((await me(staff)).statusCode).toBe(401);
    await login(app(), "staff1", NEW_PASSWORD);
    await expect(login(app(), "staff1", TEST_PASSWORDS.staff1)).rejects.toThrow(
      /Invalid username or password/,
    );
  });

  it("changing one's own password needs the current one and ends the other sessions only", async () => {
    const here = await login(app(), "staff1", NEW_PASSWORD);
    const elsewhere = await login(app(), "staff1", NEW_PASSWORD);
    const change = (currentPassword: string, newPassword = "staff-one-own-choice-2025") =>
      call(app(), {
        method: "POST",
        url: "/api/users/me/password",
        cookie: here,
        body: { currentPassword, newPassword },
      });
    const wrong = await change("not-my-password-at-all");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: "is not your current password" });
    // A refused new password names the box it was typed in, so the form marks that box.
    const weak = await change(NEW_PASSWORD, "staff1-and-a-long-tail");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ newPassword: "must not contain the username" });
    expect((await change(NEW_PASSWORD)).statusCode).toBe(204);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  it("never disables or demotes the last active CEO", async () => {
    const ceo = await login(app(), "ceo");
    const disable = await patch(ceo, "ceo", { active: false });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().error.code).toBe("last_ceo");
    expect((await patch(ceo, "ceo", { role: "admin" })).statusCode).toBe(409);
    expect((await me(ceo)).statusCode).toBe(200);

    // With a second CEO, the first one may step down.
    const ceo2 = await createAccountByInvitation(app(), ceo, {
      username: "ceo2",
      name: "Co-CEO",
      role: "ceo",
      password: NEW_PASSWORD,
    });
    expect((await patch(ceo2, "ceo", { active: false })).statusCode).toBe(200);
    expect((await patch(ceo2, "ceo2", { active: false })).statusCode).toBe(409);
    expect((await patch(ceo2, "ceo", { active: true })).statusCode).toBe(200);
  });

  it("answers an unknown user with 404 and a bad body with 400", async () => {
    const ceo = await login(app(), "ceo");
    expect((await patch(ceo, "ghost", { name: "Boo" })).statusCode).toBe(404);
    const bad = await patch(ceo, "staff1", { role: "root" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("role");
  });
});
