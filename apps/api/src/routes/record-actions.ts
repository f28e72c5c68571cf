import { ZAddNoteBody, ZAssignBody, ZIdParams, ZOk } from "@visadesk/contracts/crm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CrmActor } from "#crm/actors.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf, WORK } from "#routes/crm-actor.ts";

/** The assignment and notes of a record whose service offers them (deals, customers, cases, deliveries). */
export interface RecordActions {
  assign(actor: CrmActor, id: string, username: string | null, expectedVersion?: number): Promise<unknown>;
  addNote(
    actor: CrmActor,
    id: string,
    note: { kind: "note" | "call" | "message"; text: string; visibleToClient?: boolean },
  ): Promise<unknown>;
}

/** `POST <path>/:id/assign` and `POST <path>/:id/notes`, answering `{ ok: true }`. */
export function registerRecordActions(
  app: FastifyInstance,
  path: string,
  noun: string,
  service: RecordActions,
  actorOf: (request: FastifyRequest) => CrmActor,
): void {
  defineRoute(app, {
    method: "POST",
    url: `${path}/:id/notes`,
    access: WORK,
    contract: {
      summary: `Adds a note to a ${noun}`,
      params: ZIdParams,
      body: ZAddNoteBody,
      response: { 201: ZOk },
    },
    handler: async (request, reply) => {
      await service.addNote(actorOf(request), idOf(request), ZAddNoteBody.parse(request.body));
      return reply.status(201).send({ ok: true });
    },
  });
  defineRoute(app, {
    method: "POST",
    url: `${path}/:id/assign`,
    access: WORK,
    contract: { summary: `Assigns a ${noun}`, params: ZIdParams, body: ZAssignBody, response: { 200: ZOk } },
    handler: async (request) => {
      const body = ZAssignBody.parse(request.body);
      await service.assign(actorOf(request), idOf(request), body.assignee, body.expectedVersion);
      return { ok: true };
    },
  });
}
