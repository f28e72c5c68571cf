import { describe, expect, it, vi } from "vitest";

describe("zod without eval", () => {
  it("is what zod's own config reads once this module has run", async () => {
    vi.resetModules();
    await import("#lib/zod-without-eval.ts");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });

  it("keeps the settings zod already had", async () => {
    vi.resetModules();
    const { config } = await import("zod/v4/core");
    config({ customError: () => "kept" });
    await import("#lib/zod-without-eval.ts");
    expect(config().jitless).toBe(true);
    expect(config().customError).toBeDefined();
    config({ customError: undefined });
  });
});
