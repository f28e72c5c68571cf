import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { registerAccessControl } from "#auth/access.ts";
import { ensureBuiltInAccounts, writeCredentialsFile } from "#auth/built-in-accounts.ts";
import { createPasswordHasher } from "#auth/passwords.ts";
import type { ServerConfig } from "#config.ts";
import { analyzeDatabase, type DatabaseHandle, openDatabase } from "#db/client.ts";
import { recordStart } from "#db/install.ts";
import { HttpError, registerErrorHandler, sendApiNotFound, sendError } from "#lib/errors.ts";
import { applySecurityHeaders, registerCsrfProtection, registerSecurityHeaders } from "#lib/security.ts";
import { registerAuditRoutes } from "#routes/audit.ts";
import { registerAuthRoutes } from "#routes/auth.ts";
import { registerClientErrorRoutes } from "#routes/client-errors.ts";
import { registerCountryLabelRoutes } from "#routes/country-labels.ts";
import { registerCrmRoutes } from "#routes/crm.ts";
import { registerHealthRoutes } from "#routes/health.ts";
import { registerUserRoutes } from "#routes/users.ts";
import { registerWebApps } from "#web/app-shell.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** How often PGlite's planner statistics are refreshed. */
const ANALYZE_INTERVAL_MS = 10 * 60_000;

/**
 * PGlite has no autovacuum, so without this its planner never learns table sizes and, for instance, sorts 100,000
 * leads for a page of 50 instead of walking the index (125 ms instead of 0.2 ms). ANALYZE at start and every 10
 * minutes (PostgreSQL's autovacuum does this itself).
 */
async function keepPlannerStatistics(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const analyze = () =>
    analyzeDatabase(database.db).catch((error: unknown) => app.log.warn({ err: error }, "analyze failed"));
  await analyze();
  const timer = setInterval(analyze, ANALYZE_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
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
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.security.trustProxy,
    // Errors raised before routing (a malformed address, say) get the API error shape too.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply, config);
      return sendError(reply, new HttpError(400, error.code, error.message));
    },
  });

  const database = await openDatabase(config.database);
  app.decorate("database", database);
  app.addHook("onClose", async () => {
    await database.close();
  });

  try {
    await database.migrate(config.migrationsDir);
    await recordStart(database.db);
    if (database.kind === "pglite") await keepPlannerStatistics(app, database);
    const hasher = createPasswordHasher(config.auth.argon2);
    const generated = await ensureBuiltInAccounts(
      database.db,
      hasher,
      config.auth.initialPasswords,
      config.now(),
    );
    if (generated.length > 0) {
      const file = config.auth.credentialsFile;
      if (file) await writeCredentialsFile(file, generated);
      app.log.warn(
        { accounts: generated.map((c) => c.username), file },
        "created built-in accounts with generated passwords; change them after the first sign-in",
      );
      config.auth.onInitialCredentials?.(generated, file);
    }

    registerErrorHandler(app);
    registerSecurityHeaders(app, config);
    registerCsrfProtection(app, config);
    await app.register(fastifyCookie);
    registerAccessControl(app, config);
    registerHealthRoutes(app, database, config.version);
    registerAuthRoutes(app, config, hasher);
    registerUserRoutes(app, config, hasher);
    registerAuditRoutes(app);
    registerClientErrorRoutes(app, config);
    registerCrmRoutes(app, config);
    await registerCountryLabelRoutes(app, config);
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
