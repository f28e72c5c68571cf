import { isIP } from "node:net";
import { z } from "zod";
import { INTERNAL_MIN_LENGTH, passwordProblem } from "#lib/password-policy.ts";

const ZLogLevel = z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

const ZBoolean = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/** An `http(s)://host[:port]` origin, nothing after it. */
const ZOrigin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "");
  } catch {
    return false;
  }
}, "must be an origin such as https://example.com (scheme, host and port only)");

const ZOriginList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(ZOrigin))
  .transform((origins) => origins.map((origin) => new URL(origin).origin));

/** One proxy address, a CIDR range, or one of proxy-addr's names for a range. */
function isProxyAddress(value: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(value)) return true;
  const [address = "", prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front are trusted with `X-Forwarded-For` and `-Proto`: `false`/`0` none, a number the count of
 * hops (`1`: the one proxy in front), or a comma-separated list of proxy addresses and CIDRs. `true` is refused: it
 * would believe any client's forged X-Forwarded-For (unlimited login tries, forged IPs in the audit log).
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === "false") return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops === 0 ? false : hops;
    }
    if (value === "true") {
      context.addIssue({
        code: "custom",
        message:
          "true would trust any client's X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)",
      });
      return z.NEVER;
    }
    const items = value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    const bad = items.filter((item) => !isProxyAddress(item));
    if (items.length === 0 || bad.length > 0) {
      context.addIssue({
        code: "custom",
        message: `must be a number of proxy hops (0-32) or a comma-separated list of proxy addresses or CIDRs; not ${bad.join(", ") || "empty"}`,
      });
      return z.NEVER;
    }
    return items;
  });

/** A built-in account's initial password: checked against the internal password rules, never echoed. */
const ZInitialPassword = z
  .string()
  .min(INTERNAL_MIN_LENGTH, `must be at least ${INTERNAL_MIN_LENGTH} characters`)
  .superRefine((value, context) => {
    const problem = passwordProblem(value, "staff");
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .optional();

/** Every environment variable the API reads. Nothing else in the API touches `process.env`. */
export const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  LOG_LEVEL: ZLogLevel.default("info"),
  /** Where the built marketing and CRM apps are; default: the apps' dist folders beside this package. */
  MARKETING_DIST: z.string().min(1).optional(),
  CRM_DIST: z.string().min(1).optional(),
  /** `false` serves only `/api/*` (`pnpm dev`, where the Vite dev servers serve the apps); default: serve the apps. */
  WEB_APPS: ZBoolean.optional(),
  /** Initial passwords of the built-in accounts; unset ones are generated at first start. */
  CEO_PASSWORD: ZInitialPassword,
  ADMIN_PASSWORD: ZInitialPassword,
  STAFF1_PASSWORD: ZInitialPassword,
  STAFF2_PASSWORD: ZInitialPassword,
  /** The origin users reach the product at; an https one turns on Secure `__Host-` cookies and HSTS. */
  PUBLIC_ORIGIN: ZOrigin.optional(),
  /** The CRM's own origin when it is served apart from the API; allowed for state-changing requests. */
  CRM_ORIGIN: ZOrigin.optional(),
  /**
   * `false`: the instance does not run migrations when it starts, and refuses to start on a database that lacks one of
   * its release's migrations (the operator runs `pnpm db:migrate` first; docs/deploy.md). Default: migrate on start.
   */
  MIGRATE_ON_START: ZBoolean.default(true),
  /**
   * The key `pnpm db:backup` seals backups with and `pnpm db:restore` opens them with: 32 random bytes in base64
   * (`openssl rand -base64 32`). Unset: backups are written unencrypted (docs/deploy.md, "Backups").
   */
  BACKUP_KEY: z
    .string()
    .trim()
    .transform((value, context) => {
      const key = Buffer.from(value, "base64");
      if (key.length !== 32 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
        context.addIssue({
          code: "custom",
          message: "must be 32 random bytes in base64: openssl rand -base64 32",
        });
        return z.NEVER;
      }
      return key;
    })
    .optional(),
  /** The reverse proxies whose `X-Forwarded-*` are believed (client IP for the lockout, HTTPS detection). */
  TRUST_PROXY: ZTrustProxy.default(false),
  /**
   * `true` lets a hop-count TRUST_PROXY run on a HOST others can reach (a firewall lets only the proxy connect); it
   * is then warned about at every start. Without it such a server refuses to start (docs/deploy.md).
   */
  TRUST_PROXY_REACHABLE_DIRECTLY: ZBoolean.default(false),
  /** Idle and absolute session lifetimes. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
  /** Whether `GET /api/auth/login-options` lists the internal usernames for the login card. */
  LOGIN_OPTIONS: ZBoolean.default(true),
  /** Enquiries from one IP in an hour past which the public intake marks the rest for review (decision 032). */
  INTAKE_REVIEW_AFTER_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Enquiries from one IP in a minute past which the public intake asks it to wait for the next (a flood). */
  INTAKE_FLOOD_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Client error reports one IP may send in an hour; more are dropped silently. */
  CLIENT_ERRORS_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /**
   * On SIGTERM: seconds the instance keeps serving while `/api/health/ready` says 503 (for a load balancer to stop
   * sending), then seconds the requests still running may take before the process exits anyway.
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  DRAIN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  /**
   * Where Prometheus metrics are served (`GET /metrics`), apart from the public port; unset: no metrics server.
   * METRICS_HOST defaults to loopback: expose it only to the network Prometheus scrapes from, never through the proxy.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /**
   * API processes on PostgreSQL (node:cluster workers sharing the port): `auto` (default) one per core, up to 8; 1
   * serves from one process. PGlite always runs in one process (only one may open its folder).
   */
  API_WORKERS: z.union([z.literal("auto"), z.coerce.number().int().min(1).max(64)]).default("auto"),
  /** Extra origins the deferred analytics may load scripts from and talk to (comma-separated). */
  ANALYTICS_ORIGINS: ZOriginList.default([]),
});
export type Env = z.infer<typeof ZEnv>;

