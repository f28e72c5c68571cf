import { describe, expect, it } from "vitest";
import { auditDetailsText, detailLabel } from "#features/audit/utils/audit-details.ts";

describe("an audit event's details in words", () => {
  it("names the keys in words, not as stored", () => {
    expect(detailLabel("otherSessionsEnded")).toBe("Other sessions ended");
    expect(detailLabel("appeal_deadline_on")).toBe("Appeal deadline on");
    expect(detailLabel("to")).toBe("To");
  });

  it("says flags, nothing, lists, counts and instants plainly, without JSON quotes or braces", () => {
    const text = auditDetailsText({
      sessionsEnded: true,
      from: null,
      added: ["Passport", "Bank statements"],
      moved: { leads: 2, openCases: 1 },
      expiresAt: "2026-11-26T06:20:00.000Z",
    });
    expect(text).toBe(
      "Sessions ended: yes; From: none; Added: Passport, Bank statements; Moved: (leads 2, open cases 1); " +
        "Expires at: 26 Nov 2026, 11:50 am",
    );
    expect(text).not.toMatch(/[{}"]/);
  });

  it("is empty for an event with no details", () => {
    expect(auditDetailsText({})).toBe("");
  });
});
