/** A passport should be valid this many months past the day it is needed (most visas ask for six). */
export const PASSPORT_MARGIN_MONTHS = 6;

/** `day` (`YYYY-MM-DD`) plus `months` calendar months, as `YYYY-MM-DD`. */
function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/**
 * Why the passport needs attention, or null: it has expired, or it expires within six months of `neededOn` (the
 * travel date when known, else today).
 */
export function passportWarning(
  expiresOn: string | null,
  today: string,
  travelOn?: string | null,
): string | null {
  if (!expiresOn) return null;
  if (expiresOn < today) return "The passport has expired. The client needs a new one before applying.";
  const neededOn = travelOn && travelOn > today ? travelOn : today;
  if (expiresOn < addMonths(neededOn, PASSPORT_MARGIN_MONTHS)) {
    return travelOn && travelOn > today
      ? "The passport expires within 6 months of the travel date; most visas need 6 months' validity."
      : "The passport expires within 6 months; most visas need 6 months' validity.";
  }
  return null;
}
