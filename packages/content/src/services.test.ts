import { describe, expect, it } from "vitest";
import { getService, SERVICES, VISA_TYPES } from "#services.ts";

describe("SERVICES", () => {
  it("describes every visa type of docs/behaviours/personalisation.md#keywords and the refusal appeal", () => {
    expect(SERVICES.map((s) => s.id)).toEqual([...VISA_TYPES, "refusal-appeal"]);
    for (const service of SERVICES) expect(service.description.length).toBeGreaterThan(40);
  });

  it("gives every specific visa type a headline label", () => {
    for (const type of VISA_TYPES) {
      if (type === "general") expect(getService(type).label).toBe("");
      else expect(getService(type).label).toMatch(/^[A-Za-z]+$/);
    }
  });
});
