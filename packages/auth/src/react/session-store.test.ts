import { describe, expect, it } from "vitest";
import { createSessionStore } from "#react/index.ts";
import { encodeSessionUser } from "#session-user.ts";
import { memoryStorage } from "#test/memory-storage.ts";

const admin = { username: "admin", name: "Office Admin", role: "admin" } as const;

describe("the client session store", () => {
  it("starts anonymous with nothing stored", () => {
    const store = createSessionStore(memoryStorage());
    expect(store.getState()).toMatchObject({ user: null, status: "anonymous" });
  });

  it("restores a stored user, awaiting the server's confirmation", () => {
    const store = createSessionStore(memoryStorage({ system_auth: encodeSessionUser(admin) }));
    expect(store.getState()).toMatchObject({ user: admin, status: "restored" });
  });

  it("clears invalid stored data at start", () => {
    const storage = memoryStorage({ system_auth: "garbage" });
    const store = createSessionStore(storage);
    expect(store.getState().status).toBe("anonymous");
    expect(storage.getItem("system_auth")).toBeNull();
  });

  it("stores the user only on signIn", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    expect(storage.getItem("system_auth")).toBeNull();
    store.getState().signIn(admin);
    expect(store.getState()).toMatchObject({ user: admin, status: "confirmed" });
    expect(storage.getItem("system_auth")).toBe(encodeSessionUser(admin));
  });

  it("follows the server: a changed user is stored, no user clears everything", () => {
    const storage = memoryStorage({ system_auth: encodeSessionUser(admin), crm_tab: "1" });
    const store = createSessionStore(storage);
    store.getState().confirm({ ...admin, name: "Renamed" });
    expect(JSON.parse(storage.getItem("system_auth") ?? "")).toMatchObject({ name: "Renamed" });
    store.getState().confirm(null);
    expect(store.getState()).toMatchObject({ user: null, status: "anonymous" });
    expect(storage.dump()).toEqual({});
  });

  it("signOut clears the stored user and the CRM flags", () => {
    const storage = memoryStorage({ crm_tab: "1", other: "kept" });
    const store = createSessionStore(storage);
    store.getState().signIn(admin);
    store.getState().signOut();
    expect(store.getState().user).toBeNull();
    expect(storage.dump()).toEqual({ other: "kept" });
  });
});
