import { describe, expect, it } from "vitest";
import { normalisePhone, ZCountryCode } from "#crm/common.ts";
import { ZPublicEnquiryRequest } from "#crm/intake.ts";
import { ZLeadStatusRequest } from "#crm/leads.ts";
import { allowedTransitions, canTransition, STATE_MACHINES } from "#workflow.ts";

describe("state machines", () => {
  it.each(Object.entries(STATE_MACHINES))("%s only moves between its own states", (_name, machine) => {
    const states = Object.keys(machine);
    for (const targets of Object.values(machine) as (readonly string[])[]) {
      for (const target of targets) expect(states).toContain(target);
    }
  });

  it("answers the allowed moves", () => {
    expect(allowedTransitions("lead", "qualified")).toEqual(["converted", "lost"]);
    expect(canTransition("deal", "won", "lost")).toBe(false);
    expect(canTransition("delivery", "dispatched", "returned")).toBe(true);
    expect(allowedTransitions("case", "nonsense")).toEqual([]);
  });
});

describe("phones and countries", () => {
  it.each([
    ["98765 43210", "+919876543210"],
    ["+91 98765-43210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("normalises %s to %s", (input, e164) => {
    expect(normalisePhone(input)).toBe(e164);
  });

  it.each(["12345", "not a phone", "+91 12345"])("refuses %s", (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it("takes ISO codes in any case and refuses others", () => {
    expect(ZCountryCode.parse("gb")).toBe("GB");
    expect(ZCountryCode.safeParse("UK").success).toBe(false);
    expect(ZCountryCode.safeParse("XK").success).toBe(false);
  });
});

describe("the public enquiry body", () => {
  const valid = {
    name: "Asha Rao",
    phone: "98765 43210",
    destinationCountry: "ca",
    visaType: "student",
    priorRefusal: false,
    consent: true,
  };

  it("normalises what it accepts", () => {
    expect(ZPublicEnquiryRequest.parse(valid)).toMatchObject({
      phone: "+919876543210",
      destinationCountry: "CA",
      channel: "web_form",
    });
  });

  it("names the bad fields", () => {
    const result = ZPublicEnquiryRequest.safeParse({ ...valid, phone: "123", consent: false, extra: 1 });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join(".") || issue.code);
    expect(paths).toEqual(expect.arrayContaining(["phone", "consent"]));
  });

  it("needs a lost reason for a lost lead", () => {
    expect(ZLeadStatusRequest.safeParse({ status: "lost" }).success).toBe(false);
    expect(ZLeadStatusRequest.safeParse({ status: "lost", lostReason: "chose another agent" }).success).toBe(
      true,
    );
  });
});
