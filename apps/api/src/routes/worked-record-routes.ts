import { ZAddNoteBody, ZAssignBody } from "@visadesk/contracts/crm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { CrmActor } from "#crm/context.ts";

/** What a service of a record that staff work through a state machine (enquiries, leads) offers the routes. */
export interface WorkedRecordService<ListQuery, Create, Update, Status> {
  list(actor: CrmActor, query: ListQuery): Promise<unknown>;
  get(actor: CrmActor, id: string): Promise<unknown>;
  create(actor: CrmActor, input: Create): Promise<string>;
  update(actor: CrmActor, id: string, input: Update): Promise<unknown>;
  setStatus(actor: CrmActor, id: string, input: Status): Promise<unknown>;
  assign(actor: CrmActor, id: string, username: string | null): Promise<unknown>;
  addNote(actor: CrmActor, id: string, kind: "note" | "call" | "message", text: string): Promise<unknown>;
}

export interface WorkedRecordRoutes<ListQuery, Create, Update, Status> {
  /** e.g. `/api/leads` */
  path: string;
  service: WorkedRecordService<ListQuery, Create, Update, Status>;
  schemas: {
    list: z.ZodType<ListQuery>;
    create: z.ZodType<Create>;
    update: z.ZodType<Update>;
    status: z.ZodType<Status>;
  };
  actorOf: (request: FastifyRequest) => CrmActor;
  idOf: (request: FastifyRequest) => string;
}

const WORK = { config: { access: "records.work" as const } };

/**
 * The routes every worked record has: list, detail, create, update, status change, assignment and notes. Each
 * change answers with the record's fresh detail (201 for a creation or a note).
 */
export function registerWorkedRecordRoutes<ListQuery, Create, Update, Status>(
  app: FastifyInstance,
  { path, service, schemas, actorOf, idOf }: WorkedRecordRoutes<ListQuery, Create, Update, Status>,
): void {
  app.get(path, WORK, async (request) => service.list(actorOf(request), schemas.list.parse(request.query)));
  app.get(`${path}/:id`, WORK, async (request) => service.get(actorOf(request), idOf(request)));
  app.post(path, WORK, async (request, reply) => {
    const actor = actorOf(request);
    const id = await service.create(actor, schemas.create.parse(request.body));
    return reply.status(201).send(await service.get(actor, id));
  });
  app.patch(`${path}/:id`, WORK, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    await service.update(actor, id, schemas.update.parse(request.body));
    return service.get(actor, id);
  });
  app.post(`${path}/:id/status`, WORK, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    await service.setStatus(actor, id, schemas.status.parse(request.body));
    return service.get(actor, id);
  });
  app.post(`${path}/:id/assign`, WORK, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    await service.assign(actor, id, ZAssignBody.parse(request.body).assignee);
    return service.get(actor, id);
  });
  app.post(`${path}/:id/notes`, WORK, async (request, reply) => {
    const actor = actorOf(request);
    const id = idOf(request);
    const body = ZAddNoteBody.parse(request.body);
    await service.addNote(actor, id, body.kind, body.text);
    return reply.status(201).send(await service.get(actor, id));
  });
}
