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
import { registerRecordRoutes } from "#routes/worked-record-routes.ts";

/** `/api/cases`: filing cases, their status, decision and appeal (their checklist: routes/checklist.ts). */
export function registerCaseRoutes(
  app: FastifyInstance,
  { cases }: CrmServices,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  registerRecordRoutes(app, {
    kind: "cases",
    summaries: {
      list: "A page of cases",
      detail: "One case in detail",
      create: "Opens an application case for a customer",
      edit: "Edits a case's dates, destination or visa type",
      status: "Moves a case to another status",
      assign: "Assigns a case",
      note: "Adds a note, call or message to a case (shown to the customer when marked)",
    },
    service: cases,
    schemas: {
      list: ZCaseListQuery,
      page: ZCaseList,
      detail: ZCase,
      create: ZCreateCaseRequest,
      edit: ZUpdateCaseRequest,
      status: ZCaseStatusRequest,
    },
    actorOf,
  });
  registerCaseOutcomes(app, cases, actorOf);
}

/** The decision of a case, and the appeal of a refused one: each answers a case in detail, built by its write. */
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
    handler: async (request) =>
      cases.recordDecision(actorOf(request), idOf(request), ZCaseDecisionRequest.parse(request.body)),
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
      const body = ZStartAppealRequest.parse(request.body ?? {});
      const appeal = await cases.startAppeal(
        actorOf(request),
        idOf(request),
        body.appealDeadlineOn,
        body.assignee,
        body.expectedVersion,
      );
      return reply.status(201).send(appeal);
    },
  });
}
