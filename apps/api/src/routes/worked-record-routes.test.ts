import { ZDeal } from "@visadesk/contracts/deals";
import {
  ZCreateLeadRequest,
  ZLead,
  ZLeadList,
  ZLeadListQuery,
  ZLeadStatusRequest,
  ZUpdateLeadRequest,
} from "@visadesk/contracts/leads";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { CrmActor } from "#crm/actors.ts";
import type { CrmServices } from "#crm/services.ts";
import { type RecordService, registerRecordRoutes } from "#routes/worked-record-routes.ts";

// The route set every kind of record registers (decision 046). The `@ts-expect-error` lines are the proof that a
// kind's service must answer its contract's detail from every write: the API's type check (`tsc`, which covers this
// file) fails if any of them compiles. The runtime test checks the routes and statuses the set declares; what the real
// services answer is tested on a database in crm/write-answers.test.ts.

const ZThing = z.object({ id: z.uuid(), name: z.string(), version: z.number().int() });
type Thing = z.infer<typeof ZThing>;
const ID = "0b7f1e0e-6d5a-4c1a-9a53-2f4c7e1d9b10";
const THING: Thing = { id: ID, name: "One", version: 2 };
const actorOf = () => ({}) as CrmActor;

/** A kind's routes over a service answering `THING` from everything. */
function thingRoutes(app: FastifyInstance, kind: "deals" | "cases") {
  const answer = async () => THING;
  const service: RecordService<object, { items: Thing[] }, Thing, object, object, object> = {
    list: async () => ({ items: [THING] }),
    get: answer,
    create: answer,
    update: answer,
    setStatus: answer,
    assign: answer,
    addNote: answer,
  };
  registerRecordRoutes(app, {
    kind,
    summaries: {
      list: "Things",
      detail: "A thing",
      create: "Makes a thing",
      edit: "Edits a thing",
      status: "Moves a thing",
      assign: "Assigns a thing",
      note: "Adds a note to a thing",
    },
    schemas: {
      list: z.object({}),
      page: z.object({ items: z.array(ZThing) }),
      detail: ZThing,
      create: z.object({}),
      edit: z.object({}),
      status: z.object({}),
    },
    service,
    actorOf,
  });
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("registerRecordRoutes", () => {
  it("declares the seven routes, each write answering the record (201 for a note and a creation)", async () => {
    app = Fastify();
    const registered: RouteOptions[] = [];
    app.addHook("onRoute", (route) => {
      registered.push(route);
    });
    thingRoutes(app, "deals");
    const declared = registered.filter((route) => route.method !== "HEAD");
    expect(declared.map((route) => `${route.method} ${route.url}`)).toEqual([
      "GET /api/deals",
      "GET /api/deals/:id",
      "POST /api/deals",
      "PATCH /api/deals/:id",
      "POST /api/deals/:id/stage",
      "POST /api/deals/:id/assign",
      "POST /api/deals/:id/notes",
    ]);
    const writes = [
      { method: "PATCH", url: `/api/deals/${ID}`, payload: {} },
      { method: "POST", url: `/api/deals/${ID}/stage`, payload: {} },
      { method: "POST", url: `/api/deals/${ID}/assign`, payload: { assignee: "staff1" } },
      { method: "POST", url: `/api/deals/${ID}/notes`, payload: { text: "Called" } },
      { method: "POST", url: "/api/deals", payload: {} },
    ] as const;
    const answers: [number, unknown][] = [];
    for (const write of writes) {
      const response = await app.inject(write);
      answers.push([response.statusCode, response.json()]);
    }
    expect(answers).toEqual([
      [200, THING],
      [200, THING],
      [200, THING],
      [201, THING],
      [201, THING],
    ]);
  });

  it("refuses at compile time a kind whose service answers anything but its detail", () => {
    // Declared only, never called: these registrations exist for the type check.
    const typeOnly = (check: (app: FastifyInstance, services: CrmServices) => void) => check;
    const schemas = {
      list: ZLeadListQuery,
      page: ZLeadList,
      detail: ZLead,
      create: ZCreateLeadRequest,
      edit: ZUpdateLeadRequest,
      status: ZLeadStatusRequest,
    };
    const summaries = { list: "", detail: "", create: "", edit: "", status: "", assign: "", note: "" };

    typeOnly((app, { leads, deals }) => {
      registerRecordRoutes(app, { kind: "leads", summaries, schemas, service: leads, actorOf });
      registerRecordRoutes(app, {
        kind: "leads",
        summaries,
        schemas,
        // @ts-expect-error a lead's note must answer the lead, not a deal.
        service: { ...leads, addNote: deals.addNote },
        actorOf,
      });
      registerRecordRoutes(app, {
        kind: "leads",
        summaries,
        schemas,
        // @ts-expect-error an assignment must answer the record, not `{ ok: true }`.
        service: { ...leads, assign: async () => ({ ok: true }) },
        actorOf,
      });
      registerRecordRoutes(app, {
        kind: "leads",
        summaries,
        schemas: { ...schemas, detail: ZDeal },
        // @ts-expect-error the lead service answers leads, where the contract promises a deal.
        service: leads,
        actorOf,
      });
    });
    expect(typeOnly).toBeTypeOf("function");
  });
});
