import { formatIsoDate } from "@visadesk/content/i18n/format";
import { useLocale } from "#lib/i18n.tsx";

/** A post's YYYY-MM-DD date as a readable, machine-readable <time>, in the page's language ("2 जून 2025"). */
export function PostDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatIsoDate(date, useLocale())}</time>;
}
