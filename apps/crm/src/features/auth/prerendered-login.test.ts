import { afterEach, describe, expect, it } from "vitest";
import { showsPrerenderedLoginCard } from "#features/auth/prerendered-login.ts";
import { sessionStore } from "#features/auth/session.ts";
import { clearSessionExpired, markSessionExpired } from "#features/auth/session-end.ts";

const TOKEN = "a".repeat(43);

afterEach(() => {
  sessionStore.getState().signOut();
  clearSessionExpired();
  window.history.replaceState(null, "", "/webcrmpanel");
});

describe("whether the prerendered login card is what this visit first shows", () => {
  it("is, for a visitor with nothing stored, no link and no notice", () => {
    window.history.replaceState(null, "", "/webcrmpanel");
    expect(showsPrerenderedLoginCard()).toBe(true);
    // A guard's plain redirect (not an expiry) shows the same card.
    window.history.replaceState({ usr: { reason: "signin", from: "/crm/leads" }, key: "x", idx: 0 }, "");
    expect(showsPrerenderedLoginCard()).toBe(true);
  });

  it("is not for a stored session, a one-time link or an expiry notice", () => {
    sessionStore.getState().signIn({ username: "ceo", name: "CEO", role: "ceo" });
    expect(showsPrerenderedLoginCard()).toBe(false);
    sessionStore.getState().signOut();

    window.history.replaceState(null, "", `/webcrmpanel#invite=${TOKEN}`);
    expect(showsPrerenderedLoginCard()).toBe(false);
    window.history.replaceState(null, "", "/webcrmpanel");

    window.history.replaceState({ usr: { reason: "expired", from: "/crm" }, key: "x", idx: 0 }, "");
    expect(showsPrerenderedLoginCard()).toBe(false);
    window.history.replaceState(null, "", "/webcrmpanel");

    markSessionExpired();
    expect(showsPrerenderedLoginCard()).toBe(false);
  });
});
