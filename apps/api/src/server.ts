import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { registerAccessControl } from "#auth/access.ts";
import { ensureBuiltInAccounts } from "#auth/built-in-accounts.ts";
import { createPasswordHasher } from "#auth/passwords.ts";
import { startBackgroundWork } from "#background.ts";
import type { ServerConfig } from "#config.ts";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { recordStart } from "#db/install.ts";
import { assertMigrated } from "#db/migration-state.ts";
import { postgresProbe, registerDatabaseWatchdog } from "#lib/database-watchdog.ts";
import { createDraining, type Draining, registerDraining } from "#lib/draining.ts";
import { HttpError, registerErrorHandler, sendApiNotFound, sendError } from "#lib/errors.ts";
import { registerHostileTextGuard } from "#lib/hostile-text.ts";
import { loggerRedaction } from "#lib/logging.ts";
import { type Metrics, registerMetrics, registerSessionCacheMetrics } from "#lib/metrics.ts";
import { REQUEST_ID_HEADER, requestIdGenerator } from "#lib/request-id.ts";
import { RequestLogController } from "#lib/request-log.ts";
import { applySecurityHeaders, registerCsrfProtection, registerSecurityHeaders } from "#lib/security.ts";
import { registerAuditRoutes } from "#routes/audit.ts";
import { registerAuthRoutes } from "#routes/auth.ts";
import { registerClientErrorRoutes } from "#routes/client-errors.ts";
import { registerCountryLabelRoutes } from "#routes/country-labels.ts";
import { registerCrmRoutes } from "#routes/crm-api.ts";
import { registerDocumentRoutes } from "#routes/documents.ts";
import { registerHealthRoutes } from "#routes/health.ts";
import { registerJobRoutes } from "#routes/jobs.ts";
import { registerUserRoutes } from "#routes/users.ts";
import { createServices } from "#services.ts";
import { registerWebApps } from "#web/app-shell.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Set on SIGTERM: readiness answers 503 and connections close after their answer (lib/draining.ts). */
    draining: Draining;
    /** This server's Prometheus metrics (served on METRICS_PORT by main.ts, never by this server). */
    metrics: Metrics;
    /** Every route the server answers (method and path pattern), in registration order; HEAD twins left out. */
    routeTable: readonly RouteSummary[];
  }
}

/** One route of {@link FastifyInstance.routeTable}. */
export interface RouteSummary {
  method: string;
  url: string;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes "trust the `hops` nearest addresses" (Fastify itself now
 * refuses to trust any hop for a bare number, since it cannot tell a proxy from a client that connects directly:
 * with a count, the server must be reachable only through its proxies; a list of addresses has no such condition).
 */
function trustProxyOption(trust: ServerConfig["security"]["trustProxy"]) {
  if (typeof trust === "number") return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * Builds the whole HTTP server (API and, when configured, the built apps) without listening, so tests can call
 * `server.inject()`. The database is opened and migrated here and closed by `server.close()`.
 */
export async function createServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          'res.headers["set-cookie"]',
          "*.password",
          "*.currentPassword",
          "*.newPassword",
        ],
        remove: true,
      },
      // Secrets and personal data are redacted by default, at any depth, and a failed statement's values never reach
      // a log line (lib/logging.ts).
      ...loggerRedaction,
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    // One line for the requests an operator needs (failed, slow, refused, a sample), not two for each (decision 045).
    logController: new RequestLogController(),
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: trustProxyOption(config.security.trustProxy),
    // The proxy's request id when a trusted proxy sends one, so its log line and ours share it (lib/request-id.ts).
    genReqId: requestIdGenerator(config.security.trustProxy),
    // Errors raised before routing (a malformed address, say) get the API error shape too.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply, config);
      return sendError(reply, new HttpError(400, error.code, error.message));
    },
  });

  // Every answer names its request id, errors and pages included, for a user's report to find the log lines.
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Recorded as they are added, so that tests (the hostile-input fuzz) cover every route, present and future.
  const routeTable: RouteSummary[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat())
      if (method !== "HEAD") routeTable.push({ method, url: route.url });
  });

  const database = await openDatabase(config.database);
  app.decorate("database", database);
  const draining = createDraining();
  app.decorate("draining", draining);
  app.addHook("onClose", async () => {
    await database.close();
  });

  try {
    if (config.migrateOnStart === false) await assertMigrated(database.db, config.migrationsDir);
    else await database.migrate(config.migrationsDir);
    await recordStart(database.db);
    const hasher = createPasswordHasher(config.auth.argon2);
    const generated = await ensureBuiltInAccounts(
      database.db,
      hasher,
      config.auth.initialPasswords,
      config.now(),
      config.auth.credentialsFile,
    );
    if (generated.length > 0) {
      const file = config.auth.credentialsFile;
      app.log.warn(
        { accounts: generated.map((c) => c.username), file },
        "created built-in accounts with generated passwords; change them after the first sign-in",
      );
      config.auth.onInitialCredentials?.(generated, file);
    }
    // Every route takes its service from here; none is handed the database (decision 047).
    const services = createServices(config, database, hasher);
    // A new database starts with the content package's country labels.
    await services.countryLabels.seed(config.now());

    app.decorate("metrics", registerMetrics(app, database.kind, database.poolSize));
    const jobs = await startBackgroundWork(app, database, config);
    app.decorate("services", { ...services, jobs });
    registerErrorHandler(app);
    // First of the request hooks, so that it also watches the session lookup.
    if (config.database.kind === "postgres")
      registerDatabaseWatchdog(app, postgresProbe(config.database.url));
    registerHostileTextGuard(app);
    registerSecurityHeaders(app, config);
    registerCsrfProtection(app, config);
    await app.register(fastifyCookie);
    registerAccessControl(app, config);
    registerSessionCacheMetrics(app.metrics, app.sessionCache);
    registerDraining(app, draining);
    registerHealthRoutes(app, draining, config.version);
    registerAuthRoutes(app, config);
    registerUserRoutes(app, config);
    registerAuditRoutes(app);
    registerJobRoutes(app, config);
    registerClientErrorRoutes(app, config);
    registerCrmRoutes(app, config);
    await registerDocumentRoutes(app, config);
    registerCountryLabelRoutes(app, config);
    await config.extraRoutes?.(app);
    if (config.web) await registerWebApps(app, config.web);
    else app.setNotFoundHandler(sendApiNotFound);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
