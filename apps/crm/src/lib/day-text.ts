/** What a date field holds: a calendar day, nothing, or what is wrong with the text in words. */
export type DayReading =
  | { kind: "day"; value: string }
  | { kind: "empty" }
  | { kind: "invalid"; message: string };

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Reads a date typed in the Indian order, day first: "25/12/2026", "25-12-2026", "25.12.2026" (or an ISO
 * "2026-12-25"), as `YYYY-MM-DD`; a day that does not exist (31/02) is refused in words.
 */
export function readDay(text: string): DayReading {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const indian = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : indian
      ? [Number(indian[3]), Number(indian[2]), Number(indian[1])]
      : [0, 0, 0];
  if (!iso && !indian)
    return { kind: "invalid", message: "must be a date as day/month/year, e.g. 25/12/2026" };
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { kind: "invalid", message: "is not a day of the calendar" };
  }
  return { kind: "day", value: `${year}-${pad(month)}-${pad(day)}` };
}

/** A `YYYY-MM-DD` day as the field shows it: "25/12/2026"; empty for none. */
export function dayText(day: string | null | undefined): string {
  if (!day) return "";
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}
