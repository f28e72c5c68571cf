import type { Case } from "@visadesk/contracts/cases";
import { CASE_TRANSITIONS, CASE_WITHDRAWABLE, type CaseStatus } from "@visadesk/contracts/workflow";

/** One thing staff may do to a case's status from where it stands. */
export type CaseAction =
  | { kind: "move"; to: CaseStatus; label: string }
  | { kind: "decide"; label: string }
  | { kind: "withdraw"; label: string }
  | { kind: "appeal"; label: string };

const MOVE_LABELS: Partial<Record<CaseStatus, string>> = {
  documents_pending: "Ask for documents",
  documents_complete: "Mark documents complete",
  submitted: "Mark submitted",
  biometrics_done: "Mark biometrics done",
  decision_pending: "Awaiting decision",
  closed: "Close the case",
};

/**
 * The status actions a case offers, from the case workflow of docs/behaviours/crm.md#filing-cases (CASE_TRANSITIONS):
 * each next step; the decision (approved / refused) once it awaits one; withdrawing from any open state; and, once
 * refused with no appeal yet, starting the appeal. A documents-complete case may go back to pending ("Documents missing
 * again").
 */
export function caseActions(c: Pick<Case, "status" | "decision" | "kind" | "appeals">): CaseAction[] {
  const actions: CaseAction[] = [];
  for (const to of CASE_TRANSITIONS[c.status] as readonly CaseStatus[]) {
    if (to === "decided") actions.push({ kind: "decide", label: "Record the decision" });
    else if (c.status === "documents_complete" && to === "documents_pending")
      actions.push({ kind: "move", to, label: "Documents missing again" });
    else actions.push({ kind: "move", to, label: MOVE_LABELS[to] ?? to });
  }
  if (CASE_WITHDRAWABLE.includes(c.status))
    actions.push({ kind: "withdraw", label: "Withdraw the application" });
  if (c.decision === "refused" && c.appeals.length === 0)
    actions.push({ kind: "appeal", label: "Start appeal" });
  return actions;
}
