import { scopeFor } from "@visadesk/auth/permissions";
import {
  ZCaseDecisionRequest,
  ZCaseListQuery,
  ZCaseStatusRequest,
  ZChecklistItemParams,
  ZChecklistStatusRequest,
  ZCreateCaseRequest,
  ZCreateChecklistItemRequest,
  ZStartAppealRequest,
  ZUpdateCaseRequest,
} from "@visadesk/contracts/cases";
import { ZAddNoteBody, ZAssignBody, ZIdParams } from "@visadesk/contracts/crm";
import {
  ZCreateCustomerRequest,
  ZCustomerListQuery,
  ZCustomerStatusRequest,
  ZUpdateCustomerRequest,
} from "@visadesk/contracts/customers";
import {
  ZCreateDealRequest,
  ZDealListQuery,
  ZDealStageRequest,
  ZUpdateDealRequest,
  ZWinDealRequest,
} from "@visadesk/contracts/deals";
import {
  ZCreateDeliveryRequest,
  ZDeliveryListQuery,
  ZDeliveryStatusRequest,
  ZUpdateDeliveryRequest,
} from "@visadesk/contracts/deliveries";
import {
  ZCreateEnquiryRequest,
  ZEnquiryListQuery,
  ZEnquiryStatusRequest,
  ZUpdateEnquiryRequest,
} from "@visadesk/contracts/enquiries";
import { ZPublicEnquiryRequest } from "@visadesk/contracts/intake";
import {
  ZConvertLeadRequest,
  ZCreateLeadRequest,
  ZLeadListQuery,
  ZLeadStatusRequest,
  ZUpdateLeadRequest,
} from "@visadesk/contracts/leads";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { recordAudit } from "#audit/audit.ts";
import { DEFAULT_LIMITS, type ServerConfig } from "#config.ts";
import type { CrmActor, RecordType, SystemActor } from "#crm/context.ts";
import { addActivity, notFound, resolveAssignee, writeChanges } from "#crm/context.ts";
import { createCustomerService } from "#crm/customers.ts";
import { createEnquiryService } from "#crm/enquiries.ts";
import { allPages, importLeads, sendCsv } from "#crm/import-export.ts";
import { createLeadService, findLead } from "#crm/leads.ts";
import { createPipelineService, findCase, findDeal, findDelivery, openCase } from "#crm/pipeline.ts";
import type { Database } from "#db/client.ts";
import { cases, checklistItems, customers, deals, deliveries } from "#db/schema.ts";
import { HttpError } from "#lib/errors.ts";
import { registerWorkedRecordRoutes } from "#routes/worked-record-routes.ts";

const W = { config: { access: "records.work" as const } };

