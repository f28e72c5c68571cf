import { z } from "zod";
import {
  namesAChange,
  ZActivity,
  ZAssignee,
  ZConsultant,
  ZExpectedVersion,
  ZInstant,
  ZListQueryBase,
  ZNoteForClient,
  ZPage,
  ZVersion,
} from "#crm/common.ts";
import { drillDownFields } from "#crm/drill-down.ts";
import { DELIVERY_METHODS } from "#values/deliveries.ts";
import { DELIVERY_STATUSES } from "#workflow.ts";

export { DELIVERY_METHODS, type DeliveryMethod, HELD_DELIVERY_STATUSES } from "#values/deliveries.ts";

export const ZDeliveryStatus = z.enum(DELIVERY_STATUSES);
export const ZDeliveryMethod = z.enum(DELIVERY_METHODS);

/** One hand-off of the passport: who holds it from `at`. */
export const ZCustodyEntry = z.object({
  at: ZInstant,
  status: ZDeliveryStatus,
  /** Who holds the passport now: "Embassy of ...", "VisaDesk Mumbai office", "Blue Dart", the client... */
  holder: z.string(),
  /** The staff member who recorded it. */
  recordedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type CustodyEntry = z.infer<typeof ZCustodyEntry>;

/** One row of `GET /api/deliveries`. */
export const ZDeliveryListItem = z.object({
  id: z.uuid(),
  caseId: z.uuid(),
  caseNumber: z.string(),
  clientName: z.string(),
  status: ZDeliveryStatus,
  method: ZDeliveryMethod,
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  currentHolder: z.string().nullable(),
  receivedBy: z.string().nullable(),
  assignee: ZAssignee,
  /** Raised by every change; a write sent back as `expectedVersion`, from a detail or a list row (decision 030). */
  version: ZVersion,
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type DeliveryListItem = z.infer<typeof ZDeliveryListItem>;

export const ZDelivery = ZDeliveryListItem.extend({
  custody: z.array(ZCustodyEntry),
  timeline: z.array(ZActivity),
});
export type Delivery = z.infer<typeof ZDelivery>;

export const ZDeliveryList = ZPage(ZDeliveryListItem);
export type DeliveryList = z.infer<typeof ZDeliveryList>;

/** A delivery as its client sees it on the portal, the consultant named by display name only. */
export const ZPortalDeliveryListItem = ZDeliveryListItem.extend({ assignee: ZConsultant });
export type PortalDeliveryListItem = z.infer<typeof ZPortalDeliveryListItem>;
export const ZPortalDelivery = ZDelivery.extend({ assignee: ZConsultant });
export type PortalDelivery = z.infer<typeof ZPortalDelivery>;
export const ZPortalDeliveryList = ZPage(ZPortalDeliveryListItem);
export type PortalDeliveryList = z.infer<typeof ZPortalDeliveryList>;

export const ZDeliveryListQuery = ZListQueryBase.extend({
  status: ZDeliveryStatus.optional(),
  method: ZDeliveryMethod.optional(),
  caseId: z.uuid().optional(),
  ...drillDownFields(DELIVERY_STATUSES),
  sort: z.enum(["createdAt", "updatedAt"]).default("createdAt"),
});
export type DeliveryListQuery = z.input<typeof ZDeliveryListQuery>;

/** `POST /api/deliveries`: for an approved case that has none yet (approval opens one itself). */
export const ZCreateDeliveryRequest = z
  .object({
    caseId: z.uuid(),
    method: ZDeliveryMethod.default("courier"),
    holder: z.string().trim().min(1).max(200).default("Embassy / visa centre"),
  })
  .strict();
export type CreateDeliveryRequest = z.input<typeof ZCreateDeliveryRequest>;

/** `PATCH /api/deliveries/:id`. */
export const ZUpdateDeliveryRequest = z
  .object({
    method: ZDeliveryMethod,
    courier: z.string().trim().min(1).max(100).nullable(),
    trackingNumber: z.string().trim().min(1).max(100).nullable(),
    expectedVersion: ZExpectedVersion,
  })
  .partial()
  .strict()
  .refine(namesAChange, "give at least one field to change");
export type UpdateDeliveryRequest = z.input<typeof ZUpdateDeliveryRequest>;

/**
 * `POST /api/deliveries/:id/status`: every move is a hand-off with a custody entry naming the new `holder`;
 * `dispatched` needs a courier and tracking number (given here or already set), `delivered` needs `receivedBy`.
 */
export const ZDeliveryStatusRequest = z
  .object({
    status: ZDeliveryStatus,
    holder: z.string().trim().min(1).max(200),
    courier: z.string().trim().min(1).max(100).optional(),
    trackingNumber: z.string().trim().min(1).max(100).optional(),
    receivedBy: z.string().trim().min(1).max(200).optional(),
    note: z.string().trim().max(1_000).optional(),
    /** Show the note to the customer on their portal; internal unless set. */
    noteForClient: ZNoteForClient,
    expectedVersion: ZExpectedVersion,
  })
  .strict()
  .refine((body) => body.status !== "delivered" || body.receivedBy !== undefined, {
    message: "is required when the passport is delivered",
    path: ["receivedBy"],
  });
export type DeliveryStatusRequest = z.infer<typeof ZDeliveryStatusRequest>;

/** One passport we hold now, for "Passports in our custody". */
export const ZHeldPassport = z.object({
  deliveryId: z.uuid(),
  caseId: z.uuid(),
  caseNumber: z.string(),
  clientName: z.string(),
  status: ZDeliveryStatus,
  holder: z.string().nullable(),
  /** When it came into our hands (the start of the current stretch with us). */
  since: ZInstant,
  /** Whole days we have held it, by India's calendar (0 = since today). */
  daysHeld: z.number().int().min(0),
  assignee: ZAssignee,
});
export type HeldPassport = z.infer<typeof ZHeldPassport>;

/** `GET /api/deliveries/custody`: every passport we hold now, longest held first. */
export const ZHeldPassportList = z.object({ items: z.array(ZHeldPassport) });
export type HeldPassportList = z.infer<typeof ZHeldPassportList>;
