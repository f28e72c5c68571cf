// Dates are calendar days, so they are formatted in UTC: the day never shifts with the reader's time zone.
const FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A YYYY-MM-DD calendar date as people read it in India: "2 June 2025". */
export function formatDate(date: string): string {
  return FORMAT.format(new Date(`${date}T00:00:00Z`));
}