/** The CRM API: enquiries, leads, deals, customers, cases, deliveries; the public intake; the customer portal. */
export function registerCrmRoutes(app: FastifyInstance, config: ServerConfig): void {
  const db = app.database.db;
  const limits = config.limits ?? DEFAULT_LIMITS;
  const enquiryService = createEnquiryService(db);
  const leadService = createLeadService(db);
  const pipeline = createPipelineService(db);
  const customerService = createCustomerService(db);

  function actorOf(request: FastifyRequest): CrmActor {
    const session = request.session;
    if (!session) throw new HttpError(401, "unauthenticated", "Please sign in");
    const scope = scopeFor(session.user, "records.work") ?? scopeFor(session.user, "records.own");
    if (!scope) throw new HttpError(403, "forbidden", "You do not have access to this");
    return { user: session.user, userId: session.userId, scope, ip: request.ip, now: config.now() };
  }
  const idOf = (request: FastifyRequest) => ZIdParams.parse(request.params).id;

  // ---------------------------------------------------------------- public intake
  app.post(
    "/api/public/enquiries",
    { config: { access: "public" }, bodyLimit: 64 * 1024 },
    async (request, reply) => {
      const body = ZPublicEnquiryRequest.parse(request.body);
      const actor: SystemActor = {
        user: null,
        userId: null,
        scope: "all",
        ip: request.ip,
        now: config.now(),
      };
      const created = await enquiryService.intake(actor, body, { perHour: limits.intakePerHour });
      return reply.status(201).send(created);
    },
  );

  // ---------------------------------------------------------------- shared actions
  /** assign and notes for a resource whose `find` applies the staff scope. */
  function registerCommon(
    path: string,
    recordType: RecordType,
    find: (
      db: Database,
      actor: CrmActor,
      id: string,
      lock?: boolean,
    ) => Promise<{ assigneeId: string | null }>,
    table: typeof deals | typeof cases | typeof deliveries | typeof customers,
  ) {
    app.post(`${path}/:id/notes`, W, async (request, reply) => {
      const id = idOf(request);
      const body = ZAddNoteBody.parse(request.body);
      const actor = actorOf(request);
      await find(db, actor, id);
      await addActivity(db, actor, recordType, id, body.kind, body.text);
      return reply.status(201).send({ ok: true });
    });
    app.post(`${path}/:id/assign`, W, async (request) => {
      const id = idOf(request);
      const { assignee } = ZAssignBody.parse(request.body);
      const actor = actorOf(request);
      await db.transaction(async (tx) => {
        const row = await find(tx, actor, id, true);
        const assigneeId = await resolveAssignee(tx, actor, assignee);
        await tx.update(table).set({ assigneeId, updatedAt: actor.now }).where(eq(table.id, id));
        await addActivity(
          tx,
          actor,
          recordType,
          id,
          "assignment",
          assignee ? `Assigned to ${assignee}` : "Unassigned",
          {
            from: row.assigneeId,
            to: assignee,
          },
        );
      });
      return { ok: true };
    });
  }

  // ---------------------------------------------------------------- CSV exports (admin and CEO)
  const E = { config: { access: "records.export" as const } };
  function registerExport<Q extends { cursor?: string | undefined; limit: number }>(
    resource: string,
    parseQuery: (query: unknown) => Q,
    list: (actor: CrmActor, query: Q) => Promise<{ items: object[]; nextCursor: string | null }>,
    columns: readonly string[],
  ) {
    app.get(`/api/${resource}/export.csv`, E, async (request, reply) => {
      const actor = actorOf(request);
      const query = parseQuery(request.query);
      await recordAudit(db, actor.now, {
        action: "record.export",
        actor: actor.user.username,
        target: resource,
        ip: actor.ip,
        details: { query: request.query as Record<string, unknown> },
      });
      const pages = allPages((q: Q) => list(actor, q), query) as AsyncGenerator<Record<string, unknown>[]>;
      return sendCsv(reply, resource, columns, pages, actor.now);
    });
  }
  const common = ["createdAt", "updatedAt", "assignee"];
  registerExport("enquiries", (q) => ZEnquiryListQuery.parse(q), enquiryService.list, [
    "id",
    "reference",
    "status",
    "channel",
    "name",
    "phone",
    "email",
    "destinationCountry",
    "visaType",
    "city",
    "priorRefusal",
    "leadId",
    ...common,
  ]);
  registerExport("leads", (q) => ZLeadListQuery.parse(q), leadService.list, [
    "id",
    "status",
    "name",
    "phone",
    "email",
    "city",
    "destinationCountry",
    "visaType",
    "source",
    "nextFollowUpOn",
    ...common,
  ]);
  registerExport("deals", (q) => ZDealListQuery.parse(q), pipeline.listDeals, [
    "id",
    "stage",
    "clientName",
    "service",
    "visaType",
    "destinationCountry",
    "feeInr",
    "governmentFeeInr",
    "expectedCloseOn",
    "leadId",
    ...common,
  ]);
  registerExport("customers", (q) => ZCustomerListQuery.parse(q), customerService.list, [
    "id",
    "status",
    "name",
    "phone",
    "email",
    "city",
    "passportLast4",
    "passportExpiresOn",
    ...common,
  ]);
  registerExport(
    "cases",
    (q) => ZCaseListQuery.parse(q),
    (a, q) => pipeline.listCases(a, q),
    [
      "id",
      "caseNumber",
      "kind",
      "status",
      "clientName",
      "destinationCountry",
      "visaType",
      "decision",
      "refusalReasonCode",
      "dates",
      ...common,
    ],
  );
  registerExport(
    "deliveries",
    (q) => ZDeliveryListQuery.parse(q),
    (a, q) => pipeline.listDeliveries(a, q),
    [
      "id",
      "caseNumber",
      "clientName",
      "status",
      "method",
      "courier",
      "trackingNumber",
      "currentHolder",
      "receivedBy",
      ...common,
    ],
  );

  // ---------------------------------------------------------------- enquiries and leads
  registerWorkedRecordRoutes(app, {
    path: "/api/enquiries",
    service: enquiryService,
    schemas: {
      list: ZEnquiryListQuery,
      create: ZCreateEnquiryRequest,
      update: ZUpdateEnquiryRequest,
      status: ZEnquiryStatusRequest,
    },
    actorOf,
    idOf,
  });
  registerWorkedRecordRoutes(app, {
    path: "/api/leads",
    service: leadService,
    schemas: {
      list: ZLeadListQuery,
      create: ZCreateLeadRequest,
      update: ZUpdateLeadRequest,
      status: ZLeadStatusRequest,
    },
    actorOf,
    idOf,
  });
  app.post(
    "/api/leads/import",
    { config: { access: "records.import" }, bodyLimit: 6 * 1024 * 1024 },
    async (request, reply) => {
      const result = await importLeads(db, actorOf(request), request.body);
      await recordAudit(db, config.now(), {
        action: "record.import",
        actor: request.session?.user.username ?? null,
        target: "leads",
        ip: request.ip,
        details: { imported: result.imported },
      });
      return reply.status(201).send(result);
    },
  );
  app.post("/api/leads/:id/convert", W, async (request, reply) => {
    const result = await leadService.convert(
      actorOf(request),
      idOf(request),
      ZConvertLeadRequest.parse(request.body),
    );
    return reply.status(201).send(result);
  });

  // ---------------------------------------------------------------- deals
  app.get("/api/deals", W, async (request) =>
    pipeline.listDeals(actorOf(request), ZDealListQuery.parse(request.query)),
  );
  app.get("/api/deals/:id", W, async (request) => pipeline.getDeal(actorOf(request), idOf(request)));
  app.post("/api/deals", W, async (request, reply) => {
    const actor = actorOf(request);
    const body = ZCreateDealRequest.parse(request.body);
    const id = await db.transaction(async (tx) => {
      const lead = await findLead(tx, actor, body.leadId, true).catch(() => {
        throw new HttpError(400, "bad_request", "Invalid request: leadId: no such lead", {
          leadId: "no such lead",
        });
      });
      if (lead.status === "lost")
        throw new HttpError(409, "lead_lost", "Reopen the lead before offering it a deal");
      if (body.appealOfCaseId) {
        const [parent] = await tx.select().from(cases).where(eq(cases.id, body.appealOfCaseId));
        if (parent?.decision !== "refused")
          throw new HttpError(400, "bad_request", "Invalid request: appealOfCaseId: is not a refused case", {
            appealOfCaseId: "is not a refused case",
          });
      }
      const [row] = await tx
        .insert(deals)
        .values({
          stage: "quoted",
          leadId: lead.id,
          clientName: lead.name,
          service: body.service,
          visaType: body.visaType ?? lead.visaType,
          destinationCountry: body.destinationCountry ?? lead.destinationCountry,
          feeInr: body.feeInr,
          governmentFeeInr: body.governmentFeeInr,
          expectedCloseOn: body.expectedCloseOn ?? null,
          appealOfCaseId: body.appealOfCaseId ?? null,
          assigneeId: lead.assigneeId,
          createdAt: actor.now,
          updatedAt: actor.now,
        })
        .returning({ id: deals.id });
      if (!row) throw new Error("deal insert returned nothing");
      await addActivity(tx, actor, "deal", row.id, "created", `Deal quoted at ₹${body.feeInr}`, {
        leadId: lead.id,
      });
      return row.id;
    });
    return reply.status(201).send(await pipeline.getDeal(actor, id));
  });
  app.patch("/api/deals/:id", W, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    const body = ZUpdateDealRequest.parse(request.body);
    await db.transaction(async (tx) => {
      const row = await findDeal(tx, actor, id, true);
      if (row.stage === "won" || row.stage === "lost")
        throw new HttpError(409, "deal_closed", `A ${row.stage} deal cannot be changed`);
      await writeChanges(tx, actor, deals, "deal", id, body);
    });
    return pipeline.getDeal(actor, id);
  });
  app.post("/api/deals/:id/stage", W, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    const result = await pipeline.setDealStage(actor, id, ZDealStageRequest.parse(request.body));
    return { ...(await pipeline.getDeal(actor, id)), ...result };
  });
  app.post("/api/deals/:id/win", W, async (request, reply) => {
    const actor = actorOf(request);
    const body = ZWinDealRequest.parse(request.body ?? {});
    const result = await pipeline.setDealStage(
      actor,
      idOf(request),
      { stage: "won", note: body.note },
      body.caseAssignee,
    );
    return reply.status(201).send(result);
  });
  registerCommon("/api/deals", "deal", findDeal, deals);

  // ---------------------------------------------------------------- customers
  app.get("/api/customers", W, async (request) =>
    customerService.list(actorOf(request), ZCustomerListQuery.parse(request.query)),
  );
  app.get("/api/customers/:id", W, async (request) => customerService.get(actorOf(request), idOf(request)));
  app.post("/api/customers", W, async (request, reply) => {
    const actor = actorOf(request);
    const id = await customerService.create(actor, ZCreateCustomerRequest.parse(request.body));
    return reply.status(201).send(await customerService.get(actor, id));
  });
  app.patch("/api/customers/:id", W, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    await customerService.update(actor, id, ZUpdateCustomerRequest.parse(request.body));
    return customerService.get(actor, id);
  });
  app.post("/api/customers/:id/status", { config: { access: "records.delete" } }, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    const body = ZCustomerStatusRequest.parse(request.body);
    await customerService.setStatus(actor, id, body.status, body.note);
    await recordAudit(db, actor.now, {
      action: body.status === "archived" ? "record.archive" : "record.restore",
      actor: actor.user.username,
      target: `customer:${id}`,
      ip: actor.ip,
    });
    return customerService.get(actor, id);
  });
  registerCommon("/api/customers", "customer", customerService.find, customers);

  // ---------------------------------------------------------------- cases
  app.get("/api/cases", W, async (request) =>
    pipeline.listCases(actorOf(request), ZCaseListQuery.parse(request.query)),
  );
  app.get("/api/cases/:id", W, async (request) => pipeline.getCase(actorOf(request), idOf(request)));
  app.post("/api/cases", W, async (request, reply) => {
    const actor = actorOf(request);
    const body = ZCreateCaseRequest.parse(request.body);
    const id = await db.transaction(async (tx) => {
      const customer = await customerService.find(tx, actor, body.customerId).catch(() => {
        throw new HttpError(400, "bad_request", "Invalid request: customerId: no such customer", {
          customerId: "no such customer",
        });
      });
      const assigneeId =
        body.assignee === undefined
          ? actor.scope === "assigned"
            ? actor.userId
            : customer.assigneeId
          : await resolveAssignee(tx, actor, body.assignee);
      const row = await openCase(tx, actor, {
        kind: "application",
        parentCaseId: null,
        customerId: customer.id,
        dealId: null,
        clientName: customer.name,
        destinationCountry: body.destinationCountry,
        visaType: body.visaType,
        assigneeId,
      });
      return row.id;
    });
    return reply.status(201).send(await pipeline.getCase(actor, id));
  });
  app.patch("/api/cases/:id", W, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    const body = ZUpdateCaseRequest.parse(request.body);
    await db.transaction(async (tx) => {
      await findCase(tx, actor, id, true);
      await writeChanges(tx, actor, cases, "case", id, body);
    });
    return pipeline.getCase(actor, id);
  });
  app.post("/api/cases/:id/status", W, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    const body = ZCaseStatusRequest.parse(request.body);
    await pipeline.setCaseStatus(actor, id, body.status, body.note);
    return pipeline.getCase(actor, id);
  });
  app.post("/api/cases/:id/decision", W, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    const result = await pipeline.recordDecision(actor, id, ZCaseDecisionRequest.parse(request.body));
    return { ...(await pipeline.getCase(actor, id)), deliveryId: result.deliveryId };
  });
  app.post("/api/cases/:id/appeal", W, async (request, reply) => {
    const actor = actorOf(request);
    const body = ZStartAppealRequest.parse(request.body ?? {});
    const appealId = await pipeline.startAppeal(actor, idOf(request), body.appealDeadlineOn, body.assignee);
    return reply.status(201).send(await pipeline.getCase(actor, appealId));
  });
  app.post("/api/cases/:id/checklist", W, async (request, reply) => {
    const actor = actorOf(request);
    const id = idOf(request);
    const body = ZCreateChecklistItemRequest.parse(request.body);
    await db.transaction(async (tx) => {
      await findCase(tx, actor, id, true);
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${checklistItems.position}), -1)::int` })
        .from(checklistItems)
        .where(eq(checklistItems.caseId, id));
      await tx.insert(checklistItems).values({
        caseId: id,
        position: (last?.n ?? -1) + 1,
        name: body.name,
        required: body.required,
        status: "requested",
        expiresOn: body.expiresOn ?? null,
        note: body.note ?? null,
        createdAt: actor.now,
        updatedAt: actor.now,
      });
      await addActivity(tx, actor, "case", id, "update", `Requested ${body.name}`);
    });
    return reply.status(201).send(await pipeline.getCase(actor, id));
  });
  app.post("/api/cases/:id/checklist/:itemId/status", W, async (request) => {
    const actor = actorOf(request);
    const { id, itemId } = ZChecklistItemParams.parse(request.params);
    await pipeline.setChecklistStatus(actor, id, itemId, ZChecklistStatusRequest.parse(request.body));
    return pipeline.getCase(actor, id);
  });
  registerCommon("/api/cases", "case", findCase, cases);

  // ---------------------------------------------------------------- deliveries
  app.get("/api/deliveries", W, async (request) =>
    pipeline.listDeliveries(actorOf(request), ZDeliveryListQuery.parse(request.query)),
  );
  app.get("/api/deliveries/:id", W, async (request) => pipeline.getDelivery(actorOf(request), idOf(request)));
  app.post("/api/deliveries", W, async (request, reply) => {
    const actor = actorOf(request);
    const body = ZCreateDeliveryRequest.parse(request.body);
    const id = await db.transaction(async (tx) => {
      const parent = await findCase(tx, actor, body.caseId, true).catch(() => {
        throw new HttpError(400, "bad_request", "Invalid request: caseId: no such case", {
          caseId: "no such case",
        });
      });
      if (parent.decision !== "approved")
        throw new HttpError(409, "not_approved", "Only an approved case has a visa to deliver");
      const [row] = await tx
        .insert(deliveries)
        .values({
          caseId: parent.id,
          caseNumber: parent.caseNumber,
          clientName: parent.clientName,
          status: "awaiting_return",
          method: body.method,
          currentHolder: body.holder,
          assigneeId: parent.assigneeId,
          createdAt: actor.now,
          updatedAt: actor.now,
        })
        .onConflictDoNothing({ target: deliveries.caseId })
        .returning({ id: deliveries.id });
      if (!row) throw new HttpError(409, "delivery_exists", "This case already has a delivery");
      await addActivity(
        tx,
        actor,
        "delivery",
        row.id,
        "created",
        `Awaiting the passport for ${parent.caseNumber}`,
      );
      return row.id;
    });
    return reply.status(201).send(await pipeline.getDelivery(actor, id));
  });
  app.patch("/api/deliveries/:id", W, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    const body = ZUpdateDeliveryRequest.parse(request.body);
    await db.transaction(async (tx) => {
      const row = await findDelivery(tx, actor, id, true);
      if (row.status === "delivered")
        throw new HttpError(409, "delivery_closed", "A delivered passport cannot be changed");
      await writeChanges(tx, actor, deliveries, "delivery", id, body);
    });
    return pipeline.getDelivery(actor, id);
  });
  app.post("/api/deliveries/:id/status", W, async (request) => {
    const actor = actorOf(request);
    const id = idOf(request);
    await pipeline.setDeliveryStatus(actor, id, ZDeliveryStatusRequest.parse(request.body));
    return pipeline.getDelivery(actor, id);
  });
  registerCommon("/api/deliveries", "delivery", findDelivery, deliveries);

  // ---------------------------------------------------------------- the customer's own
  const OWN = { config: { access: "records.own" as const } };
  async function ownCustomerIds(request: FastifyRequest): Promise<string[]> {
    const session = request.session;
    if (!session) throw new HttpError(401, "unauthenticated", "Please sign in");
    const rows = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.userId, session.userId));
    return rows.map((r) => r.id);
  }
  const portalActor = (request: FastifyRequest): SystemActor => ({
    user: null,
    userId: null,
    scope: "all",
    ip: request.ip,
    now: config.now(),
  });
  const ZMyList = z.object({
    cursor: z.string().max(500).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  });

  app.get("/api/me/cases", OWN, async (request) => {
    const ids = await ownCustomerIds(request);
    if (ids.length === 0) return { items: [], nextCursor: null, total: 0 };
    const query = ZCaseListQuery.parse({ ...ZMyList.parse(request.query) });
    return pipeline.listCases(
      portalActor(request) as unknown as CrmActor,
      query,
      inArray(cases.customerId, ids),
    );
  });
  app.get("/api/me/cases/:id", OWN, async (request) => {
    const ids = await ownCustomerIds(request);
    const id = idOf(request);
    const [row] = await db
      .select({ id: cases.id })
      .from(cases)
      .where(
        and(
          eq(cases.id, id),
          inArray(cases.customerId, ids.length ? ids : ["00000000-0000-0000-0000-000000000000"]),
        ),
      );
    if (!row) throw notFound("case");
    return pipeline.getCase(portalActor(request), id, true);
  });
  app.get("/api/me/deliveries", OWN, async (request) => {
    const ids = await ownCustomerIds(request);
    if (ids.length === 0) return { items: [], nextCursor: null, total: 0 };
    const query = ZDeliveryListQuery.parse({ ...ZMyList.parse(request.query) });
    return pipeline.listDeliveries(
      portalActor(request),
      query,
      sql`${deliveries.caseId} in (select ${cases.id} from ${cases} where ${inArray(cases.customerId, ids)})`,
    );
  });
  app.get("/api/me/deliveries/:id", OWN, async (request) => {
    const ids = await ownCustomerIds(request);
    const id = idOf(request);
    const [row] = await db
      .select({ id: deliveries.id })
      .from(deliveries)
      .innerJoin(cases, eq(cases.id, deliveries.caseId))
      .where(
        and(
          eq(deliveries.id, id),
          inArray(cases.customerId, ids.length ? ids : ["00000000-0000-0000-0000-000000000000"]),
        ),
      );
    if (!row) throw notFound("delivery");
    return pipeline.getDelivery(portalActor(request), id, true);
  });
}
