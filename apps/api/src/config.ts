import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { type DatabaseConfig, poolSizeOfWorker } from "#db/client.ts";
import type { Env } from "#env.ts";

export interface WebApps {
  /** The built marketing app (apps/marketing/dist). */
  marketingDir: string;
  /** The built CRM app (apps/crm/dist). */
  crmDir: string;
}

/** The built-in accounts' initial passwords; a missing one is generated at first start. */
export interface InitialPasswords {
  ceo?: string | undefined;
  admin?: string | undefined;
  staff1?: string | undefined;
  staff2?: string | undefined;
}

/** A generated initial password, handed once to `onInitialCredentials`. */
export interface GeneratedCredential {
  username: string;
  password: string;
}

export interface AuthConfig {
  initialPasswords: InitialPasswords;
  /** Where generated initial passwords are written (mode 0600); `null` writes no file. */
  credentialsFile: string | null;
  /** Called once, at the first start that created built-in accounts with generated passwords. */
  onInitialCredentials?: (credentials: GeneratedCredential[], file: string | null) => void;
  /** Sessions end after this long without a request (ms). */
  idleTimeoutMs: number;
  /** Sessions end this long after login whatever happens (ms). */
  absoluteTimeoutMs: number;
  /** Whether `GET /api/auth/login-options` answers. */
  loginOptions: boolean;
  /** argon2id cost; OWASP's minimum is 19 MiB (19456 KiB), 2 passes, 1 lane. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
}

export interface SecurityConfig {
  /** Origins allowed to send state-changing requests, besides the request's own origin. */
  trustedOrigins: string[];
  /** When true, cookies are `Secure` with the `__Host-` prefix and HSTS is sent, whatever the request looked like. */
  forceHttps: boolean;
  /**
   * Which proxies' `X-Forwarded-*` to believe: `false` none, a number of hops, or proxy addresses/CIDRs (Fastify's
   * `trustProxy`). Never `true`: any client could then forge its address.
   */
  trustProxy: false | number | string[];
  /** Extra origins for script-src, connect-src and img-src (deferred analytics). */
  analyticsOrigins: string[];
}

/** Per-IP limits of the public endpoints, counted in the database so every instance shares them. */
export interface PublicLimits {
  /**
   * Enquiries from one IP in the last hour past which the public intake keeps the rest marked for review (default
   * 20; decision 032: no well-formed enquiry is refused for its address).
   */
  intakePerHour: number;
  /** The intake's flood ceiling: enquiries from one IP in a clock minute past which it asks to wait (default 60). */
  intakePerMinute?: number;
  /** Client error reports one IP may send in an hour (default 30); more are dropped. */
  clientErrorsPerHour: number;
}

export const DEFAULT_LIMITS: PublicLimits = {
  intakePerHour: 20,
  intakePerMinute: 60,
  clientErrorsPerHour: 30,
};

/** Everything `createServer` needs; built from the environment by `configFromEnv`, or directly by tests. */
export interface ServerConfig {
  database: DatabaseConfig;
  migrationsDir: string;
  /** `false`: do not migrate on start, refuse to start on a database behind this release (default true). */
  migrateOnStart?: boolean;
  logLevel: Env["LOG_LEVEL"];
  /** Where log lines go; default standard output. */
  logStream?: NodeJS.WritableStream;
  version: string;
  /** The built apps to serve beside the API; `null` serves only `/api/*`. */
  web: WebApps | null;
  auth: AuthConfig;
  security: SecurityConfig;
  /** Per-IP limits of the public endpoints; default {@link DEFAULT_LIMITS}. */
  limits?: PublicLimits;
  /** The clock of every expiry decision (sessions, lockouts, audit times). */
  now: () => Date;
  /**
   * Registers more routes before the server is sealed. Tests use it to check the cross-cutting rules (permissions,
   * CSRF) on routes that later features will add; production leaves it unset.
   */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
}

/** The API package's folder: one level above both `src/` (tsx) and `dist/` (the bundle). */
const packageRoot = fileURLToPath(new URL("..", import.meta.url));

export const DEFAULT_MIGRATIONS_DIR = `${packageRoot}drizzle`;

/** OWASP Password Storage Cheat Sheet: argon2id, m=19456 KiB, t=2, p=1. */
export const DEFAULT_ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The server's configuration from the environment; `workers` processes of it share the instance's connections. */
export function configFromEnv(env: Env, version: string, workers = 1): ServerConfig {
  const publicOrigin = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : undefined;
  return {
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolSize: poolSizeOfWorker(workers) }
      : { kind: "pglite", dataDir: env.DATA_DIR },
    migrationsDir: DEFAULT_MIGRATIONS_DIR,
    migrateOnStart: env.MIGRATE_ON_START,
    logLevel: env.LOG_LEVEL,
    version,
    web:
      env.WEB_APPS === false
        ? null
        : {
            marketingDir: env.MARKETING_DIST ?? `${packageRoot}../marketing/dist`,
            crmDir: env.CRM_DIST ?? `${packageRoot}../crm/dist`,
          },
    auth: {
      initialPasswords: {
        ceo: env.CEO_PASSWORD,
        admin: env.ADMIN_PASSWORD,
        staff1: env.STAFF1_PASSWORD,
        staff2: env.STAFF2_PASSWORD,
      },
      credentialsFile: path.resolve(env.DATA_DIR, "initial-credentials.txt"),
      idleTimeoutMs: env.SESSION_IDLE_MINUTES * 60_000,
      absoluteTimeoutMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
      loginOptions: env.LOGIN_OPTIONS,
      argon2: DEFAULT_ARGON2,
    },
    security: {
      trustedOrigins: [publicOrigin, env.CRM_ORIGIN ? new URL(env.CRM_ORIGIN).origin : undefined].filter(
        (origin): origin is string => origin !== undefined,
      ),
      forceHttps: publicOrigin?.startsWith("https:") ?? false,
      trustProxy: env.TRUST_PROXY,
      analyticsOrigins: env.ANALYTICS_ORIGINS,
    },
    limits: {
      intakePerHour: env.INTAKE_REVIEW_AFTER_PER_HOUR,
      intakePerMinute: env.INTAKE_FLOOD_PER_MINUTE,
      clientErrorsPerHour: env.CLIENT_ERRORS_LIMIT_PER_HOUR,
    },
    now: () => new Date(),
  };
}
