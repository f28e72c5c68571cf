import {
  ZCase,
  ZChecklistItemParams,
  ZChecklistStatusRequest,
  ZCreateChecklistItemRequest,
} from "@visadesk/contracts/cases";
import { ZIdParams } from "@visadesk/contracts/crm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CrmActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf, WORK } from "#routes/crm-actor.ts";

/** `/api/cases/:id/checklist`: the documents a case asks for; each change answers with the case. */
export function registerChecklistRoutes(
  app: FastifyInstance,
  { cases }: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  const params = ZIdParams;
  const detail = { 200: ZCase };
  defineRoute(app, {
    method: "POST",
    url: "/api/cases/:id/checklist",
    access: WORK,
    contract: {
      summary: "Asks for one more document",
      params,
      body: ZCreateChecklistItemRequest,
      response: { 201: ZCase },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      await cases.addChecklistItem(actor, idOf(request), ZCreateChecklistItemRequest.parse(request.body));
      return reply.status(201).send(await cases.get(actor, idOf(request)));
    },
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/cases/:id/checklist/:itemId/status",
    access: WORK,
    contract: {
      summary: "Moves one checklist document (received, verified, rejected)",
      params: ZChecklistItemParams,
      body: ZChecklistStatusRequest,
      response: detail,
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const { id, itemId } = ZChecklistItemParams.parse(request.params);
      await cases.setChecklistStatus(actor, id, itemId, ZChecklistStatusRequest.parse(request.body));
      return cases.get(actor, id);
    },
  });
}
