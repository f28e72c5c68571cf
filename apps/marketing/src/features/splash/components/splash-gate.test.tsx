import { act, render, screen } from "@testing-library/react";
import { FLAG_STRIP } from "@visadesk/content/countries";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SplashGate } from "#features/splash/components/splash-gate.tsx";
import { activateLocale } from "#lib/i18n.tsx";
import { countryName } from "#lib/localised-content.ts";

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, "", "/");
});
afterEach(() => vi.useRealTimers());

function renderSplash() {
  return render(
    <SplashGate>
      <button type="button">Site</button>
    </SplashGate>,
  );
}

const progress = () => screen.getByRole("progressbar").getAttribute("aria-valuenow");
const firstFlag = () => screen.getByTestId("splash-flags").querySelector("li")?.getAttribute("data-code");

describe("SplashGate", () => {
  it("counts the progress up by one every 30 ms, reaching 100 at 3 s", () => {
    renderSplash();
    expect(progress()).toBe("0");
    act(() => vi.advanceTimersByTime(29));
    expect(progress()).toBe("0");
    act(() => vi.advanceTimersByTime(1));
    expect(progress()).toBe("1");
    act(() => vi.advanceTimersByTime(30 * 49));
    expect(progress()).toBe("50");
    act(() => vi.advanceTimersByTime(2_999 - 30 * 50));
    expect(progress()).toBe("99");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("splash")).toBeNull();
  });

  it("rotates the flag strip of the first 24 destinations every 100 ms", () => {
    renderSplash();
    expect(firstFlag()).toBe(FLAG_STRIP[0]?.code);
    act(() => vi.advanceTimersByTime(99));
    expect(firstFlag()).toBe(FLAG_STRIP[0]?.code);
    act(() => vi.advanceTimersByTime(1));
    expect(firstFlag()).toBe(FLAG_STRIP[1]?.code);
    act(() => vi.advanceTimersByTime(100 * 23));
    expect(firstFlag()).toBe(FLAG_STRIP[0]?.code);
    expect(FLAG_STRIP).toHaveLength(24);
  });

  it("keeps the site inert until the app's 2 s timer grants access, and leaves at 3 s", () => {
    renderSplash();
    const site = screen.getByTestId("site");
    expect(site).toHaveAttribute("inert");
    expect(screen.getByTestId("splash")).toHaveAttribute("data-state", "showing");
    act(() => vi.advanceTimersByTime(1_999));
    expect(site).toHaveAttribute("inert");
    act(() => vi.advanceTimersByTime(1));
    expect(site).not.toHaveAttribute("inert");
    expect(screen.getByTestId("splash")).toHaveAttribute("data-state", "leaving");
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByTestId("splash")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("splash")).toBeNull();
    expect(screen.getByRole("button", { name: "Site" })).toBeInTheDocument();
  });

  it("adapts the headline to the landing URL", () => {
    window.history.replaceState(null, "", "/?q=uk+visa+refused+appeal");
    renderSplash();
    expect(screen.getByTestId("splash-headline")).toHaveTextContent(
      "UK visa refused? Appeal with 95% success",
    );
  });

  it("uses the default headline without keywords", () => {
    renderSplash();
    expect(screen.getByTestId("splash-headline")).toHaveTextContent("Visa help for 190+ countries");
  });

  it("leads /uk with UK content", () => {
    window.history.replaceState(null, "", "/uk");
    renderSplash();
    expect(screen.getByTestId("splash-headline")).toHaveTextContent(/^UK/);
  });
});

describe("SplashGate on a Hindi page", () => {
  it("names the flags in Hindi, and its texts are Hindi", async () => {
    vi.useRealTimers();
    await activateLocale("hi");
    vi.useFakeTimers();
    try {
      window.history.replaceState(null, "", "/hi");
      renderSplash();
      const flags = screen.getByTestId("splash-flags");
      expect(flags.querySelector('[data-code="GB"]')).toHaveAttribute("title", "यूके");
      expect(flags).not.toHaveTextContent(/United|Canada|Australia/);
      expect(screen.getByTestId("splash-headline")).toHaveTextContent("190+ देशों के वीज़ा में मदद");
      // Every flag the strip cycles through has its Hindi name.
      for (const country of FLAG_STRIP)
        expect(countryName(country.code, "hi"), country.code).toMatch(/^[\u0900-\u097F ]+$/);
    } finally {
      vi.useRealTimers();
      await activateLocale("en");
    }
  });
});
