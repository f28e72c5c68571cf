import { describe, expect, it, vi } from "vitest";
import { clientChatLink } from "#lib/chat-link.ts";
import { describeActivity } from "#lib/describe-activity.ts";
import {
  countryName,
  formatDateTime,
  formatDay,
  formatListDateTime,
  formatRupees,
  humanise,
  todayInKolkata,
} from "#lib/format.ts";
import { formatPhone } from "#lib/format-phone.ts";

describe("CRM formats", () => {
  it("shows UTC instants in Asia/Kolkata", () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatDateTime("2026-11-20T20:00:00Z")).toMatch(/21 Nov 2026.*1:30/);
    expect(todayInKolkata(new Date("2026-11-20T20:00:00Z"))).toBe("2026-11-21");
    expect(formatDay("2026-11-21")).toBe("21 Nov 2026");
  });

  it("drops this year's year from a list's date, by the year in India", () => {
    const now = new Date("2026-12-01T00:00:00Z");
    expect(formatListDateTime("2026-11-20T20:00:00Z", now)).toMatch(/^21 Nov, .*1:30/);
    // 31 Dec 2025 20:00 UTC is already 1 Jan 2026 in India: this year.
    expect(formatListDateTime("2025-12-31T20:00:00Z", now)).toMatch(/^1 Jan, /);
    expect(formatListDateTime("2025-11-20T20:00:00Z", now)).toMatch(/21 Nov 2025/);
  });

  it("formats phones, rupees, countries and machine words", () => {
    expect(formatPhone("+919876543210")).toBe("+91 98765 43210");
    expect(formatPhone(null)).toBe("");
    expect(formatRupees(125000)).toBe("₹1,25,000");
    expect(countryName("gb")).toBe("United Kingdom");
    expect(humanise("in_progress")).toBe("In progress");
  });

  it("builds the client's chat link from an E.164 phone", () => {
    const link = clientChatLink("+919876543210", "Asha Verma", "Staff One");
    expect(link).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(decodeURIComponent(link?.split("text=")[1] ?? "")).toBe(
      "Hello Asha, this is Staff One from VisaDesk about your visa enquiry.",
    );
    expect(clientChatLink(null, "Asha")).toBeUndefined();
  });
});

describe("timeline entries in plain language", () => {
  const entry = (kind: string, details: Record<string, unknown>, text = "fallback") => ({
    kind,
    text,
    details,
  });

  it("labels the work done on a lead's enquiry with the enquiry, once, on the lead's timeline", () => {
    const fromEnquiry = { id: "e1", reference: "VD-AB12CD34" };
    expect(describeActivity(entry("call", { fromEnquiry }, "Enquiry VD-AB12CD34: Rang, no answer"))).toBe(
      "Enquiry VD-AB12CD34: Rang, no answer",
    );
    expect(
      describeActivity(
        entry(
          "status_change",
          { fromEnquiry, from: "new", to: "in_progress" },
          "Enquiry VD-AB12CD34: Status",
        ),
      ),
    ).toBe("Enquiry VD-AB12CD34: Status: New → In progress");
  });

  it("says what an admin's documents-complete-anyway set aside, and why", () => {
    const missing = [
      { name: "Bank statements", reason: "received, not verified" },
      { name: "Photo", reason: "not received yet" },
    ];
    const reason = "Embassy waived the bank statements";
    expect(describeActivity(entry("update", { override: "documents_complete", missing, reason }))).toBe(
      "Documents marked complete without 2 documents: Bank statements (received, not verified); Photo (not received yet). Reason: Embassy waived the bank statements",
    );
    expect(
      describeActivity(
        entry("update", { override: "documents_complete", missing: missing.slice(1), reason }),
      ),
    ).toBe(`Documents marked complete without 1 document: Photo (not received yet). Reason: ${reason}`);
  });

  it("says what changed, with dates and rupees as staff read them", () => {
    expect(
      describeActivity(
        entry("update", { changes: [{ field: "nextFollowUpOn", from: "2026-11-20", to: "2026-11-24" }] }),
      ),
    ).toBe("Follow-up moved to 24 Nov");
    expect(
      describeActivity(entry("update", { changes: [{ field: "feeInr", from: 30000, to: 125000 }] })),
    ).toBe("Fee changed from ₹30,000 to ₹1,25,000");
    expect(
      describeActivity(entry("update", { changes: [{ field: "destinationCountry", from: null, to: "GB" }] })),
    ).toBe("Destination set to United Kingdom");
    expect(
      describeActivity(
        entry("update", { changes: [{ field: "nextFollowUpOn", from: "2026-11-20", to: null }] }),
      ),
    ).toBe("Follow-up cleared");
  });

  it("says quotes, status changes and decisions", () => {
    expect(describeActivity(entry("created", { amountInr: 35000 }))).toBe("Quoted ₹35,000");
    expect(describeActivity(entry("status_change", { from: "contacted", to: "qualified" }))).toBe(
      "Status: Contacted → Qualified",
    );
    expect(
      describeActivity(
        entry("status_change", {
          from: "decision_pending",
          to: "decided",
          decision: "refused",
          reasonCode: "weak_home_ties",
          appealDeadlineOn: "2026-12-18",
        }),
      ),
    ).toBe("Refused (weak home ties); appeal by 18 Dec 2026");
    expect(
      describeActivity(entry("status_change", { from: "qualified", to: "converted", amountInr: 45000 })),
    ).toBe("Converted; quoted ₹45,000");
  });

  it("keeps the text of entries without data (notes, old entries)", () => {
    expect(describeActivity(entry("note", {}, "Called; explained the fees"))).toBe(
      "Called; explained the fees",
    );
  });
});

describe("India's days and times, read without time-zone data", () => {
  const reference = new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  const referenceDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
  // Every 7 h 13 min over a century from 1950: every hour of the day, both halves of it, every month, leap days.
  const instants = Array.from(
    { length: 2_000 },
    (_, i) => new Date(Date.UTC(1950, 0, 1) + i * 26_000_000 * 61),
  );

  it.each(["UTC", "America/Los_Angeles", "Europe/London", "Pacific/Kiritimati", "Asia/Kolkata"])(
    "prints what ICU prints for Asia/Kolkata, whatever the browser's zone (%s)",
    (zone) => {
      vi.stubEnv("TZ", zone);
      try {
        for (const at of instants) {
          expect(formatDateTime(at.toISOString())).toBe(reference.format(at));
          expect(todayInKolkata(at)).toBe(referenceDay.format(at));
        }
        expect(formatDay("2026-03-29")).toBe("29 Mar 2026");
        expect(formatDay("2026-01-01")).toBe("1 Jan 2026");
      } finally {
        vi.unstubAllEnvs();
      }
    },
  );

  it("prints midnight and noon as en-IN does", () => {
    expect(formatDateTime("2026-11-20T18:30:00Z")).toBe("21 Nov 2026, 12:00 am");
    expect(formatDateTime("2026-11-21T06:30:00Z")).toBe("21 Nov 2026, 12:00 pm");
    expect(formatListDateTime("2026-11-20T20:00:00Z", new Date("2026-12-01T00:00:00Z"))).toBe(
      "21 Nov, 01:30 am",
    );
  });
});
