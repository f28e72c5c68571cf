import { describe, expect, it } from "vitest";
import { displayPhone, PHONE_DISPLAY_CACHE_SIZE, phoneDisplayCacheSize } from "#crm/phone-display.ts";

describe("displayPhone", () => {
  it("writes a stored number in its international form", () => {
    expect(displayPhone("+919876543210")).toBe("+91 98765 43210");
    expect(displayPhone("+442079460958")).toBe("+44 20 7946 0958");
    expect(displayPhone("+14155552671")).toBe("+1 415 555 2671");
  });

  it("answers null for no number, and an unparseable one as it is", () => {
    expect(displayPhone(null)).toBeNull();
    expect(displayPhone("not a number")).toBe("not a number");
  });

  it("keeps at most PHONE_DISPLAY_CACHE_SIZE forms, and writes a number alike after it was forgotten", () => {
    for (let i = 0; i <= PHONE_DISPLAY_CACHE_SIZE; i++) displayPhone(`+9198${String(i).padStart(8, "0")}`);
    expect(phoneDisplayCacheSize()).toBe(PHONE_DISPLAY_CACHE_SIZE);
    expect(displayPhone("+919876543210")).toBe("+91 98765 43210");
  });
});
