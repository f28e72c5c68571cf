import Fastify, { type FastifyInstance } from "fastify";
import type { ServerConfig } from "#config.ts";
import { type DatabaseHandle, openDatabase } from "#db/client.ts";
import { recordStart } from "#db/install.ts";
import { HttpError, registerErrorHandler, sendApiNotFound, sendError } from "#lib/errors.ts";
import { registerHealthRoutes } from "#routes/health.ts";
import { registerWebApps } from "#web/app-shell.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
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
        paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
        remove: true,
      },
    },
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: false,
    // Errors raised before routing (a malformed address, say) get the API error shape too.
    frameworkErrors: (error, _request, reply) =>
      sendError(reply, new HttpError(400, error.code, error.message)),
  });

  const database = await openDatabase(config.database);
  app.decorate("database", database);
  app.addHook("onClose", async () => {
    await database.close();
  });

  try {
    await database.migrate(config.migrationsDir);
    await recordStart(database.db);
    registerErrorHandler(app);
    registerHealthRoutes(app, database, config.version);
    if (config.web) await registerWebApps(app, config.web);
    else app.setNotFoundHandler(sendApiNotFound);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
