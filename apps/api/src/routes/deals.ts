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
import type { CrmActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf, WORK } from "#routes/crm-actor.ts";
import { registerRecordActions } from "#routes/record-actions.ts";

/** `/api/deals`: offers to leads, their stages, and winning one (customer and case in one go). */
export function registerDealRoutes(
  app: FastifyInstance,
  { deals }: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  const params = ZIdParams;
  defineRoute(app, {
    method: "GET",
    url: "/api/deals",
    access: WORK,
    contract: { summary: "A page of deals", query: ZDealListQuery, response: { 200: ZDealList } },
    handler: async (request) => {
      const page = await deals.list(actorOf(request), ZDealListQuery.parse(request.query));
      // The deal list always sums its fees; the generic page type cannot know it, the contract does.
      return { ...page, totalFeeInr: page.totalFeeInr ?? null };
    },
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/deals/:id",
    access: WORK,
    contract: { summary: "One deal in detail", params, response: { 200: ZDeal } },
    handler: async (request) => deals.get(actorOf(request), idOf(request)),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/deals",
    access: WORK,
    contract: { summary: "Offers a deal to a lead", body: ZCreateDealRequest, response: { 201: ZDeal } },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const id = await deals.create(actor, ZCreateDealRequest.parse(request.body));
      return reply.status(201).send(await deals.get(actor, id));
    },
  });
  defineRoute(app, {
    method: "PATCH",
    url: "/api/deals/:id",
    access: WORK,
    contract: { summary: "Edits an open deal", params, body: ZUpdateDealRequest, response: { 200: ZDeal } },
    handler: async (request) => {
      const actor = actorOf(request);
      await deals.update(actor, idOf(request), ZUpdateDealRequest.parse(request.body));
      return deals.get(actor, idOf(request));
    },
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/deals/:id/stage",
    access: WORK,
    contract: {
      summary: "Moves a deal to another stage",
      params,
      body: ZDealStageRequest,
      response: { 200: ZDeal },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const result = await deals.setStage(actor, idOf(request), ZDealStageRequest.parse(request.body));
      return { ...(await deals.get(actor, idOf(request))), ...result };
    },
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/deals/:id/win",
    access: WORK,
    contract: {
      summary: "Wins a deal: its customer and filing case",
      params,
      body: ZWinDealRequest,
      response: { 201: ZWinDealResult },
    },
    handler: async (request, reply) => {
      const body = ZWinDealRequest.parse(request.body ?? {});
      const stage = { stage: "won" as const, note: body.note, expectedVersion: body.expectedVersion };
      const { dealId, customerId, caseId } = await deals.setStage(
        actorOf(request),
        idOf(request),
        stage,
        body.caseAssignee,
      );
      // Winning always makes the customer and the case; `setStage`'s answer covers every stage, where they may not be.
      if (!customerId || !caseId) throw new Error(`deal ${dealId} was won without its customer and case`);
      return reply.status(201).send({ dealId, customerId, caseId });
    },
  });
  registerRecordActions(app, "/api/deals", "deal", deals, actorOf);
}
