import { formatIsoDate } from "@visadesk/content/i18n/format";
import { OFFICE } from "@visadesk/content/office";
import { Msg, useLocale } from "#lib/i18n.tsx";

/** "Last updated 1 June 2025" above a legal text, in the page's language. */
export function LegalUpdated() {
  const locale = useLocale();
  return (
    <p className="text-sm text-slate-600">
      <Msg
        id="legal.updated"
        components={{
          0: <time dateTime={OFFICE.legalUpdated}>{formatIsoDate(OFFICE.legalUpdated, locale)}</time>,
        }}
      />
    </p>
  );
}
