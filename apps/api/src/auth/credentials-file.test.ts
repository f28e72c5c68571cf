import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { call, login, TEST_PASSWORDS, useTestServer } from "#test/test-server.ts";

// The generated passwords file prints only passwords that still work (`pnpm demo` prints it at every start).
const dir = mkdtempSync(path.join(tmpdir(), "visadesk-credentials-"));
const file = path.join(dir, "initial-credentials.txt");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const listed = () =>
  Object.fromEntries(
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => /^\w+: \S+$/.test(line))
      .map((line) => line.split(": ")),
  );

describe("the credentials file", () => {
  const server = useTestServer({
    config: (base) => ({
      ...base,
      auth: {
        ...base.auth,
        // staff1 and staff2 get generated passwords, written to the file.
        initialPasswords: { ceo: TEST_PASSWORDS.ceo, admin: TEST_PASSWORDS.admin },
        credentialsFile: file,
      },
    }),
  });

  it("stops listing a generated password once its owner chose their own, or an admin reset it", async () => {
    const generated = listed();
    expect(Object.keys(generated).sort()).toEqual(["staff1", "staff2"]);

    const staff1 = await login(server.app, "staff1", generated.staff1);
    const changed = await call(server.app, {
      method: "POST",
      url: "/api/users/me/password",
      cookie: staff1,
      body: { currentPassword: generated.staff1, newPassword: "Chosen by staff one 2025!" },
    });
    expect(changed.statusCode).toBe(204);
    expect(listed()).toEqual({ staff2: generated.staff2 });
    expect(readFileSync(file, "utf8")).toContain(
      "# staff1: password changed on 2025-01-06; the generated one no longer works",
    );

    const admin = await login(server.app, "admin");
    const reset = await call(server.app, {
      method: "POST",
      url: "/api/users/staff2/reset-password",
      cookie: admin,
      body: { password: "Reset by the admin 2025!" },
    });
    expect(reset.statusCode).toBe(204);
    expect(listed()).toEqual({});
  });

  it("does not offer an account that has no password on the login card", async () => {
    await server.app.database.db.execute(
      sql`insert into users (username, name, role, password_hash, created_at, updated_at)
        values ('staff3', 'Neha Kapoor', 'staff', '!no-password', now(), now())`,
    );
    const options = await call(server.app, { url: "/api/auth/login-options" });
    expect(options.json().usernames).not.toContain("staff3");
    expect(options.json().usernames).toContain("staff1");
  });
});
