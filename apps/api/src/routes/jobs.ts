import { ZFailedJobList, ZFailedJobParams } from "@visadesk/contracts/jobs";
import type { FastifyInstance } from "fastify";
import { HttpError } from "#lib/errors.ts";
import { defineRoute } from "#routes/contract.ts";

const NOT_FOUND = "No failed job with that id: it may have been retried or discarded already";

/**
 * The background jobs that failed after their retries (docs/behaviours/background-work.md), for the admins and the
 * CEO: `GET /api/jobs/failed`, and for one, retry (`POST …/retry`) or discard (`POST …/discard`).
 */
export function registerJobRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/jobs/failed",
    access: "jobs.manage",
    contract: {
      summary: "The background jobs that failed, the most recent first",
      response: { 200: ZFailedJobList },
    },
    handler: async () => app.jobs.failed(),
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/jobs/failed/:queue/:id/retry",
    access: "jobs.manage",
    contract: { summary: "Runs a failed job again", params: ZFailedJobParams, response: { 204: null } },
    handler: async (request, reply) => {
      const { queue, id } = ZFailedJobParams.parse(request.params);
      if (!(await app.jobs.retry(queue, id))) throw new HttpError(404, "not_found", NOT_FOUND);
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
      if (!(await app.jobs.discard(queue, id))) throw new HttpError(404, "not_found", NOT_FOUND);
      return reply.status(204).send();
    },
  });
}
