import { hindiLabelWords } from "@visadesk/content/country-label-words";
import {
  type LabelField,
  labelDate,
  type PublicCountryLabel,
  SEED_COUNTRY_LABELS,
  toPublicLabel,
} from "@visadesk/content/country-labels";
import { formatIsoDate } from "@visadesk/content/i18n/format";
import { Msg, useLocale } from "#lib/i18n.tsx";
import { countryShortName } from "#lib/localised-content.ts";

/** Id of the JSON block (`<script type="application/json">`) with the current labels that the server fills in. */
export const LABELS_SCRIPT_ID = "country-labels";

/** The attribute that marks an element whose text (and `dateTime`) the server replaces with a label's current value. */
export const LABEL_ATTRIBUTE = "data-country-label";

/** The labels as the build knows them: the content package's seed, judged stale or not on the build's day. */
export function buildTimeLabels(now = new Date()): PublicCountryLabel[] {
  const today = labelDate(now);
  return SEED_COUNTRY_LABELS.map((label) => toPublicLabel(label, today));
}

/**
 * The labels the page was served with: the server writes the current ones into the page's JSON block, so the
 * hydrated page shows exactly what the HTML showed (no mismatch, no layout shift). Prerendering has no block and
 * uses the build's labels.
 */
function readLabels(): PublicCountryLabel[] {
  // A compile-time branch: the browser's production build carries no seed labels (first-load budget), only the
  // block's. Prerendering has no document; the dev server's page has no block.
  if (import.meta.env.SSR) return buildTimeLabels();
  const block = document.getElementById(LABELS_SCRIPT_ID);
  try {
    const parsed = block?.textContent ? (JSON.parse(block.textContent) as unknown) : null;
    if (Array.isArray(parsed)) return parsed as PublicCountryLabel[];
  } catch {
    // A damaged block: the figures are left out rather than the page broken.
  }
  return import.meta.env.DEV ? buildTimeLabels() : [];
}

let labels: Map<string, PublicCountryLabel> | undefined;

/** Reads the page's labels once (main.tsx calls it before the first render); later calls keep the first reading. */
export function readCountryLabels(): Map<string, PublicCountryLabel> {
  labels ??= new Map(readLabels().map((label) => [label.code, label]));
  return labels;
}

/** The current label of a destination (ISO alpha-2), or undefined for a country without one. */
export function countryLabel(code: string): PublicCountryLabel | undefined {
  return readCountryLabels().get(code.toUpperCase());
}

/** Every label in the page's JSON block, for the block the prerenderer writes. */
export function labelsJson(): string {
  return JSON.stringify(buildTimeLabels()).replace(/</g, "\\u003c");
}

/** One label value, marked so that the server can replace it in the prerendered HTML. */
export function LabelText({
  label,
  field,
}: {
  label: PublicCountryLabel;
  field: Exclude<LabelField, "checkedOn">;
}) {
  // Staff write the labels in English. A Hindi page words one in a known form in Hindi; any other text stays as
  // typed, marked English (after the marker, which the server matches). The server's filler
  // (apps/api/src/web/country-labels-html.ts) does the same, so the served HTML and the hydrated page agree.
  const typed = label[field];
  const hindi = useLocale() === "hi";
  const words = hindi ? hindiLabelWords(typed) : null;
  const lang = hindi && words === null ? "en-IN" : undefined;
  return (
    <span {...{ [LABEL_ATTRIBUTE]: `${label.code}.${field}` }} lang={lang}>
      {words ?? typed}
    </span>
  );
}

/** The date a label was checked, as a marked <time> the server keeps current. */
export function LabelDate({ label }: { label: PublicCountryLabel }) {
  return (
    <time {...{ [LABEL_ATTRIBUTE]: `${label.code}.checkedOn` }} dateTime={label.checkedOn}>
      {formatIsoDate(label.checkedOn, useLocale())}
    </time>
  );
}

/** "UK appointments now: Slots this week (checked on 2 June 2025)": a city box's line, from the country's label. */
export function SlotLine({ code }: { code: string }) {
  const locale = useLocale();
  const label = countryLabel(code);
  if (!label) return null;
  return (
    <p className="mt-2 text-sm" data-testid="city-slot-line">
      <Msg
        id="slotLine"
        values={{ country: countryShortName(code, locale) }}
        components={{
          0: <LabelText label={label} field="slotAvailability" />,
          1: <LabelDate label={label} />,
        }}
      />
    </p>
  );
}
