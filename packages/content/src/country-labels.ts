import { COUNTRY_STATS } from "#country-stats.ts";

/** Days after which a label counts as stale: staff see a warning, visitors no short-term claim. */
export const LABEL_STALE_AFTER_DAYS = 30;

/** The time zone whose calendar dates labels carry: the consultancy and its visitors are in India. */
export const LABEL_TIME_ZONE = "Asia/Kolkata";

/** A destination's figures as staff keep them: what is shown, when it was checked and by whom. */
export interface CountryLabel {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Claimed success rate, "89%" to "99%". */
  successRate: string;
  /** How soon a visa-centre appointment can be had, as shown. */
  slotAvailability: string;
  /** How long biometrics take to book, as shown. */
  biometricWait: string;
  /** Calendar date (YYYY-MM-DD, India) the figures were last checked. */
  checkedOn: string;
  /** Name of the person who checked them; null for the figures the site shipped with. */
  checkedBy: string | null;
}

/** What a public page shows for a destination: the label made safe for the day it is shown on. */
export interface PublicCountryLabel {
  code: string;
  /** Measured from the consultancy's own decided cases when there are enough (the server), else staff's label. */
  successRate: string;
  /** How the success rate is counted and when: "From 24 decided applications, 29 Nov 2024 – 28 Nov 2026". */
  successBasis: string;
  slotAvailability: string;
  biometricWait: string;
  checkedOn: string;
  /** Not checked for more than LABEL_STALE_AFTER_DAYS days. */
  stale: boolean;
}

/** How a success rate that staff keep (not measured) is counted, and the same once nobody has checked it for a month. */
export const ESTIMATE_BASIS = "Our estimate";
export const STALE_ESTIMATE_BASIS = "Our estimate, due for a check";

/** Shown instead of a short-term slot claim ("this week") that nobody has checked for a month. */
export const STALE_SLOT_TEXT = "Ask us for current slots";

// Claims about the next few days: only true while someone keeps checking them.
const SHORT_TERM_CLAIM = /\b(this week|today|tomorrow|next few days|immediate)/i;

/** Today's calendar date (YYYY-MM-DD) in India, for `now`. */
export function labelDate(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: LABEL_TIME_ZONE }).format(now);
}

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** True when a label checked on `checkedOn` is older than LABEL_STALE_AFTER_DAYS on `today` (both YYYY-MM-DD). */
export function isLabelStale(checkedOn: string, today: string): boolean {
  return daysBetween(checkedOn, today) > LABEL_STALE_AFTER_DAYS;
}

/** The label as visitors see it on `today`: a stale label keeps its figures but loses any "this week" claim. */
export function toPublicLabel(label: CountryLabel, today: string): PublicCountryLabel {
  const stale = isLabelStale(label.checkedOn, today);
  const slotAvailability =
    stale && SHORT_TERM_CLAIM.test(label.slotAvailability) ? STALE_SLOT_TEXT : label.slotAvailability;
  const biometricWait =
    stale && SHORT_TERM_CLAIM.test(label.biometricWait) ? STALE_SLOT_TEXT : label.biometricWait;
  return {
    code: label.code,
    successRate: label.successRate,
    successBasis: stale ? STALE_ESTIMATE_BASIS : ESTIMATE_BASIS,
    slotAvailability,
    biometricWait,
    checkedOn: label.checkedOn,
    stale,
  };
}

// The slot and biometric waits the site shipped with, and the day they were checked at the visa centres' booking
// pages: [code, slot availability, biometric wait, checked on].
const SEED_WAITS: readonly (readonly [string, string, string, string])[] = [
  ["GB", "Slots this week", "3-5 days", "2025-06-02"],
  ["US", "Limited slots", "4-8 weeks", "2025-06-02"],
  ["CA", "Slots this week", "1-2 weeks", "2025-06-02"],
  ["AU", "Slots this week", "3-7 days", "2025-06-02"],
  ["NZ", "Online, no slot needed", "Not required", "2025-06-02"],
  ["IE", "Slots in 2 weeks", "1-2 weeks", "2025-06-02"],
  ["DE", "Slots in 3-4 weeks", "2-4 weeks", "2025-06-02"],
  ["FR", "Slots in 2-3 weeks", "2-3 weeks", "2025-06-02"],
  ["IT", "Slots in 3 weeks", "2-3 weeks", "2025-06-02"],
  ["ES", "Slots in 2 weeks", "1-2 weeks", "2025-06-02"],
  ["NL", "Slots in 3-4 weeks", "2-4 weeks", "2025-06-02"],
  ["CH", "Slots in 2 weeks", "1-2 weeks", "2025-06-02"],
  ["AT", "Slots in 2 weeks", "1-2 weeks", "2025-06-02"],
  ["SG", "Online, no slot needed", "Not required", "2025-06-02"],
  ["AE", "Online, no slot needed", "Not required", "2025-06-02"],
  ["JP", "Slots this week", "Not required", "2025-06-02"],
  ["TH", "Online, no slot needed", "Not required", "2025-06-02"],
];

/**
 * The labels the site shipped with: the seed of a new database (and of the prerendered pages), never the truth after
 * staff have checked. Only the server and the build read it; browsers get the current labels from the page.
 */
export const SEED_COUNTRY_LABELS: readonly CountryLabel[] = COUNTRY_STATS.map((stats) => {
  const waits = SEED_WAITS.find(([code]) => code === stats.code);
  if (!waits) throw new Error(`No seed waits for ${stats.code}`);
  const [, slotAvailability, biometricWait, checkedOn] = waits;
  return {
    code: stats.code,
    successRate: stats.successRate,
    slotAvailability,
    biometricWait,
    checkedOn,
    checkedBy: null,
  };
});

/** The fields of a label a page shows, and the marker attribute the server fills them by (`data-country-label`). */
export const LABEL_FIELDS = [
  "successRate",
  "successBasis",
  "slotAvailability",
  "biometricWait",
  "checkedOn",
] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];
