import type { CaseStatus, ChecklistStatus } from "@visadesk/contracts/workflow";

const STATUS_WORDS: Record<CaseStatus, string> = {
  intake: "Intake",
  documents_pending: "Documents pending",
  documents_complete: "Documents complete",
  submitted: "Submitted",
  biometrics_done: "Biometrics done",
  decision_pending: "Decision pending",
  decided: "Decided",
  closed: "Closed",
};

/** A case's status as staff read it. */
export function caseStatusLabel(status: CaseStatus): string {
  return STATUS_WORDS[status];
}

const CHECKLIST_WORDS: Record<ChecklistStatus, string> = {
  requested: "Requested",
  received: "Received",
  verified: "Verified",
  rejected: "Rejected",
};

/** A checklist document's status as staff read it. */
export function checklistStatusLabel(status: ChecklistStatus): string {
  return CHECKLIST_WORDS[status];
}
