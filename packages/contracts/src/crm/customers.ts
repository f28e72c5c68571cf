import { z } from "zod";
import {
  ZActivity,
  ZAssignee,
  ZCity,
  ZDate,
  ZEmail,
  ZInstant,
  ZListQueryBase,
  ZPage,
  ZPersonName,
  ZPhone,
} from "#crm/common.ts";
import { CUSTOMER_STATUSES } from "#workflow.ts";

export const ZCustomerStatus = z.enum(CUSTOMER_STATUSES);

/** One row of `GET /api/customers`. Passport: last 4 digits and expiry only, never the number. */
export const ZCustomerListItem = z.object({
  id: z.uuid(),
  status: ZCustomerStatus,
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  leadId: z.uuid().nullable(),
  passportLast4: z.string().nullable(),
  passportExpiresOn: ZDate.nullable(),
  /** The username of the portal account, if any. */
  portalUsername: z.string().nullable(),
  assignee: ZAssignee,
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

const ZPassportLast4 = z
  .string()
  .regex(/^[A-Z0-9]{4}$/i, "must be the last 4 characters of the passport number");

/** `POST /api/customers`: normally a won deal creates the customer; this is for clients from before the CRM. */
export const ZCreateCustomerRequest = z
  .object({
    name: ZPersonName,
    phone: ZPhone.optional(),
    email: ZEmail.optional(),
    city: ZCity.optional(),
    passportLast4: ZPassportLast4.optional(),
    passportExpiresOn: ZDate.optional(),
    assignee: z.string().trim().min(1).max(64).nullable().optional(),
  })
  .strict()
  .refine((body) => body.phone !== undefined || body.email !== undefined, {
    message: "give a phone number or an email",
    path: ["phone"],
  });
export type CreateCustomerRequest = z.input<typeof ZCreateCustomerRequest>;

/** `PATCH /api/customers/:id`; `portalUsername` links a customer account (role customer) to this record. */
export const ZUpdateCustomerRequest = z
  .object({
    name: ZPersonName,
    phone: ZPhone.nullable(),
    email: ZEmail.nullable(),
    city: ZCity.nullable(),
    passportLast4: ZPassportLast4.nullable(),
    passportExpiresOn: ZDate.nullable(),
    portalUsername: z.string().trim().min(1).max(64).nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "give at least one field to change");
export type UpdateCustomerRequest = z.input<typeof ZUpdateCustomerRequest>;

/** `POST /api/customers/:id/status` (archive / restore: admin and CEO). */
export const ZCustomerStatusRequest = z.object({
  status: ZCustomerStatus,
  note: z.string().trim().max(2_000).optional(),
});
export type CustomerStatusRequest = z.infer<typeof ZCustomerStatusRequest>;
