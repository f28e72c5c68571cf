import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HUMAN_CHECK_CLICKS, IMPATIENT_CLICKS, IMPATIENT_WINDOW_MS } from "#constants.ts";
import { isWorkingClick } from "#dom/working-click.ts";
import { useClickSpam } from "#react/hooks.ts";

/** A visa form as a visitor meets it, and some page around it to click at. */
function FormPage({ onHumanCheck, onImpatient }: { onHumanCheck: () => void; onImpatient: () => void }) {
  const { state } = useClickSpam({ path: "/visa-form", onHumanCheck, onImpatient });
  return (
    <main>
      <h1>Visa form</h1>
      <p data-testid="empty">Tell us about your trip</p>
      <form>
        <label>
          Name <input name="name" />
        </label>
        <label htmlFor="country">Country</label>
        <select id="country">
          <option>Canada</option>
        </select>
        <label>
          <input type="checkbox" /> <span data-testid="consent-text">I agree</span>
        </label>
        <textarea aria-label="Message" />
        {/* biome-ignore lint/a11y/useSemanticElements: a custom picker, as component libraries draw them */}
        <div role="radio" aria-checked="false" tabIndex={0}>
          Tourist
        </div>
        <a href="#privacy">Privacy</a>
        <button type="button">Send</button>
        <button type="button" disabled data-testid="disabled">
          Disabled
        </button>
      </form>
      <output>{state.totalClicks}</output>
    </main>
  );
}

function setup() {
  const onHumanCheck = vi.fn();
  const onImpatient = vi.fn();
  render(<FormPage onHumanCheck={onHumanCheck} onImpatient={onImpatient} />);
  const working = [
    screen.getByRole("textbox", { name: "Name" }),
    screen.getByText("Country"),
    screen.getByRole("combobox", { name: "Country" }),
    screen.getByTestId("consent-text"),
    screen.getByRole("checkbox"),
    screen.getByRole("textbox", { name: "Message" }),
    screen.getByRole("radio", { name: "Tourist" }),
    screen.getByRole("link", { name: "Privacy" }),
    screen.getByRole("button", { name: "Send" }),
  ];
  return { onHumanCheck, onImpatient, working, empty: screen.getByTestId("empty") };
}

describe("useClickSpam counts only clicks that do nothing (decision 032)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("never opens the human check nor the toast for a visitor filling the form field by field", () => {
    const { onHumanCheck, onImpatient, working } = setup();
    // Five rounds over every control, each click 100 ms after the last: 45 clicks, 5 within every 3 s.
    for (let round = 0; round < 5; round++) {
      for (const element of working) {
        fireEvent.click(element);
        act(() => vi.advanceTimersByTime(100));
      }
    }
    expect(onHumanCheck).not.toHaveBeenCalled();
    expect(onImpatient).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent("0");
  });

  it("still opens the human check at exactly the 12th click on an empty area, whatever was worked between", () => {
    const { onHumanCheck, working, empty } = setup();
    for (let i = 0; i < HUMAN_CHECK_CLICKS - 1; i++) {
      fireEvent.click(empty);
      for (const element of working) fireEvent.click(element);
      act(() => vi.advanceTimersByTime(1_000));
    }
    expect(screen.getByRole("status")).toHaveTextContent(String(HUMAN_CHECK_CLICKS - 1));
    expect(onHumanCheck).not.toHaveBeenCalled();
    fireEvent.click(empty);
    expect(onHumanCheck).toHaveBeenCalledTimes(1);
  });

  it("still shows the toast at the 5th click on nothing within 3 s, not the 4th", () => {
    const { onImpatient, empty } = setup();
    for (let i = 0; i < IMPATIENT_CLICKS - 1; i++) {
      fireEvent.click(empty);
      act(() => vi.advanceTimersByTime((IMPATIENT_WINDOW_MS - 1) / (IMPATIENT_CLICKS - 1)));
    }
    expect(onImpatient).not.toHaveBeenCalled();
    fireEvent.click(empty);
    expect(onImpatient).toHaveBeenCalledTimes(1);
  });

  it("counts a click on a disabled control or an empty area: it does nothing", () => {
    const { empty } = setup();
    expect(isWorkingClick(screen.getByTestId("disabled"))).toBe(false);
    expect(isWorkingClick(empty)).toBe(false);
    expect(isWorkingClick(screen.getByTestId("consent-text"))).toBe(true);
  });
});
