import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginFailures } from "#db/schema.ts";
import { call, login, TEST_PASSWORDS, useTestServer } from "#test/test-server.ts";

/**
 * The lockout is counted before the password is checked, so a parallel burst cannot outrun it
 * (docs/security.md#login-lockout).
 */
describe("parallel wrong passwords", () => {
  const server = useTestServer();

  it("checks at most 10 of 200 parallel wrong passwords for one user", async () => {
    const ip = "203.0.113.50";
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(server.app, {
          method: "POST",
          url: "/api/auth/login",
          body: { username: "staff2", password: `parallel-wrong-guess-${i}` },
          ip,
        }).then((response) => response.statusCode),
      ),
    );
    // A 401 is only answered after the password was checked; a 429 is answered before.
    const checked = statuses.filter((status) => status === 401).length;
    console.info(`parallel wrong passwords checked: ${checked} of 200`);
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - checked);
    // Refused attempts took their rows back: the count is exactly the failures that were checked.
    const [row] = await server.app.database.db.select({ n: count() }).from(loginFailures);
    expect(row?.n).toBe(checked);
  });

  it("limits guesses of the current password when changing one's own", async () => {
    const ip = "203.0.113.60";
    const cookie = await login(server.app, "staff1", TEST_PASSWORDS.staff1, ip);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await call(server.app, {
        method: "POST",
        url: "/api/users/me/password",
        cookie,
        ip,
        body: { currentPassword: `guess-number-${i}-of-many`, newPassword: "a-brand-new-passphrase-6612" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    await server.app.database.db.execute(sql`delete from login_failures`);
  });
});
