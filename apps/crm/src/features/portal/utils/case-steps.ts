import type { PortalCase as Case } from "@visadesk/contracts/cases";

/** The steps of a case as a client follows them, in order, with what each means in plain words. */
export const CASE_STEPS = [
  {
    status: "intake",
    label: "We have your case",
    next: "Your consultant is preparing the list of documents.",
  },
  {
    status: "documents_pending",
    label: "Collecting your documents",
    next: "Send us the documents listed below. We check each one.",
  },
  {
    status: "documents_complete",
    label: "All documents ready",
    next: "We are preparing and checking your application.",
  },
  { status: "submitted", label: "Application submitted", next: "Next: your biometrics appointment." },
  {
    status: "biometrics_done",
    label: "Biometrics done",
    next: "The embassy is now looking at your application.",
  },
  {
    status: "decision_pending",
    label: "Waiting for the decision",
    next: "We tell you as soon as the embassy decides.",
  },
  { status: "decided", label: "Decision received", next: "" },
  { status: "closed", label: "Case closed", next: "" },
] as const;

/** Which step a case is at (0-based). */
export function stepIndex(status: Case["status"]): number {
  return Math.max(
    0,
    CASE_STEPS.findIndex((step) => step.status === status),
  );
}

/** What the client should expect next, decision and appeal included. */
export function nextStepText(item: Case): string {
  if (item.decision === "approved") return "Your visa was approved. We will hand your passport back to you.";
  if (item.decision === "refused") {
    return item.appealCaseIds.length > 0
      ? "Your visa was refused, and we have started an appeal for you."
      : "Your visa was refused. Your consultant will talk to you about an appeal.";
  }
  if (item.decision === "withdrawn") return "This application was withdrawn.";
  return CASE_STEPS[stepIndex(item.status)]?.next ?? "";
}
