import { z } from "zod";
import {
  ZActivity,
  ZAssignee,
  ZDate,
  ZExpectedVersion,
  ZInstant,
  ZListQueryBase,
  ZPage,
  ZPhoneDisplay,
  ZVersion,
} from "#crm/common.ts";
import { CUSTOMER_STATUSES } from "#workflow.ts";

// The bodies with a typed phone number live in contact-requests.ts (see there why).
export {
  type CreateCustomerRequest,
  type UpdateCustomerRequest,
  ZCreateCustomerRequest,
  ZUpdateCustomerRequest,
} from "#crm/contact-requests.ts";

export const ZCustomerStatus = z.enum(CUSTOMER_STATUSES);

/** One row of `GET /api/customers`. Passport: last 4 digits and expiry only, never the number. */
export const ZCustomerListItem = z.object({
  id: z.uuid(),
  status: ZCustomerStatus,
  name: z.string(),
  phone: z.string().nullable(),
  phoneDisplay: ZPhoneDisplay,
  email: z.string().nullable(),
  city: z.string().nullable(),
  leadId: z.uuid().nullable(),
  passportLast4: z.string().nullable(),
  passportExpiresOn: ZDate.nullable(),
  /** The username of the portal account, if any. */
  portalUsername: z.string().nullable(),
  assignee: ZAssignee,
  /** Raised by every change; a write sent back as `expectedVersion`, from a detail or a list row (decision 030). */
  version: ZVersion,
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type CustomerListItem = z.infer<typeof ZCustomerListItem>;

export const ZCustomer = ZCustomerListItem.extend({
  cases: z.array(z.object({ id: z.uuid(), caseNumber: z.string(), kind: z.string(), status: z.string() })),
  timeline: z.array(ZActivity),
});
export type Customer = z.infer<typeof ZCustomer>;

export const ZCustomerList = ZPage(ZCustomerListItem);
export type CustomerList = z.infer<typeof ZCustomerList>;

export const ZCustomerListQuery = ZListQueryBase.extend({
  status: ZCustomerStatus.optional(),
  sort: z.enum(["createdAt", "updatedAt", "name"]).default("createdAt"),
});
export type CustomerListQuery = z.input<typeof ZCustomerListQuery>;

/** `POST /api/customers/:id/status` (archive / restore: admin and CEO). */
export const ZCustomerStatusRequest = z.object({
  status: ZCustomerStatus,
  note: z.string().trim().max(2_000).optional(),
  expectedVersion: ZExpectedVersion,
});
export type CustomerStatusRequest = z.infer<typeof ZCustomerStatusRequest>;
