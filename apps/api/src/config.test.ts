import { describe, expect, it } from "vitest";
import { configFromEnv } from "#config.ts";
import { parseEnv } from "#env.ts";

describe("configFromEnv", () => {
  it("serves the built apps by default", () => {
    const config = configFromEnv(parseEnv({}), "test");
    expect(config.web?.marketingDir).toMatch(/marketing[/\\]dist$/);
    expect(config.web?.crmDir).toMatch(/crm[/\\]dist$/);
  });

  it("serves only /api with WEB_APPS=false, as `pnpm dev` sets it (Vite serves the apps there)", () => {
    expect(configFromEnv(parseEnv({ WEB_APPS: "false" }), "test").web).toBeNull();
    expect(configFromEnv(parseEnv({ WEB_APPS: "true" }), "test").web).not.toBeNull();
  });

  it("names WEB_APPS when its value is not a boolean", () => {
    expect(() => parseEnv({ WEB_APPS: "no" })).toThrow(/WEB_APPS/);
  });
});
