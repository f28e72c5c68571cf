import { describe, expect, it } from "vitest";
import { CLAIMS } from "#claims.ts";

describe("CLAIMS", () => {
  it("holds exactly the five claims of docs/behaviours/public-site.md#who-it-is-for", () => {
    expect(CLAIMS.map((c) => c.value)).toEqual(["5000+", "4.9", "190+", "40+", "95%"]);
    expect(new Set(CLAIMS.map((c) => c.id)).size).toBe(5);
  });

  it("explains how each claim is counted", () => {
    for (const claim of CLAIMS) expect(claim.note.length).toBeGreaterThan(20);
  });
});
