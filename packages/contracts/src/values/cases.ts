// The cases' values (kinds, decisions, refusal reasons and their labels), with no schema: a page that shows cases
// imports them from here without loading zod (docs/behaviours/speed.md#crm-pages). crm/cases.ts builds its schemas from
// these and re-exports them.

export const CASE_KINDS = ["application", "appeal"] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export const DECISIONS = ["none", "approved", "refused", "withdrawn"] as const;
export type Decision = (typeof DECISIONS)[number];

/** Why a government refused, as consultancies code it; `other` needs the details in the note. */
export const REFUSAL_REASON_CODES = [
  "insufficient_funds",
  "weak_home_ties",
  "purpose_not_credible",
  "document_doubts",
  "immigration_history",
  "incomplete_application",
  "other",
] as const;
export type RefusalReasonCode = (typeof REFUSAL_REASON_CODES)[number];

/** Each refusal reason as staff and dashboards say it. */
export const REFUSAL_REASON_LABELS: Readonly<Record<RefusalReasonCode, string>> = {
  insufficient_funds: "Not enough funds shown",
  weak_home_ties: "Weak ties to home (job, family, property)",
  purpose_not_credible: "Purpose of the trip not believed",
  document_doubts: "Doubts about a document",
  immigration_history: "Earlier visa or immigration history",
  incomplete_application: "Application incomplete",
  other: "Other (say why in the note)",
};

/** Days from a refusal to the appeal deadline when none is given. */
export const DEFAULT_APPEAL_WINDOW_DAYS = 28;

/** A case number: `VC-YYYY-NNNNN`. */
export const CASE_NUMBER_PATTERN = /^VC-\d{4}-\d{5,}$/;
