import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "#env.ts";

describe("parseEnv", () => {
  it("applies the defaults", () => {
    expect(parseEnv({})).toEqual({ PORT: 3000, HOST: "localhost", DATA_DIR: ".data", LOG_LEVEL: "info" });
  });

  it("reads every variable", () => {
    const env = parseEnv({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/visadesk",
      DATABASE_URL: "postgres://visadesk:pw@db:5432/visadesk",
      LOG_LEVEL: "warn",
    });
    expect(env).toMatchObject({ PORT: 8080, HOST: "0.0.0.0", LOG_LEVEL: "warn" });
    expect(env.DATABASE_URL).toBe("postgres://visadesk:pw@db:5432/visadesk");
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", PORT: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ DATABASE_URL: "mysql://x@y/z" }, "DATABASE_URL"],
  ])("names the bad variable in %j", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid environment:\\n  ${name}: `));
  });
});
