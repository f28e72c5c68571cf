import type { FastifyInstance } from "fastify";
import postgres from "postgres";
import { HttpError, RETRY_AFTER_SECONDS, sendError } from "#lib/errors.ts";

/**
 * How an API request learns of a PostgreSQL outage within a second (docs/security.md): a request still unanswered
 * after `checkAfterMs` has the database probed on a connection of its own, given `probeMs` to answer; when it does
 * not, the request is answered 503 at once instead of waiting on a connection that may never answer (a host gone
 * silent holds a statement until TCP gives up, minutes later). One probe serves every request for `probeReuseMs`.
 */
export const DATABASE_WATCHDOG = {
  checkAfterMs: 300,
  probeMs: 500,
  probeReuseMs: 1_000,
} as const;

/** A way to ask whether the database answers, and to let go of what asking holds. */
export interface DatabaseProbe {
  probe(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Whether PostgreSQL at `url` answers `select 1` within {@link DATABASE_WATCHDOG.probeMs}, on a connection of the
 * probe's own kept open between probes (opening one costs a SCRAM handshake, which on a busy machine alone can take
 * longer than the probe may), and opened again after a failed probe, since a connection to a server gone silent stays
 * silent.
 */
export function postgresProbe(url: string): DatabaseProbe {
  let client: postgres.Sql | undefined;
  const drop = () => {
    const old = client;
    client = undefined;
    void old?.end({ timeout: 0 }).catch(() => {});
  };
  return {
    async probe() {
      client ??= postgres(url, {
        max: 1,
        onnotice: () => {},
        connect_timeout: DATABASE_WATCHDOG.probeMs / 1000,
        idle_timeout: 0,
        // `select 1` needs no array types: without this, a connection cut by its timeout while it read them (a
        // loaded machine) rejected that internal query where nobody awaited it, an unhandled error in the process.
        fetch_types: false,
      });
      const asking = client;
      let timer: NodeJS.Timeout | undefined;
      try {
        const up = await Promise.race([
          asking`select 1`.then(
            () => true,
            // A refusal from the server itself (too many connections, say) means it is there and answering: only one
            // that is shutting down or starting (57P0x) counts as away, with every failure to reach it.
            (error: unknown) =>
              error instanceof postgres.PostgresError && !String(error.code).startsWith("57P0"),
          ),
          new Promise<false>((resolve) => {
            timer = setTimeout(() => resolve(false), DATABASE_WATCHDOG.probeMs);
          }),
        ]);
        if (!up && client === asking) drop();
        return up;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      drop();
    },
  };
}

/**
 * Watches every API request but the health checks (they probe the database themselves): see
 * {@link DATABASE_WATCHDOG}. A request answered 503 this way is hijacked, so its handler finishing later sends nothing.
 */
export function registerDatabaseWatchdog(app: FastifyInstance, database: DatabaseProbe): void {
  let last: { at: number; up: Promise<boolean> } | undefined;
  const databaseUp = (): Promise<boolean> => {
    const now = Date.now();
    if (!last || now - last.at >= DATABASE_WATCHDOG.probeReuseMs) last = { at: now, up: database.probe() };
    return last.up;
  };
  // Opened at start, so that the first probe an outage needs does not pay for the connection.
  app.addHook("onReady", async () => {
    void database.probe();
  });
  app.addHook("onClose", async () => database.close());
  app.addHook("onRequest", (request, reply, done) => {
    if (!request.url.startsWith("/api/") || request.url.startsWith("/api/health")) {
      done();
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const check = () => {
      if (reply.sent) return;
      // An upload still arriving waits on its sender, not on the database (it has its own body timeout): look again
      // once it has arrived.
      if (request.routeOptions.config?.rawBody && !request.raw.readableEnded) {
        timer = setTimeout(check, DATABASE_WATCHDOG.checkAfterMs);
        return;
      }
      void databaseUp().then((up) => {
        if (up || reply.sent) return;
        request.log.error("database did not answer a probe; answering 503");
        reply.header("Retry-After", String(RETRY_AFTER_SECONDS));
        sendError(
          reply,
          new HttpError(
            503,
            "database_unavailable",
            "The service is briefly unavailable. Please try again shortly.",
          ),
        );
        reply.hijack();
      });
    };
    timer = setTimeout(check, DATABASE_WATCHDOG.checkAfterMs);
    reply.raw.once("close", () => clearTimeout(timer));
    done();
  });
}
