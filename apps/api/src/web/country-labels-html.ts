import type { AppealClaim } from "@visadesk/content/claims";
import { hindiLabelWords } from "@visadesk/content/country-label-words";
import type { PublicCountryLabel } from "@visadesk/content/country-labels";
import type { CountryLabelService } from "#crm/country-labels.ts";

/**
 * How long the server reuses the labels it read, in ms. Pages show a change within this time (the issue asks for a
 * minute), and a busy site reads the labels once per interval instead of once per page.
 */
export const LABELS_REFRESH_MS = 15_000;
/** How long a page waits for the labels' read before it is served with the labels it has: 250 ms. */
export const LABELS_WAIT_MS = 250;

// Written by the marketing build (apps/marketing/src/lib/country-labels.tsx and prerender.mjs).
const BLOCK = /(<script type="application\/json" id="country-labels">)[\s\S]*?(<\/script>)/;
const MARKED =
  /<(span|time) data-country-label="([A-Z]{2})\.(successRate|successBasis|slotAvailability|biometricWait|checkedOn)"([^>]*)>[^<]*<\/\1>/g;

// The refusal-appeal claim (decision 031), written by the marketing build (apps/marketing/src/lib/measured-claims.tsx).
const CLAIM_BLOCK = /(<script type="application\/json" id="measured-claims">)[\s\S]*?(<\/script>)/;
const CLAIM_MARKED = /<span data-claim="appeal-success\.(value|basis)"([^>]*)>[^<]*<\/span>/g;

/** A prerendered page with `claim` in place of the build's appeal claim (its marked value and basis, its JSON block). */
export function fillAppealClaim(html: string, claim: AppealClaim): string {
  if (!CLAIM_BLOCK.test(html)) return html;
  const json = JSON.stringify(claim).replace(/</g, "\\u003c");
  return html
    .replace(CLAIM_BLOCK, (_match, open: string, close: string) => `${open}${json}${close}`)
    .replace(
      CLAIM_MARKED,
      (_match, field: keyof AppealClaim, rest: string) =>
        `<span data-claim="appeal-success.${field}"${rest}>${escapeHtml(claim[field])}</span>`,
    );
}

const dateFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const DATE = dateFormat("en-IN");
// A Hindi page (<html lang="hi">, under /hi/) shows its dates in Hindi, as its prerendered HTML does.
const HINDI_DATE = dateFormat("hi");
const HINDI_PAGE = /^<!doctype html>\s*<html lang="hi"/i;
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A prerendered page with the labels of `labels` in place of the build's: each marked element's text (and a date's
 * `dateTime`), and the JSON block the browser hydrates from, so that what the HTML shows and what React renders agree
 * (no mismatch, no layout shift). A page without the block (the CRM's) comes back unchanged.
 */
export function fillCountryLabels(html: string, labels: readonly PublicCountryLabel[]): string {
  if (!BLOCK.test(html)) return html;
  const byCode = new Map(labels.map((label) => [label.code, label]));
  const json = JSON.stringify(labels).replace(/</g, "\\u003c");
  const hindi = HINDI_PAGE.test(html);
  const dates = hindi ? HINDI_DATE : DATE;
  return html
    .replace(BLOCK, (_match, open: string, close: string) => `${open}${json}${close}`)
    .replace(MARKED, (match, tag: string, code: string, field: keyof PublicCountryLabel, rest: string) => {
      const label = byCode.get(code);
      if (!label) return match;
      if (field === "checkedOn") {
        const attributes = rest.replace(/dateTime="[^"]*"/, `dateTime="${label.checkedOn}"`);
        const shown = dates.format(new Date(`${label.checkedOn}T00:00:00Z`));
        return `<${tag} data-country-label="${code}.${field}"${attributes}>${escapeHtml(shown)}</${tag}>`;
      }
      // A Hindi page words a label staff typed in a known form in Hindi, and keeps any other text as typed, marked
      // English, exactly as the marketing app's LabelText renders it (so hydration finds the same text and `lang`).
      const typed = String(label[field]);
      const words = hindi ? hindiLabelWords(typed) : null;
      const lang = hindi && words === null ? ' lang="en-IN"' : "";
      const attributes = rest.replace(/\s+lang="[^"]*"/, "");
      return `<${tag} data-country-label="${code}.${field}"${attributes}${lang}>${escapeHtml(words ?? typed)}</${tag}>`;
    });
}

/** A page as app-shell.ts caches it: its bytes, and its compressed forms made on demand. */
interface Page {
  identity: Buffer;
}

/**
 * Fills the current labels into pages as the server sends them. The labels are read from the database at most every
 * LABELS_REFRESH_MS; a filled page is kept (with the compressed forms `toPage` makes) until the labels or the day
 * change. Several API instances each read the database, so all of them show a change within the interval.
 */
export function createCountryLabelFiller<P extends Page>(
  service: Pick<CountryLabelService, "publicFigures">,
  toPage: (identity: Buffer) => P,
  now: () => Date = () => new Date(),
) {
  let current:
    | { at: number; version: string; labels: PublicCountryLabel[]; appealClaim: AppealClaim }
    | undefined;
  let reading: Promise<void> | undefined;
  const filled = new WeakMap<Buffer, { version: string; page: P }>();

  async function refresh(): Promise<void> {
    const { labels, appealClaim } = await service.publicFigures(now());
    current = { at: now().getTime(), version: JSON.stringify([labels, appealClaim]), labels, appealClaim };
  }

  return async function fill(page: P): Promise<P> {
    if (!page.identity.includes('id="country-labels"')) return page;
    if (!current || now().getTime() - current.at >= LABELS_REFRESH_MS) {
      reading ??= refresh().finally(() => {
        reading = undefined;
      });
      // A page never waits on the database for long: past LABELS_WAIT_MS (an outage, a server gone silent) it is
      // served with the last labels read, or the build's, while the read goes on for the next page.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        reading.catch(() => {}),
        new Promise((resolve) => {
          timer = setTimeout(resolve, LABELS_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    if (!current) return page;
    const known = filled.get(page.identity);
    if (known?.version === current.version) return known.page;
    const html = fillCountryLabels(page.identity.toString("utf8"), current.labels);
    const result = toPage(Buffer.from(fillAppealClaim(html, current.appealClaim)));
    filled.set(page.identity, { version: current.version, page: result });
    return result;
  };
}
