// Dates are calendar days, so they are formatted in UTC: the day never shifts with the reader's time zone.
const FORMAT = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A post's YYYY-MM-DD date as a readable, machine-readable <time>. */
export function PostDate({ date }: { date: string }) {
  return <time dateTime={date}>{FORMAT.format(new Date(`${date}T00:00:00Z`))}</time>;
}
