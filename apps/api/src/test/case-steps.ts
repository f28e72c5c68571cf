/**
 * The body of `POST /api/cases/:id/status` for tests whose subject is not the checklist: "documents complete" comes
 * with an admin's reason to set the checklist rule aside (crm/case-rules.ts), every other status as it is.
 */
export function caseStatusBody(status: string): { status: string; overrideReason?: string } {
  return status === "documents_complete"
    ? { status, overrideReason: "The checklist is not under test" }
    : { status };
}
