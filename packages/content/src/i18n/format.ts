import { LOCALE_TAGS, type Locale } from "#i18n/locales.ts";

/** A count with Indian digit grouping in either language: 1,00,000. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value);
}

/** Rupees as Indians write them: ₹1,25,000 (no paise for whole amounts). */
export function formatRupees(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

/** An ISO date (YYYY-MM-DD) as "2 June 2025" / "2 जून 2025", read in UTC so it never shifts a day. */
export function formatIsoDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A foreign amount as the governments print it, the currency's code first: "GBP 127", "AUD 2,000". */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: "currency",
    currency,
    currencyDisplay: "code",
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
