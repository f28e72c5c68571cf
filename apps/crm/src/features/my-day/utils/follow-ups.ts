import type { LeadListItem } from "@visadesk/contracts/leads";

/** Open leads whose next follow-up is today or overdue (dates compared as `YYYY-MM-DD` in Asia/Kolkata), oldest first. */
export function followUpsDue(leads: readonly LeadListItem[], today: string): LeadListItem[] {
  return leads
    .filter((l) => l.nextFollowUpOn !== null && l.nextFollowUpOn <= today)
    .filter((l) => l.status !== "converted" && l.status !== "lost")
    .sort((a, b) => (a.nextFollowUpOn ?? "").localeCompare(b.nextFollowUpOn ?? ""));
}
