import { describe, expect, it } from "vitest";
import {
  clearStoredSession,
  decodeSessionUser,
  encodeSessionUser,
  parseSessionUser,
  readStoredSessionUser,
  SESSION_STORAGE_KEY,
  writeStoredSessionUser,
} from "#session-user.ts";
import { memoryStorage } from "#test/memory-storage.ts";

const ceo = { username: "ceo", name: "Chief Executive", role: "ceo" } as const;

describe("the session user codec", () => {
  it("stores exactly username, name and role under system_auth", () => {
    const storage = memoryStorage();
    writeStoredSessionUser(storage, { ...ceo, token: "x" } as typeof ceo);
    expect(SESSION_STORAGE_KEY).toBe("system_auth");
    expect(JSON.parse(storage.getItem("system_auth") ?? "")).toEqual(ceo);
  });

  it("round-trips", () => {
    expect(decodeSessionUser(encodeSessionUser(ceo))).toEqual(ceo);
  });

  it.each([
    ["missing", null],
    ["not JSON", "{nope"],
    ["a string", '"ceo"'],
    ["no username", JSON.stringify({ name: "x", role: "ceo" })],
    ["empty username", JSON.stringify({ username: " ", role: "ceo" })],
    ["no role", JSON.stringify({ username: "ceo", name: "x" })],
    ["unknown role", JSON.stringify({ username: "ceo", role: "root" })],
  ])("refuses a stored value that is %s", (_what, raw) => {
    expect(decodeSessionUser(raw)).toBeNull();
  });

  it("accepts a stored user without a name, naming it by its username", () => {
    expect(parseSessionUser({ username: "staff1", role: "staff" })).toEqual({
      username: "staff1",
      name: "staff1",
      role: "staff",
    });
  });

  it("clears invalid stored data when restoring", () => {
    const storage = memoryStorage({ system_auth: '{"username":"x"}' });
    expect(readStoredSessionUser(storage)).toBeNull();
    expect(storage.getItem("system_auth")).toBeNull();
  });

  it("restores a valid stored user and leaves it in place", () => {
    const storage = memoryStorage({ system_auth: encodeSessionUser(ceo) });
    expect(readStoredSessionUser(storage)).toEqual(ceo);
    expect(storage.getItem("system_auth")).not.toBeNull();
  });

  it("clears the session and the CRM flags on logout, and nothing else", () => {
    const storage = memoryStorage({
      system_auth: encodeSessionUser(ceo),
      crm_view: "kanban",
      crm_filters: "{}",
      theme: "dark",
    });
    clearStoredSession(storage);
    expect(storage.dump()).toEqual({ theme: "dark" });
  });
});
