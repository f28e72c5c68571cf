import { type AddNote, type Assign, ZAddNoteBody, ZAssignBody, ZIdParams } from "@visadesk/contracts/crm";
import { type RecordKind, recordWriteAnswers, STATUS_SEGMENTS } from "@visadesk/contracts/record-writes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { RouteAccess } from "#auth/access.ts";
import type { CrmActor } from "#crm/actors.ts";
import { defineRoute } from "#routes/contract.ts";
import { idOf, WORK } from "#routes/crm-actor.ts";

// The routes every kind of record staff work has (enquiries, leads, deals, customers, cases, deliveries): list,
// detail, create, edit, status change, assignment and note. Every write answers the record as its detail does, built
// once by the service that wrote it (decision 046). A kind's own routes (a lead's conversion, a deal's win, a case's
// decision and appeal, the import, the custody list) stay in its route file.

/**
 * A kind's contracts, typed by what they carry: a request schema by what it parses into, an answer's schema by what it
 * accepts (the handler's value goes out as it is, so the service must answer exactly what the clients parse).
 */
export interface RecordSchemas<Query, Page, Detail, Create, Edit, Status> {
  list: z.ZodType<Query>;
  page: z.ZodType<Page, Page>;
  detail: z.ZodType<Detail, Detail>;
  create: z.ZodType<Create>;
  edit: z.ZodType<Edit>;
  status: z.ZodType<Status>;
}

/** What a kind's service offers these routes: each write answers the record in detail. */
export interface RecordService<Query, Page, Detail, Create, Edit, Status> {
  list(actor: CrmActor, query: Query): Promise<Page>;
  get(actor: CrmActor, id: string): Promise<Detail>;
  create(actor: CrmActor, input: Create): Promise<Detail>;
  update(actor: CrmActor, id: string, input: Edit): Promise<Detail>;
  setStatus(actor: CrmActor, id: string, input: Status): Promise<Detail>;
  assign(actor: CrmActor, id: string, assignment: Assign): Promise<Detail>;
  addNote(actor: CrmActor, id: string, note: AddNote): Promise<Detail>;
}

/** The routes of the set, for their summaries in the API document. */
export type RecordRouteName = "list" | "detail" | "create" | "edit" | "status" | "assign" | "note";

export interface RecordRoutes<Query, Page, Detail, Create, Edit, Status> {
  /** The path under `/api`: `leads` serves `/api/leads` and `/api/leads/:id/...`. */
  kind: RecordKind;
  /** What each route does, in the API document's words. */
  summaries: Record<RecordRouteName, string>;
  schemas: RecordSchemas<Query, Page, Detail, Create, Edit, Status>;
  service: RecordService<Query, Page, Detail, Create, Edit, Status>;
  /** Who may change the status: whoever works records, unless the kind says otherwise (archiving a customer). */
  statusAccess?: RouteAccess;
  actorOf: (request: FastifyRequest) => CrmActor;
}

/**
 * Registers a kind's list, detail, create, edit, status change, assignment and note. The handlers return what the
 * service answers, which is typed by the contract: a service answering anything but its kind's detail (or page) does
 * not compile where its kind registers.
 */
export function registerRecordRoutes<Query, Page, Detail, Create, Edit, Status>(
  app: FastifyInstance,
  routes: RecordRoutes<Query, Page, Detail, Create, Edit, Status>,
): void {
  const { kind, summaries, schemas, service, actorOf } = routes;
  const path = `/api/${kind}`;
  defineRoute(app, {
    method: "GET",
    url: path,
    access: WORK,
    contract: { summary: summaries.list, query: schemas.list, response: { 200: schemas.page } },
    handler: async (request) => service.list(actorOf(request), schemas.list.parse(request.query)),
  });
  defineRoute(app, {
    method: "GET",
    url: `${path}/:id`,
    access: WORK,
    contract: { summary: summaries.detail, params: ZIdParams, response: { 200: schemas.detail } },
    handler: async (request) => service.get(actorOf(request), idOf(request)),
  });
  defineRoute(app, {
    method: "POST",
    url: path,
    access: WORK,
    contract: { summary: summaries.create, body: schemas.create, response: { 201: schemas.detail } },
    handler: async (request, reply) => {
      const created = await service.create(actorOf(request), schemas.create.parse(request.body));
      reply.status(201);
      return created;
    },
  });
  registerRecordWrites(app, routes);
}

/** Edit, status change, assignment and note: the writes every kind shares, each answering the record in detail. */
function registerRecordWrites<Query, Page, Detail, Create, Edit, Status>(
  app: FastifyInstance,
  {
    kind,
    summaries,
    schemas,
    service,
    statusAccess,
    actorOf,
  }: RecordRoutes<Query, Page, Detail, Create, Edit, Status>,
): void {
  const path = `/api/${kind}/:id`;
  const params = ZIdParams;
  const answers = recordWriteAnswers(schemas.detail);
  defineRoute(app, {
    method: "PATCH",
    url: path,
    access: WORK,
    contract: { summary: summaries.edit, params, body: schemas.edit, response: answers.edit },
    handler: async (request) =>
      service.update(actorOf(request), idOf(request), schemas.edit.parse(request.body)),
  });
  defineRoute(app, {
    method: "POST",
    url: `${path}/${STATUS_SEGMENTS[kind]}`,
    access: statusAccess ?? WORK,
    contract: { summary: summaries.status, params, body: schemas.status, response: answers.status },
    handler: async (request) =>
      service.setStatus(actorOf(request), idOf(request), schemas.status.parse(request.body)),
  });
  defineRoute(app, {
    method: "POST",
    url: `${path}/assign`,
    access: WORK,
    contract: { summary: summaries.assign, params, body: ZAssignBody, response: answers.assign },
    handler: async (request) =>
      service.assign(actorOf(request), idOf(request), ZAssignBody.parse(request.body)),
  });
  defineRoute(app, {
    method: "POST",
    url: `${path}/notes`,
    access: WORK,
    contract: { summary: summaries.note, params, body: ZAddNoteBody, response: answers.note },
    handler: async (request, reply) => {
      const record = await service.addNote(actorOf(request), idOf(request), ZAddNoteBody.parse(request.body));
      reply.status(201);
      return record;
    },
  });
}
