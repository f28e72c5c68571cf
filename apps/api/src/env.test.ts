import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, trustsProxyWhileExposed } from "#env.ts";

describe("parseEnv", () => {
  it("applies the defaults", () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      HOST: "localhost",
      DATA_DIR: ".data",
      LOG_LEVEL: "info",
      MIGRATE_ON_START: true,
      TRUST_PROXY: false,
      TRUST_PROXY_REACHABLE_DIRECTLY: false,
      SESSION_IDLE_MINUTES: 30,
      SESSION_ABSOLUTE_HOURS: 12,
      LOGIN_OPTIONS: true,
      ANALYTICS_ORIGINS: [],
      INTAKE_REVIEW_AFTER_PER_HOUR: 20,
      INTAKE_FLOOD_PER_MINUTE: 60,
      CLIENT_ERRORS_LIMIT_PER_HOUR: 30,
      DRAIN_SECONDS: 5,
      DRAIN_TIMEOUT_SECONDS: 30,
      METRICS_HOST: "127.0.0.1",
      API_WORKERS: "auto",
    });
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

  it("reads BACKUP_KEY as 32 bytes of base64, and refuses anything else", () => {
    const key = Buffer.alloc(32, 7);
    expect(parseEnv({ BACKUP_KEY: key.toString("base64") }).BACKUP_KEY).toEqual(key);
    expect(() => parseEnv({ BACKUP_KEY: Buffer.alloc(16).toString("base64") })).toThrow(
      /openssl rand -base64 32/,
    );
    expect(() => parseEnv({ BACKUP_KEY: "not a key" })).toThrow(/BACKUP_KEY/);
  });

  it("MIGRATE_ON_START=false leaves migrating to `pnpm db:migrate`", () => {
    expect(parseEnv({ MIGRATE_ON_START: "false" }).MIGRATE_ON_START).toBe(false);
    expect(() => parseEnv({ MIGRATE_ON_START: "no" })).toThrow(/MIGRATE_ON_START/);
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
    [{ CEO_PASSWORD: "short" }, "CEO_PASSWORD"],
    [{ ADMIN_PASSWORD: "password1234" }, "ADMIN_PASSWORD"],
    [{ ANALYTICS_ORIGINS: "https://ok.example,javascript:alert(1)" }, "ANALYTICS_ORIGINS"],
    [{ ANALYTICS_ORIGINS: "https://cdn.example/path" }, "ANALYTICS_ORIGINS"],
    [{ PUBLIC_ORIGIN: "ftp://visadesk.example" }, "PUBLIC_ORIGIN"],
    [{ SESSION_IDLE_MINUTES: "0" }, "SESSION_IDLE_MINUTES"],
    [{ LOGIN_OPTIONS: "maybe" }, "LOGIN_OPTIONS"],
  ])("names the bad variable in %j", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid environment:\\n  ${name}: `));
  });

  it("reads the auth and security settings", () => {
    const env = parseEnv({
      CEO_PASSWORD: "a-long-and-unusual-passphrase",
      ANALYTICS_ORIGINS: " https://www.googletagmanager.com , https://cdn.example:8443/ ",
      LOGIN_OPTIONS: "false",
      TRUST_PROXY: "1",
      SESSION_IDLE_MINUTES: "15",
    });
    expect(env.ANALYTICS_ORIGINS).toEqual(["https://www.googletagmanager.com", "https://cdn.example:8443"]);
    expect(env).toMatchObject({ LOGIN_OPTIONS: false, TRUST_PROXY: 1, SESSION_IDLE_MINUTES: 15 });
  });

  it("reads TRUST_PROXY as a number of hops or a list of proxy addresses, never as 'trust everyone'", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.4,::1,fd00::/8,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.4",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: true would trust any client/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: .*not 10.0.0.0\/33/);
    expect(() => parseEnv({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });

  it("reads API_WORKERS as auto or a count, and refuses more than one on PGlite", () => {
    const postgres = { DATABASE_URL: "postgres://visadesk:pw@db:5432/visadesk" };
    expect(parseEnv({ ...postgres, API_WORKERS: "3" }).API_WORKERS).toBe(3);
    expect(parseEnv({ ...postgres, API_WORKERS: "auto" }).API_WORKERS).toBe("auto");
    expect(parseEnv({ API_WORKERS: "1" }).API_WORKERS).toBe(1);
    expect(() => parseEnv({ ...postgres, API_WORKERS: "0" })).toThrow(/API_WORKERS/);
    expect(() => parseEnv({ ...postgres, API_WORKERS: "many" })).toThrow(/API_WORKERS/);
    expect(() => parseEnv({ API_WORKERS: "2" })).toThrow(
      "API_WORKERS: more than one worker needs PostgreSQL (DATABASE_URL)",
    );
  });

  it("never repeats a refused password in its message", () => {
    expect(() => parseEnv({ STAFF1_PASSWORD: "iloveyou" })).toThrow(/STAFF1_PASSWORD/);
    expect(() => parseEnv({ STAFF1_PASSWORD: "iloveyou" })).not.toThrow(/iloveyou/);
  });

  it("refuses a hop-count TRUST_PROXY on a HOST others can reach, unless TRUST_PROXY_REACHABLE_DIRECTLY insists", () => {
    expect(() => parseEnv({ TRUST_PROXY: "1", HOST: "0.0.0.0" })).toThrow(
      /^Invalid environment:\n {2}TRUST_PROXY: believes X-Forwarded-For from whoever connects, and HOST=0\.0\.0\.0/,
    );
    expect(() => parseEnv({ TRUST_PROXY: "2", HOST: "203.0.113.7" })).toThrow(
      /TRUST_PROXY_REACHABLE_DIRECTLY=true/,
    );
    for (const host of ["localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]"])
      expect(parseEnv({ TRUST_PROXY: "1", HOST: host }).TRUST_PROXY).toBe(1);
    // Naming the proxy's addresses is safe on any host: only they are believed.
    expect(parseEnv({ TRUST_PROXY: "10.0.0.2", HOST: "0.0.0.0" }).TRUST_PROXY).toEqual(["10.0.0.2"]);
    const insisted = parseEnv({ TRUST_PROXY: "1", HOST: "0.0.0.0", TRUST_PROXY_REACHABLE_DIRECTLY: "true" });
    expect(trustsProxyWhileExposed(insisted)).toBe(true);
    expect(trustsProxyWhileExposed(parseEnv({ TRUST_PROXY: "1" }))).toBe(false);
  });
});
