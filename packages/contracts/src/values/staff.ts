// The staff screen's values, with no schema: imported from here without loading zod
// (docs/behaviours/speed.md#crm-pages). staff.ts builds its schemas from these and re-exports them.

/** The kinds of record a staff member works, as the staff-management screen counts and moves them. */
export const WORKED_RECORDS = ["enquiries", "leads", "deals", "cases", "deliveries"] as const;
export type WorkedRecord = (typeof WORKED_RECORDS)[number];
