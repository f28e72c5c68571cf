import { describe, expect, it } from "vitest";
import { clientChatLink } from "#lib/chat-link.ts";
import {
  countryName,
  formatDateTime,
  formatDay,
  formatPhone,
  formatRupees,
  humanise,
  todayInKolkata,
} from "#lib/format.ts";

describe("CRM formats", () => {
  it("shows UTC instants in Asia/Kolkata", () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatDateTime("2026-11-20T20:00:00Z")).toMatch(/21 Nov 2026.*1:30/);
    expect(todayInKolkata(new Date("2026-11-20T20:00:00Z"))).toBe("2026-11-21");
    expect(formatDay("2026-11-21")).toBe("21 Nov 2026");
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
