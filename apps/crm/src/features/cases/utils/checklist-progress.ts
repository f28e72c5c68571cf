import type { ChecklistItem } from "@visadesk/contracts/cases";
import { daysBetween } from "#features/cases/utils/deadline.ts";

/** A document expiring within this many days is flagged. */
export const EXPIRY_WARNING_DAYS = 30;

export interface ChecklistProgress {
  verified: number;
  total: number;
  /** Required documents not verified yet. */
  requiredOutstanding: number;
  /** "5 of 8 verified". */
  text: string;
}

/** How far a checklist is: verified documents out of all, and the required ones still missing. */
export function checklistProgress(
  items: readonly Pick<ChecklistItem, "status" | "required">[],
): ChecklistProgress {
  const verified = items.filter((item) => item.status === "verified").length;
  const requiredOutstanding = items.filter((item) => item.required && item.status !== "verified").length;
  return {
    verified,
    total: items.length,
    requiredOutstanding,
    text: `${verified} of ${items.length} verified`,
  };
}

/** Whether a document has expired or expires within 30 days of `today`, in words; null when neither. */
export function expiryWarning(expiresOn: string | null, today: string): string | null {
  if (!expiresOn) return null;
  const days = daysBetween(today, expiresOn);
  if (days < 0) return "Expired";
  if (days === 0) return "Expires today";
  if (days <= EXPIRY_WARNING_DAYS) return `Expires in ${days} ${days === 1 ? "day" : "days"}`;
  return null;
}
