import {
  ZCase,
  ZCaseDecisionRequest,
  ZCaseList,
  ZCaseListQuery,
  ZCaseStatusRequest,
  ZCreateCaseRequest,
  ZStartAppealRequest,
  ZUpdateCaseRequest,
} from "@visadesk/contracts/cases";
import { ZIdParams } from "@visadesk/contracts/crm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CrmActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf, WORK } from "#routes/crm-actor.ts";
import { registerRecordActions } from "#routes/record-actions.ts";

/** `/api/cases`: filing cases, their status, decision and appeal (their checklist: routes/checklist.ts). */
export function registerCaseRoutes(
  app: FastifyInstance,
  { cases }: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  const params = ZIdParams;
  const detail = { 200: ZCase };
  defineRoute(app, {
    method: "GET",
    url: "/api/cases",
    access: WORK,
    contract: { summary: "A page of cases", query: ZCaseListQuery, response: { 200: ZCaseList } },
    handler: async (request) => cases.list(actorOf(request), ZCaseListQuery.parse(request.query)),
  });
  defineRoute(app, {
    method: "GET",
    url: "/api/cases/:id",
    access: WORK,
    contract: { summary: "One case in detail", params, response: detail },
    handler: async (request) => cases.get(actorOf(request), idOf(request)),
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/cases",
    access: WORK,
    contract: {
      summary: "Opens an application case for a customer",
      body: ZCreateCaseRequest,
      response: { 201: ZCase },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const id = await cases.create(actor, ZCreateCaseRequest.parse(request.body));
      return reply.status(201).send(await cases.get(actor, id));
    },
  });
  defineRoute(app, {
    method: "PATCH",
    url: "/api/cases/:id",
    access: WORK,
    contract: {
      summary: "Edits a case's dates, destination or visa type",
      params,
      body: ZUpdateCaseRequest,
      response: detail,
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await cases.update(actor, idOf(request), ZUpdateCaseRequest.parse(request.body));
      return cases.get(actor, idOf(request));
    },
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/cases/:id/status",
    access: WORK,
    contract: {
      summary: "Moves a case to another status",
      params,
      body: ZCaseStatusRequest,
      response: detail,
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const body = ZCaseStatusRequest.parse(request.body);
      await cases.setStatus(actor, idOf(request), body.status, body);
      return cases.get(actor, idOf(request));
    },
  });
  registerCaseOutcomes(app, cases, actorOf);
  registerRecordActions(app, "/api/cases", "case", cases, actorOf);
}

/** The decision of a case, and the appeal of a refused one. */
function registerCaseOutcomes(
  app: FastifyInstance,
  cases: CrmServices["cases"],
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  const params = ZIdParams;
  const detail = { 200: ZCase };
  defineRoute(app, {
    method: "POST",
    url: "/api/cases/:id/decision",
    access: WORK,
    contract: {
      summary: "Records the government's decision",
      params,
      body: ZCaseDecisionRequest,
      response: detail,
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const result = await cases.recordDecision(
        actor,
        idOf(request),
        ZCaseDecisionRequest.parse(request.body),
      );
      return { ...(await cases.get(actor, idOf(request))), deliveryId: result.deliveryId };
    },
  });
  defineRoute(app, {
    method: "POST",
    url: "/api/cases/:id/appeal",
    access: WORK,
    contract: {
      summary: "Opens the appeal of a refused case",
      params,
      body: ZStartAppealRequest,
      response: { 201: ZCase },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const body = ZStartAppealRequest.parse(request.body ?? {});
      const appealId = await cases.startAppeal(
        actor,
        idOf(request),
        body.appealDeadlineOn,
        body.assignee,
        body.expectedVersion,
      );
      return reply.status(201).send(await cases.get(actor, appealId));
    },
  });
}
