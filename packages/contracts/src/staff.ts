import { z } from "zod";
import { ZUsername } from "#users.ts";

export { WORKED_RECORDS, type WorkedRecord } from "#values/staff.ts";

const ZCounts = z.object({
  enquiries: z.number().int().min(0),
  leads: z.number().int().min(0),
  deals: z.number().int().min(0),
  cases: z.number().int().min(0),
  deliveries: z.number().int().min(0),
});
export type RecordCounts = z.infer<typeof ZCounts>;

/** One internal account with its open records and the follow-ups it let slip. */
export const ZStaffWorkload = z.object({
  username: z.string(),
  name: z.string(),
  role: z.enum(["ceo", "admin", "staff"]),
  active: z.boolean(),
  open: ZCounts,
  /** Open leads whose next follow-up day (in India) is before today. */
  overdueFollowUps: z.number().int().min(0),
});
export type StaffWorkload = z.infer<typeof ZStaffWorkload>;

/** `GET /api/staff`. */
export const ZStaffList = z.object({ staff: z.array(ZStaffWorkload) });
export type StaffList = z.infer<typeof ZStaffList>;

/** `POST /api/staff/reassign`: every open record of `from` goes to `to` in one step (a leaver, a holiday). */
export const ZReassignAllRequest = z
  .object({ from: ZUsername, to: ZUsername })
  .strict()
  .refine((body) => body.from !== body.to, { message: "must be someone else", path: ["to"] });
export type ReassignAllRequest = z.infer<typeof ZReassignAllRequest>;

/** How many records of each kind moved. */
export const ZReassignAllResult = z.object({ moved: ZCounts });
export type ReassignAllResult = z.infer<typeof ZReassignAllResult>;
