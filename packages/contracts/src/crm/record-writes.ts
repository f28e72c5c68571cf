import type { z } from "zod";
import { ZCase } from "#crm/cases.ts";
import { ZCustomer } from "#crm/customers.ts";
import { ZDeal } from "#crm/deals.ts";
import { ZDelivery } from "#crm/deliveries.ts";
import { ZEnquiry } from "#crm/enquiries.ts";
import { ZLead } from "#crm/leads.ts";

// The writes every kind of record shares (edit, status change, assignment, note) answer the record as its detail
// (`GET /api/<kind>/:id`) answers it, so a client puts the answer where it keeps the record and asks for nothing again
// (decision 046). The bodies of the assignment and the note are one for every kind (crm/common.ts: `ZAssignBody`,
// `ZAddNoteBody`); the edit and the status change have each kind's own fields.

/** The six kinds of record staff work, as their path under `/api`. */
export const RECORD_KINDS = ["enquiries", "leads", "deals", "customers", "cases", "deliveries"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Each kind's detail: the answer of its `GET /api/<kind>/:id` and of every shared write. */
export const RECORD_DETAILS = {
  enquiries: ZEnquiry,
  leads: ZLead,
  deals: ZDeal,
  customers: ZCustomer,
  cases: ZCase,
  deliveries: ZDelivery,
} as const satisfies Record<RecordKind, z.ZodType>;

/** The record of kind `K` as its detail and its shared writes answer it. */
export type RecordDetail<K extends RecordKind> = z.output<(typeof RECORD_DETAILS)[K]>;

/** The last segment of a kind's status change, `POST /api/<kind>/:id/<segment>`: a deal moves through stages. */
export const STATUS_SEGMENTS = {
  enquiries: "status",
  leads: "status",
  deals: "stage",
  customers: "status",
  cases: "status",
  deliveries: "status",
} as const satisfies Record<RecordKind, "status" | "stage">;

/** The shared writes of a record. */
export const RECORD_WRITES = ["edit", "status", "assign", "note"] as const;
export type RecordWrite = (typeof RECORD_WRITES)[number];

/**
 * The status each shared write answers with the record's detail: a note adds an entry to the timeline (201 Created);
 * the others change the record (200).
 */
export const WRITE_STATUSES = { edit: 200, status: 200, assign: 200, note: 201 } as const satisfies Record<
  RecordWrite,
  200 | 201
>;

/** The answers of a kind's shared writes, status with schema, e.g. `recordWriteAnswers(ZLead).note` is `{ 201: ZLead }`. */
export function recordWriteAnswers<Detail extends z.ZodType>(detail: Detail) {
  return {
    edit: { 200: detail },
    status: { 200: detail },
    assign: { 200: detail },
    note: { 201: detail },
  } as const;
}
