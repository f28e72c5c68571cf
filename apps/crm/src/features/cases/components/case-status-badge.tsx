import type { Decision } from "@visadesk/contracts/cases";
import type { CaseStatus, ChecklistStatus } from "@visadesk/contracts/workflow";
import { Badge, type BadgeTone } from "@visadesk/ui/badge";
import { caseStatusLabel, checklistStatusLabel } from "#features/cases/utils/case-words.ts";

const CASE_TONES: Record<CaseStatus, BadgeTone> = {
  intake: "info",
  documents_pending: "warning",
  documents_complete: "info",
  submitted: "info",
  biometrics_done: "info",
  decision_pending: "warning",
  decided: "success",
  closed: "neutral",
};

/** A case's status, coloured by whether staff are waiting on someone. */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  return <Badge tone={CASE_TONES[status]}>{caseStatusLabel(status)}</Badge>;
}

const DECISION_TONES: Record<Decision, BadgeTone> = {
  none: "neutral",
  approved: "success",
  refused: "danger",
  withdrawn: "neutral",
};
const DECISION_WORDS: Record<Decision, string> = {
  none: "No decision yet",
  approved: "Approved",
  refused: "Refused",
  withdrawn: "Withdrawn",
};

/** The government's decision. */
export function DecisionBadge({ decision }: { decision: Decision }) {
  return <Badge tone={DECISION_TONES[decision]}>{DECISION_WORDS[decision]}</Badge>;
}

const CHECKLIST_TONES: Record<ChecklistStatus, BadgeTone> = {
  requested: "neutral",
  received: "info",
  verified: "success",
  rejected: "danger",
};

/** One checklist document's status. */
export function ChecklistStatusBadge({ status }: { status: ChecklistStatus }) {
  return <Badge tone={CHECKLIST_TONES[status]}>{checklistStatusLabel(status)}</Badge>;
}
