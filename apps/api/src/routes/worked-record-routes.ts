import { ZAddNoteBody, ZAssignLinkedBody, ZIdParams } from "@visadesk/contracts/crm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { CrmActor } from "#crm/actors.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf, WORK } from "#routes/crm-actor.ts";

/** What a service of a record that staff work through a state machine (enquiries, leads) offers the routes. */
export interface WorkedRecordService<ListQuery, Create, Update, Status> {
  list(actor: CrmActor, query: ListQuery): Promise<unknown>;
  get(actor: CrmActor, id: string): Promise<unknown>;
  create(actor: CrmActor, input: Create): Promise<string>;
  update(actor: CrmActor, id: string, input: Update): Promise<unknown>;
  setStatus(actor: CrmActor, id: string, input: Status): Promise<unknown>;
  /** `alsoLinked`: the enquiry's lead, or the lead's open enquiries, go to the same person. */
  assign(
    actor: CrmActor,
    id: string,
    username: string | null,
    alsoLinked: boolean,
    expectedVersion: number | undefined,
  ): Promise<unknown>;
  addNote(actor: CrmActor, id: string, kind: "note" | "call" | "message", text: string): Promise<unknown>;
}

export interface WorkedRecordRoutes<ListQuery, Create, Update, Status> {
  /** e.g. `/api/leads` */
  path: string;
  /** e.g. "lead", for the API document's summaries. */
  noun: string;
  service: WorkedRecordService<ListQuery, Create, Update, Status>;
  schemas: {
    list: z.ZodType<ListQuery>;
    create: z.ZodType<Create>;
    update: z.ZodType<Update>;
    status: z.ZodType<Status>;
    /** The answers: a page of the list, and one record in detail. */
    page: z.ZodType;
    detail: z.ZodType;
  };
  actorOf: (request: FastifyRequest) => CrmActor;
}

/**
 * The routes every worked record has: list, detail, create, update, status change, assignment and notes. Each
 * change answers with the record's fresh detail (201 for a creation or a note).
 */
export function registerWorkedRecordRoutes<ListQuery, Create, Update, Status>(
  app: FastifyInstance,
  routes: WorkedRecordRoutes<ListQuery, Create, Update, Status>,
): void {
  const { path, noun, service, schemas, actorOf } = routes;
  const params = ZIdParams;
  const detail = { 200: schemas.detail };
  defineRoute(app, {
    method: "GET",
    url: path,
    access: WORK,
    contract: { summary: `A page of ${noun} records`, query: schemas.list, response: { 200: schemas.page } },
    handler: async (request) => service.list(actorOf(request), schemas.list.parse(request.query)),
  });
  defineRoute(app, {
    method: "GET",
    url: `${path}/:id`,
    access: WORK,
    contract: { summary: `One ${noun} in detail`, params, response: detail },
    handler: async (request) => service.get(actorOf(request), idOf(request)),
  });
  registerWorkedRecordChanges(app, routes);
}

/** Create, edit, status, assignment and notes: each answers with the record's fresh detail. */
function registerWorkedRecordChanges<ListQuery, Create, Update, Status>(
  app: FastifyInstance,
  { path, noun, service, schemas, actorOf }: WorkedRecordRoutes<ListQuery, Create, Update, Status>,
): void {
  const params = ZIdParams;
  const detail = { 200: schemas.detail };
  defineRoute(app, {
    method: "POST",
    url: path,
    access: WORK,
    contract: { summary: `Creates a ${noun}`, body: schemas.create, response: { 201: schemas.detail } },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const id = await service.create(actor, schemas.create.parse(request.body));
      return reply.status(201).send(await service.get(actor, id));
    },
  });
  defineRoute(app, {
    method: "PATCH",
    url: `${path}/:id`,
    access: WORK,
    contract: { summary: `Edits a ${noun}`, params, body: schemas.update, response: detail },
    handler: async (request) => {
      const actor = actorOf(request);
      await service.update(actor, idOf(request), schemas.update.parse(request.body));
      return service.get(actor, idOf(request));
    },
  });
  defineRoute(app, {
    method: "POST",
    url: `${path}/:id/status`,
    access: WORK,
    contract: {
      summary: `Moves a ${noun} to another status`,
      params,
      body: schemas.status,
      response: detail,
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await service.setStatus(actor, idOf(request), schemas.status.parse(request.body));
      return service.get(actor, idOf(request));
    },
  });
  defineRoute(app, {
    method: "POST",
    url: `${path}/:id/assign`,
    access: WORK,
    contract: { summary: `Assigns a ${noun}`, params, body: ZAssignLinkedBody, response: detail },
    handler: async (request) => {
      const actor = actorOf(request);
      const body = ZAssignLinkedBody.parse(request.body);
      await service.assign(actor, idOf(request), body.assignee, body.alsoLinked, body.expectedVersion);
      return service.get(actor, idOf(request));
    },
  });
  defineRoute(app, {
    method: "POST",
    url: `${path}/:id/notes`,
    access: WORK,
    contract: {
      summary: `Adds a note to a ${noun}`,
      params,
      body: ZAddNoteBody,
      response: { 201: schemas.detail },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const body = ZAddNoteBody.parse(request.body);
      await service.addNote(actor, idOf(request), body.kind, body.text);
      return reply.status(201).send(await service.get(actor, idOf(request)));
    },
  });
}
