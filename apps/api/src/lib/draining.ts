import type { FastifyInstance } from "fastify";

/**
 * Whether this instance is shutting down. Set on SIGTERM: from then on `/api/health/ready` answers 503 (a load
 * balancer or orchestrator stops sending new requests) and every answer says `Connection: close` (a proxy's kept-alive
 * connections end cleanly after their current request, instead of being cut while it may be sending the next one).
 */
export interface Draining {
  readonly active: boolean;
  start(): void;
}

export function createDraining(): Draining {
  let active = false;
  return {
    get active() {
      return active;
    },
    start() {
      active = true;
    },
  };
}

/** Adds `Connection: close` to every answer once `draining` has started. */
export function registerDraining(app: FastifyInstance, draining: Draining): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (draining.active) reply.header("Connection", "close");
    done(null, payload);
  });
}

/** How an instance stops: how long it keeps serving while not ready, and how long in-flight requests may take. */
export interface DrainTimings {
  /**
   * Time between "not ready" and closing the listening socket, so that whoever routes traffic here (a load balancer
   * polling readiness) has stopped before connections are refused. Requests that arrive meanwhile are served.
   */
  notReadyMs: number;
  /** After the socket is closed, how long requests still running may take before the process gives up on them. */
  inFlightMs: number;
}

/** The outcome of {@link drainThenClose}: `closed` when every request finished, `timeout` when some were cut. */
export type DrainOutcome = "closed" | "timeout";

/**
 * SIGTERM's sequence: not ready → keep serving for `notReadyMs` → stop accepting connections and let the requests in
 * flight finish (Fastify's close waits for them, then closes the database) → resolve. Gives up after `inFlightMs`.
 */
export async function drainThenClose(
  app: FastifyInstance,
  draining: Draining,
  timings: DrainTimings,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<DrainOutcome> {
  draining.start();
  await sleep(timings.notReadyMs);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DrainOutcome>((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timings.inFlightMs);
    timer.unref();
  });
  try {
    return await Promise.race([app.close().then((): DrainOutcome => "closed"), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
