/**
 * the state machines of docs/behaviours/crm.md#records-and-their-states as data: for each entity, the states and, for
 * each state, the states it may move to. The API refuses anything else with a 409 that lists the allowed ones; the CRM
 * offers only these.
 */

export const ENQUIRY_STATUSES = ["new", "in_progress", "responded", "closed", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const LEAD_STATUSES = ["new", "contacted", "qualified", "converted", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const DEAL_STAGES = ["quoted", "negotiating", "won", "lost"] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

export const CUSTOMER_STATUSES = ["active", "archived"] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const CASE_STATUSES = [
  "intake",
  "documents_pending",
  "documents_complete",
  "submitted",
  "biometrics_done",
  "decision_pending",
  "decided",
  "closed",
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CHECKLIST_STATUSES = ["requested", "received", "verified", "rejected"] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export const DELIVERY_STATUSES = ["awaiting_return", "ready", "dispatched", "delivered", "returned"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

type Machine<S extends string> = { readonly [K in S]: readonly S[] };

/** A closed enquiry can be reopened; spam can be taken back to new when it was a person after all. */
export const ENQUIRY_TRANSITIONS = {
  new: ["in_progress", "responded", "closed", "spam"],
  in_progress: ["responded", "closed", "spam"],
  responded: ["in_progress", "closed"],
  closed: ["in_progress"],
  spam: ["new"],
} as const satisfies Machine<EnquiryStatus>;

/** `converted` is reached only through `POST /api/leads/:id/convert`, which opens the deal in the same step. */
export const LEAD_TRANSITIONS = {
  new: ["contacted", "qualified", "lost"],
  contacted: ["qualified", "lost"],
  qualified: ["converted", "lost"],
  converted: [],
  lost: ["contacted"],
} as const satisfies Machine<LeadStatus>;

/** `won` creates the customer (if none) and the filing case in one transaction; `lost` needs a reason. */
export const DEAL_TRANSITIONS = {
  quoted: ["negotiating", "won", "lost"],
  negotiating: ["won", "lost"],
  won: [],
  lost: [],
} as const satisfies Machine<DealStage>;

export const CUSTOMER_TRANSITIONS = {
  active: ["archived"],
  archived: ["active"],
} as const satisfies Machine<CustomerStatus>;

/**
 * A case moves forward one step at a time (a rejected document may send it back to `documents_pending`);
 * `decided` is reached only through `POST /api/cases/:id/decision`, which records the government's decision.
 */
export const CASE_TRANSITIONS = {
  intake: ["documents_pending"],
  documents_pending: ["documents_complete"],
  documents_complete: ["documents_pending", "submitted"],
  submitted: ["biometrics_done", "decision_pending"],
  biometrics_done: ["decision_pending"],
  decision_pending: ["decided"],
  decided: ["closed"],
  closed: [],
} as const satisfies Machine<CaseStatus>;

/** The states from which a case may be withdrawn (a decision of `withdrawn`, straight to `decided`). */
export const CASE_WITHDRAWABLE: readonly CaseStatus[] = [
  "intake",
  "documents_pending",
  "documents_complete",
  "submitted",
  "biometrics_done",
  "decision_pending",
];

/**
 * A rejected document is asked for again and received anew; a verified one can be reopened (back to received to be
 * checked again, or to requested to ask for it anew) when it turns out to be wrong.
 */
export const CHECKLIST_TRANSITIONS = {
  requested: ["received"],
  received: ["verified", "rejected"],
  verified: ["received", "requested"],
  rejected: ["received"],
} as const satisfies Machine<ChecklistStatus>;

/** `ready` -> `delivered` is an office pickup or an e-visa; a returned courier goes back to `ready`. */
export const DELIVERY_TRANSITIONS = {
  awaiting_return: ["ready"],
  ready: ["dispatched", "delivered"],
  dispatched: ["delivered", "returned"],
  delivered: [],
  returned: ["ready"],
} as const satisfies Machine<DeliveryStatus>;

export const STATE_MACHINES = {
  enquiry: ENQUIRY_TRANSITIONS,
  lead: LEAD_TRANSITIONS,
  deal: DEAL_TRANSITIONS,
  customer: CUSTOMER_TRANSITIONS,
  case: CASE_TRANSITIONS,
  checklistItem: CHECKLIST_TRANSITIONS,
  delivery: DELIVERY_TRANSITIONS,
} as const;
export type MachineName = keyof typeof STATE_MACHINES;

/** The states `from` may move to in `machine` (empty for an unknown state). */
export function allowedTransitions(machine: MachineName, from: string): readonly string[] {
  const table = STATE_MACHINES[machine] as Record<string, readonly string[]>;
  return Object.hasOwn(table, from) ? (table[from] ?? []) : [];
}

/** True when `machine` allows `from` -> `to`. */
export function canTransition(machine: MachineName, from: string, to: string): boolean {
  return allowedTransitions(machine, from).includes(to);
}
