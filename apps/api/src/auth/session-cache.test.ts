import { describe, expect, it } from "vitest";
import { SESSION_CACHE_MS, SessionCache } from "#auth/session-cache.ts";

const row = (userId: string) => ({ userId, name: `user ${userId}` });

function liveCache(clock: { now: number } = { now: 0 }) {
  const cache = new SessionCache<ReturnType<typeof row>>(() => clock.now);
  cache.listening();
  return cache;
}

describe("the session cache", () => {
  it("serves nothing before its LISTEN answered", () => {
    const cache = new SessionCache<ReturnType<typeof row>>();
    cache.store("a", row("u1"), cache.generation);
    expect(cache.get("a")).toBeUndefined();
    cache.listening();
    cache.store("a", row("u1"), cache.generation);
    expect(cache.get("a")).toEqual(row("u1"));
  });

  it("drops the sessions a notification names, by token or by account, and everything on '*'", () => {
    const cache = liveCache();
    for (const [hash, user] of [
      ["a", "u1"],
      ["b", "u1"],
      ["c", "u2"],
      ["d", "u3"],
    ] as const)
      cache.store(hash, row(user), cache.generation);
    cache.notify("s:a");
    expect([cache.has("a"), cache.has("b"), cache.has("c"), cache.has("d")]).toEqual([
      false,
      true,
      true,
      true,
    ]);
    cache.notify("u:u1,u2");
    expect([cache.has("b"), cache.has("c"), cache.has("d")]).toEqual([false, false, true]);
    cache.notify("*");
    expect(cache.has("d")).toBe(false);
  });

  it("forgets everything on a payload it does not know", () => {
    const cache = liveCache();
    cache.store("a", row("u1"), cache.generation);
    cache.notify("x:something new");
    expect(cache.has("a")).toBe(false);
  });

  it("does not keep a row whose read began before a notification (the read may predate the change)", () => {
    const cache = liveCache();
    const before = cache.generation;
    // The lookup of "a" is in flight; meanwhile another session's notification arrives.
    cache.notify("s:zzz");
    cache.store("a", row("u1"), before);
    expect(cache.has("a")).toBe(false);
    // A read that began after it is kept.
    cache.store("a", row("u1"), cache.generation);
    expect(cache.has("a")).toBe(true);
  });

  it("does not keep a row whose read began before this process ended a session itself", () => {
    const cache = liveCache();
    const before = cache.generation;
    cache.forgetUser("u9");
    cache.store("a", row("u1"), before);
    expect(cache.has("a")).toBe(false);
    const again = cache.generation;
    cache.forgetSession("b");
    cache.store("a", row("u1"), again);
    expect(cache.has("a")).toBe(false);
  });

  it("serves and keeps nothing while its connection is lost, and starts empty when listening again", () => {
    const cache = liveCache();
    const states: boolean[] = [];
    cache.events.on("live", (live: boolean) => states.push(live));
    cache.store("a", row("u1"), cache.generation);
    const inFlight = cache.generation;
    cache.lost();
    expect(cache.live).toBe(false);
    expect(cache.get("a")).toBeUndefined();
    cache.store("b", row("u2"), cache.generation);
    expect(cache.has("b")).toBe(false);
    cache.listening();
    // Notifications may have been missed while lost: nothing from before comes back, not even a read begun then.
    expect(cache.has("a")).toBe(false);
    cache.store("c", row("u3"), inFlight);
    expect(cache.has("c")).toBe(false);
    expect(states).toEqual([false, true]);
  });

  it("reads a session again after a minute, whatever the notifications", () => {
    const clock = { now: 1_000 };
    const cache = liveCache(clock);
    cache.store("a", row("u1"), cache.generation);
    clock.now += SESSION_CACHE_MS;
    expect(cache.get("a")).toEqual(row("u1"));
    clock.now += 1;
    expect(cache.get("a")).toBeUndefined();
  });
});
