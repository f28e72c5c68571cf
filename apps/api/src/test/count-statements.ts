import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { observeQueries } from "#db/query-timing.ts";
import { type CallOptions, call } from "#test/test-server.ts";

/** The header that marks a request whose statements are counted. */
const COUNTED = "x-test-count-statements";

/**
 * Counts the statements each marked request sends to the database, and only those: the request runs in its own async
 * context from its first hook on, so the server's background work (the dashboards' fold timer among it) and other
 * requests are not counted, whenever their timers fire. (`inject` itself does not carry the caller's async context
 * into the request, hence the hook.) BEGIN and COMMIT are not statements Drizzle prepares, so they are not counted.
 *
 * Pass `extraRoutes` in the test server's configuration; then `count(app, request)` answers the request and its count.
 */
export function statementCounter() {
  const counting = new AsyncLocalStorage<{ statements: number }>();
  const tallies = new Map<string, { statements: number }>();
  observeQueries({
    start: () => {},
    end: () => {
      const tally = counting.getStore();
      if (tally) tally.statements += 1;
    },
  });
  let next = 0;
  return {
    extraRoutes(app: FastifyInstance): void {
      app.addHook("onRequest", (request, _reply, done) => {
        const tally = tallies.get(String(request.headers[COUNTED] ?? ""));
        if (tally) counting.run(tally, done);
        else done();
      });
    },
    async count(
      app: FastifyInstance,
      options: CallOptions,
    ): Promise<{ statements: number; answer: LightMyRequestResponse }> {
      const token = String(++next);
      const tally = { statements: 0 };
      tallies.set(token, tally);
      try {
        const answer = await call(app, { ...options, headers: { ...options.headers, [COUNTED]: token } });
        return { statements: tally.statements, answer };
      } finally {
        tallies.delete(token);
      }
    },
  };
}
