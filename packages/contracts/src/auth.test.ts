import { describe, expect, it } from "vitest";
import { ZLoginRequest, ZSessionUser } from "#auth.ts";
import { ZUpdateUserRequest, ZUsername } from "#users.ts";

describe("auth and users contracts", () => {
  it("accepts a login and trims the username", () => {
    expect(ZLoginRequest.parse({ username: " ceo ", password: "x" })).toEqual({
      username: "ceo",
      password: "x",
    });
  });

  it("refuses an empty password and an over-long one", () => {
    expect(ZLoginRequest.safeParse({ username: "ceo", password: "" }).success).toBe(false);
    expect(ZLoginRequest.safeParse({ username: "ceo", password: "x".repeat(1025) }).success).toBe(false);
  });

  it("keeps the session user to username, name and role", () => {
    expect(ZSessionUser.parse({ username: "a", name: "A", role: "staff", hash: "h" })).toEqual({
      username: "a",
      name: "A",
      role: "staff",
    });
    expect(ZSessionUser.safeParse({ username: "a", name: "A", role: "root" }).success).toBe(false);
  });

  it.each(["Admin", "a", "-x", "has space", "x".repeat(33)])("refuses username %j", (name) => {
    expect(ZUsername.safeParse(name).success).toBe(false);
  });

  it("needs at least one field in an update and nothing unknown", () => {
    expect(ZUpdateUserRequest.safeParse({}).success).toBe(false);
    expect(ZUpdateUserRequest.safeParse({ passwordHash: "x" }).success).toBe(false);
    expect(ZUpdateUserRequest.parse({ active: false })).toEqual({ active: false });
  });
});
