/** The consultancy's time zone: dates are shown and calendar days counted in it. */
export const TIME_ZONE = "Asia/Kolkata";
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day (YYYY-MM-DD) of `instant` in Asia/Kolkata. */
export function localDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The start of calendar day `day` in Asia/Kolkata (UTC+05:30, no daylight saving). */
export function startOfLocalDay(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}
