import { ZFailedJobList, ZFailedJobParams } from "@visadesk/contracts/jobs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerConfig } from "#config.ts";
import type { SettledBy } from "#jobs/engine.ts";
import { HttpError } from "#lib/errors.ts";
import { defineRoute } from "#routes/contract.ts";

const NOT_FOUND = "No failed job with that id: it may have been retried or discarded already";

/**
 * The background jobs that failed after their retries (docs/behaviours/background-work.md), for the admins and the
 * CEO: `GET /api/jobs/failed`, and for one, retry (`POST …/retry`) or discard (`POST …/discard`).
 */
export function registerJobRoutes(app: FastifyInstance, config: Pick<ServerConfig, "now">): void {
  const { jobs } = app.services;
  /** Who settles a failed job, for the audit log (the route's access has let only a signed-in admin or CEO in). */
  const settledBy = (request: FastifyRequest): SettledBy => {
    if (!request.session) throw new HttpError(401, "unauthenticated", "Please sign in");
    return { username: request.session.user.username, ip: request.ip, at: config.now() };
  };

  defineRoute(app, {
    method: "GET",
    url: "/api/jobs/failed",
    access: "jobs.manage",
    contract: {
      summary: "The background jobs that failed, the most recent first",
      response: { 200: ZFailedJobList },
    },
    handler: async () => jobs.failed(),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/jobs/failed/:queue/:id/retry",
    access: "jobs.manage",
    contract: { summary: "Runs a failed job again", params: ZFailedJobParams, response: { 204: null } },
    handler: async (request, reply) => {
      const { queue, id } = ZFailedJobParams.parse(request.params);
      if (!(await jobs.retry(queue, id, settledBy(request))))
        throw new HttpError(404, "not_found", NOT_FOUND);
      return reply.status(204).send();
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/jobs/failed/:queue/:id/discard",
    access: "jobs.manage",
    contract: { summary: "Discards a failed job", params: ZFailedJobParams, response: { 204: null } },
    handler: async (request, reply) => {
      const { queue, id } = ZFailedJobParams.parse(request.params);
      if (!(await jobs.discard(queue, id, settledBy(request))))
        throw new HttpError(404, "not_found", NOT_FOUND);
      return reply.status(204).send();
    },
  });
}
