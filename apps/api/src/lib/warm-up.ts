// A server's work before it takes traffic (main.ts calls it before listening, in each worker of several). A process
// that has just started answers its first requests slowly: the database pool opens its connections one by one as
// requests queue for them (each a TCP connection and a password exchange that costs both sides CPU), and V8 runs the
// request path unoptimised. Measured on PostgreSQL with two workers just started, against the same two warm, the staff
// page cost 1.8 times the CPU per request and its p99 was 1.5 times longer (docs/capacity.md). Here each connection of
// the pool is opened and the public request path run a few hundred times, so that the first visitor pays none of it.
// These requests are counted in the request metrics like any other (600 at each start, all from 127.0.0.1), and the
// request log's sample logs a few of them (decision 045).
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

/** Requests of each warm-up path a server answers itself before it listens. */
export const WARM_UP_REQUESTS = 200;

/**
 * Paths that run the shared request path (security headers, CSRF, the session lookup, routing, the error shape and
 * the database) without a session and without writing anything.
 */
export const WARM_UP_PATHS = ["/api/health/ready", "/api/auth/me", "/api/auth/login-options"] as const;

/** What a warm-up met: answers that were failures (5xx), which main.ts logs; none is expected. */
export interface WarmUpOutcome {
  answered: number;
  failed: { url: string; statusCode: number }[];
}

/** Opens every connection of the pool and runs {@link WARM_UP_PATHS}; resolves when the server is warm. */
export async function warmUp(server: FastifyInstance, requests = WARM_UP_REQUESTS): Promise<WarmUpOutcome> {
  const { database } = server;
  // As many statements at once as the pool has connections: the pool opens all of them to answer.
  await Promise.all(Array.from({ length: database.poolSize }, () => database.db.execute(sql`select 1`)));
  const outcome: WarmUpOutcome = { answered: 0, failed: [] };
  for (let i = 0; i < requests; i++) {
    const answers = await Promise.all(
      WARM_UP_PATHS.map((url) => server.inject({ url, remoteAddress: "127.0.0.1" })),
    );
    answers.forEach((answer, at) => {
      outcome.answered += 1;
      if (answer.statusCode >= 500)
        outcome.failed.push({ url: WARM_UP_PATHS[at] ?? "", statusCode: answer.statusCode });
    });
  }
  return outcome;
}