/** Whether `host` is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * Whether a hop-count TRUST_PROXY listens where clients other than the proxy can connect: each such client writes
 * its own X-Forwarded-For, and every forged address gets a fresh set of login tries. A list of proxy addresses is
 * safe anywhere: only those addresses are believed.
 */
export function trustsProxyWhileExposed(env: Pick<Env, "TRUST_PROXY" | "HOST">): boolean {
  return typeof env.TRUST_PROXY === "number" && !isLoopbackHost(env.HOST);
}

/** Checks between variables, each issue on the variable it names. */
function crossCheck(env: Env): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (trustsProxyWhileExposed(env) && !env.TRUST_PROXY_REACHABLE_DIRECTLY)
    issues.push({
      path: ["TRUST_PROXY"],
      message: `believes X-Forwarded-For from whoever connects, and HOST=${env.HOST} lets anyone connect, so a client could forge its address (unlimited password guesses). Listen on 127.0.0.1 behind the proxy, give TRUST_PROXY the proxy's addresses instead of a hop count, or set TRUST_PROXY_REACHABLE_DIRECTLY=true if a firewall lets only the proxy connect`,
    });
  if (typeof env.API_WORKERS === "number" && env.API_WORKERS > 1 && env.DATABASE_URL === undefined)
    issues.push({
      path: ["API_WORKERS"],
      message:
        "more than one worker needs PostgreSQL (DATABASE_URL): PGlite's folder is opened by one process only",
    });
  return issues;
}

/** Thrown with one line per bad variable, so that a bad value stops startup with a message that names it. */
export class EnvError extends Error {
  override readonly name = "EnvError";
}

/** Parses `source` (normally `process.env`); empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = ZEnv.safeParse(cleaned);
  const issues = result.success ? crossCheck(result.data) : result.error.issues;
  if (result.success && issues.length === 0) return result.data;
  const lines = issues.map((issue) => {
    const [name, ...item] = issue.path.map(String);
    const position = item.length > 0 ? `entry ${Number(item[0]) + 1} ` : "";
    return `  ${name}: ${position}${issue.message}`;
  });
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}

/** This process's environment, parsed (for scripts such as seed:demo; the server's main does the same). */
export function envOfProcess(): Env {
  return parseEnv(process.env);
}
