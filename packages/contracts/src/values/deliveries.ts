// The deliveries' values, with no schema: a page that shows deliveries imports them from here without loading zod
// (docs/behaviours/speed.md#crm-pages). crm/deliveries.ts builds its schemas from these and re-exports them.

export const DELIVERY_METHODS = ["courier", "office_pickup", "e_visa"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** The states in which the passport is in our hands: back from the embassy (ready) or back from the courier. */
export const HELD_DELIVERY_STATUSES = ["ready", "returned"] as const;
