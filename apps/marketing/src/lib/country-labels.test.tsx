import { render } from "@testing-library/react";
import type { PublicCountryLabel } from "@visadesk/content/country-labels";
import { STALE_SLOT_TEXT } from "@visadesk/content/country-labels";
import { afterEach, describe, expect, it } from "vitest";
import { LabelText } from "#lib/country-labels.tsx";
import { activateLocale } from "#lib/i18n.tsx";

const label: PublicCountryLabel = {
  code: "GB",
  successRate: "97%",
  successBasis: "Our estimate",
  slotAvailability: "Slots this week",
  biometricWait: "3-5 days",
  checkedOn: "2026-11-20",
  stale: false,
};

afterEach(async () => {
  await activateLocale("en");
});

function shown(value: PublicCountryLabel, field: "slotAvailability" | "biometricWait") {
  const { container } = render(<LabelText label={value} field={field} />);
  const span = container.querySelector("[data-country-label]");
  if (!span) throw new Error("no label");
  return span;
}

describe("LabelText", () => {
  it("on a Hindi page words a label in a form staff use in Hindi, with no English island", async () => {
    await activateLocale("hi");
    const slots = shown(label, "slotAvailability");
    expect(slots).toHaveTextContent("इस हफ़्ते स्लॉट उपलब्ध");
    expect(slots).not.toHaveAttribute("lang");
    expect(shown(label, "biometricWait")).toHaveTextContent("3-5 दिन");
    expect(shown({ ...label, slotAvailability: STALE_SLOT_TEXT }, "slotAvailability")).toHaveTextContent(
      "अभी के स्लॉट के लिए हमसे पूछें",
    );
  });

  it("on a Hindi page keeps text it does not recognise as staff typed it, marked English", async () => {
    await activateLocale("hi");
    const typed = shown({ ...label, slotAvailability: "Call the Delhi centre" }, "slotAvailability");
    expect(typed).toHaveTextContent("Call the Delhi centre");
    expect(typed).toHaveAttribute("lang", "en-IN");
  });

  it("on an English page shows the label as typed, with no lang", () => {
    const slots = shown(label, "slotAvailability");
    expect(slots).toHaveTextContent("Slots this week");
    expect(slots).not.toHaveAttribute("lang");
  });
});
