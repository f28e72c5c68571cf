import { ZPublicEnquiryCreated, ZPublicEnquiryRequest } from "@visadesk/contracts/intake";
import type { FastifyInstance } from "fastify";
import { DEFAULT_LIMITS, type ServerConfig } from "#config.ts";
import { IntakeSlowDownError } from "#crm/intake.ts";
import type { CrmServices } from "#crm/services.ts";
import { defineRoute } from "#routes/contract.ts";
import { systemActor } from "#routes/crm-actor.ts";

/** `POST /api/public/enquiries`: the visa form and quick-support popup of the marketing site. */
export function registerIntakeRoutes(
  app: FastifyInstance,
  services: CrmServices,
  config: ServerConfig,
): void {
  const limits = config.limits ?? DEFAULT_LIMITS;
  defineRoute(app, {
    method: "POST",
    url: "/api/public/enquiries",
    access: "public",
    bodyLimit: 64 * 1024,
    contract: {
      summary: "Takes a public enquiry and answers its reference",
      body: ZPublicEnquiryRequest,
      response: { 201: ZPublicEnquiryCreated },
    },
    handler: async (request, reply) => {
      const body = ZPublicEnquiryRequest.parse(request.body);
      try {
        const created = await services.intake.take(systemActor(request, config), body, {
          perHour: limits.intakePerHour,
          perMinute: limits.intakePerMinute ?? DEFAULT_LIMITS.intakePerMinute ?? 60,
        });
        return reply.status(201).send(created);
      } catch (error) {
        // A flood is slowed, not turned away: the form waits this long and sends again (decision 032).
        if (error instanceof IntakeSlowDownError)
          reply.header("retry-after", String(error.retryAfterSeconds));
        throw error;
      }
    },
  });
}
