// The deals' values (services, lost reasons and their labels), with no schema: a page that shows deals imports them
// from here without loading zod (docs/behaviours/speed.md#crm-pages). crm/deals.ts builds its schemas from these and
// re-exports them.

export const DEAL_SERVICES = ["visa", "refusal_appeal"] as const;
export type DealService = (typeof DEAL_SERVICES)[number];

/** Why a deal was lost, from a list (so that dashboards can count them); `other` needs words. */
export const DEAL_LOST_REASONS = [
  "price",
  "chose_another_agent",
  "no_longer_travelling",
  "not_eligible",
  "no_response",
  "other",
] as const;
export type DealLostReasonCode = (typeof DEAL_LOST_REASONS)[number];

/** The reasons as staff read them. */
export const DEAL_LOST_REASON_LABELS: Record<DealLostReasonCode, string> = {
  price: "Price",
  chose_another_agent: "Chose another agent",
  no_longer_travelling: "No longer travelling",
  not_eligible: "Not eligible",
  no_response: "No response",
  other: "Other",
};
