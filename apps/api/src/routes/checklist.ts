import {
  ZApplyChecklistTemplateRequest,
  ZCase,
  ZChecklistItemParams,
  ZChecklistStatusRequest,
  ZChecklistTemplate,
  ZChecklistTemplateList,
  ZChecklistTemplateParams,
  ZCreateChecklistItemRequest,
  ZUpdateChecklistTemplateRequest,
} from "@visadesk/contracts/cases";
import { ZIdParams } from "@visadesk/contracts/crm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CrmActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { HttpError } from "#lib/errors.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf, WORK } from "#routes/crm-actor.ts";

/**
 * `/api/cases/:id/checklist`: the documents a case asks for; each change answers with the case. And
 * `/api/checklist-templates`: what each destination and visa type usually needs, which admins and the CEO edit.
 */
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
  defineRoute(app, {
    method: "POST",
    url: "/api/cases/:id/checklist/apply",
    access: WORK,
    contract: {
      summary: "Adds a checklist template's documents that the case does not have yet",
      params,
      body: ZApplyChecklistTemplateRequest,
      response: detail,
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const body = ZApplyChecklistTemplateRequest.parse(request.body ?? {});
      await cases.applyChecklistTemplate(actor, idOf(request), body);
      return cases.get(actor, idOf(request));
    },
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/checklist-templates",
    access: WORK,
    contract: {
      summary: "Every checklist template, by destination and visa type",
      response: { 200: ZChecklistTemplateList },
    },
    handler: async () => ({ templates: await cases.templates() }),
  });
  defineRoute(app, {
    method: "PUT",
    url: "/api/checklist-templates/:country/:visaType",
    // docs/behaviours/crm.md#filing-cases: admins and the CEO edit checklist templates, the same cell as the country
    // labels.
    access: "labels.edit",
    contract: {
      summary: "Saves a checklist template's documents",
      params: ZChecklistTemplateParams,
      body: ZUpdateChecklistTemplateRequest,
      response: { 200: ZChecklistTemplate },
    },
    handler: async (request) => {
      const { country, visaType } = ZChecklistTemplateParams.parse(request.params);
      const body = ZUpdateChecklistTemplateRequest.parse(request.body);
      const actor = actorOf(request);
      if (!request.session) throw new HttpError(401, "unauthenticated", "Please sign in");
      return cases.saveTemplate({ name: request.session.user.name, now: actor.now }, country, visaType, body);
    },
  });
}
