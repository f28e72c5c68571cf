import { todayInKolkata } from "#lib/format.ts";

/** From this many days left, an appeal deadline is urgent. */
export const URGENT_DAYS = 7;

/** Whole days from one calendar date (`YYYY-MM-DD`) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface DeadlineState {
  /** Days left today (India's calendar): 0 is today, negative has passed. */
  daysLeft: number;
  tone: "calm" | "urgent" | "passed";
  /** "12 days left", "1 day left", "Due today", "Passed 3 days ago". */
  text: string;
}

/** How far an appeal deadline is from `now`'s date in Asia/Kolkata, and whether it is urgent (7 days or fewer). */
export function deadlineState(deadline: string, now: Date = new Date()): DeadlineState {
  const daysLeft = daysBetween(todayInKolkata(now), deadline);
  if (daysLeft < 0) {
    const ago = -daysLeft;
    return { daysLeft, tone: "passed", text: `Passed ${ago} ${ago === 1 ? "day" : "days"} ago` };
  }
  const text = daysLeft === 0 ? "Due today" : `${daysLeft} ${daysLeft === 1 ? "day" : "days"} left`;
  return { daysLeft, tone: daysLeft <= URGENT_DAYS ? "urgent" : "calm", text };
}
