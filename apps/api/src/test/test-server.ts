import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { DEFAULT_MIGRATIONS_DIR, type ServerConfig, type WebApps } from "#config.ts";
import { createServer } from "#server.ts";
import { createTestDatabase } from "#test/test-database.ts";

/** The built-in accounts' passwords in every API test (they pass the password rules). */
export const TEST_PASSWORDS = {
  ceo: "ceo-test-passphrase-0451",
  admin: "admin-test-passphrase-7720",
  staff1: "staff1-test-passphrase-3307",
  staff2: "staff2-test-passphrase-9184",
} as const;

/** The origin `inject()` requests come from (its default Host is localhost:80). */
export const TEST_ORIGIN = "http://localhost";

/** A clock the tests move by hand, so expiry is tested without waiting. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function createTestClock(start = new Date("2025-01-06T09:00:00.000Z")): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

/** A complete test configuration on `database`; `overrides` replace top-level parts. */
export function testConfig(
  database: ServerConfig["database"],
  clock: TestClock,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  return {
    database,
    migrationsDir: DEFAULT_MIGRATIONS_DIR,
    logLevel: "silent",
    version: "0.0.0-test",
    web: null,
    auth: {
      initialPasswords: { ...TEST_PASSWORDS },
      credentialsFile: null,
      idleTimeoutMs: 30 * 60_000,
      absoluteTimeoutMs: 12 * 3_600_000,
      loginOptions: true,
      argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    },
    security: { trustedOrigins: [], forceHttps: false, trustProxy: false, analyticsOrigins: [] },
    now: () => clock.now(),
    ...overrides,
  };
}

/**
 * Starts one server on a fresh test database for the current test file and closes it afterwards. Read `.app`
 * inside tests (it is set in `beforeAll`); `.clock` moves the server's time.
 */
export function useTestServer(
  options: { web?: WebApps | null; config?: (base: ServerConfig) => ServerConfig } = {},
): { app: FastifyInstance; clock: TestClock } {
  const holder = { clock: createTestClock() } as { app: FastifyInstance; clock: TestClock };
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase({ migrated: true });
    drop = database.drop;
    const base = testConfig(database.config, holder.clock, { web: options.web ?? null });
    holder.app = await createServer(options.config ? options.config(base) : base);
  });
  afterAll(async () => {
    await holder.app?.close();
    await drop();
  });
  return holder;
}

export interface CallOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  url: string;
  cookie?: string | undefined;
  body?: unknown;
  ip?: string;
  headers?: Record<string, string>;
}

/** One request as the CRM would send it: same origin, JSON body, the session cookie. */
export function call(app: FastifyInstance, options: CallOptions): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  return app.inject({
    method: options.method ?? "GET",
    url: options.url,
    headers,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** The `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith("visadesk_session"));
  if (!cookie?.value) throw new Error(`no session cookie in the response (${response.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}

/** Logs in and returns the cookie to send afterwards; fails the test when the login is refused. */
export async function login(
  app: FastifyInstance,
  username: string,
  password: string = TEST_PASSWORDS[username as keyof typeof TEST_PASSWORDS],
  ip?: string,
): Promise<string> {
  const response = await call(app, {
    method: "POST",
    url: "/api/auth/login",
    body: { username, password },
    ...(ip ? { ip } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
  return sessionCookieOf(response);
}

/**
 * Creates an account as `adminCookie` would from the CRM (no password: an invitation link), uses the link to choose
 * `password`, signs in and returns the cookie. `extra` goes into the create request (a `customerId` to link).
 */
export async function createAccountByInvitation(
  app: FastifyInstance,
  adminCookie: string,
  account: { username: string; name: string; role: string; password: string },
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { password, ...body } = account;
  const created = await call(app, {
    method: "POST",
    url: "/api/users",
    cookie: adminCookie,
    body: { ...body, ...extra },
  });
  if (created.statusCode !== 201) throw new Error(`creating ${account.username} failed: ${created.body}`);
  const token = String(created.json().invitation.path).split("#invite=")[1];
  const accepted = await call(app, {
    method: "POST",
    url: "/api/auth/invitations/accept",
    body: { token, password },
  });
  if (accepted.statusCode !== 200)
    throw new Error(`accepting ${account.username}'s link failed: ${accepted.body}`);
  return login(app, account.username, password);
}
