import { ZIdParams } from "@visadesk/contracts/crm";
import {
  ZCreateDealRequest,
  ZDeal,
  ZDealList,
  ZDealListQuery,
  ZDealStageRequest,
  ZUpdateDealRequest,
  ZWinDealRequest,
  ZWinDealResult,
} from "@visadesk/contracts/deals";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { CrmActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf, WORK } from "#routes/crm-actor.ts";
import { registerRecordRoutes } from "#routes/worked-record-routes.ts";

/** `/api/deals`: offers to leads, their stages, and winning one (customer and case in one go). */
export function registerDealRoutes(
  app: FastifyInstance,
  { deals }: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  registerRecordRoutes(app, {
    kind: "deals",
    summaries: {
      list: "A page of deals",
      detail: "One deal in detail",
      create: "Offers a deal to a lead",
      edit: "Edits an open deal",
      status: "Moves a deal to another stage",
      assign: "Assigns a deal",
      note: "Adds a note, call or message to a deal",
    },
    service: {
      ...deals,
      list: async (actor: CrmActor, query: z.output<typeof ZDealListQuery>) => {
        const page = await deals.list(actor, query);
        // The deal list always sums its fees; the generic page type cannot know it, the contract does.
        return { ...page, totalFeeInr: page.totalFeeInr ?? null };
      },
      setStatus: deals.setStage,
    },
    schemas: {
      list: ZDealListQuery,
      page: ZDealList,
      detail: ZDeal,
      create: ZCreateDealRequest,
      edit: ZUpdateDealRequest,
      status: ZDealStageRequest,
    },
    actorOf,
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/deals/:id/win",
    access: WORK,
    contract: {
      summary: "Wins a deal: its customer and filing case",
      params: ZIdParams,
      body: ZWinDealRequest,
      response: { 201: ZWinDealResult },
    },
    handler: async (request, reply) => {
      const body = ZWinDealRequest.parse(request.body ?? {});
      const stage = { stage: "won" as const, note: body.note, expectedVersion: body.expectedVersion };
      const deal = await deals.setStage(actorOf(request), idOf(request), stage, body.caseAssignee);
      // Winning always makes the customer and the case; the detail's fields are empty for a deal not (yet) won.
      if (!deal.customerId || !deal.caseId)
        throw new Error(`deal ${deal.id} was won without its customer and case`);
      return reply.status(201).send({ dealId: deal.id, customerId: deal.customerId, caseId: deal.caseId });
    },
  });
}
