import { formatMoney, formatNumber } from "#i18n/format.ts";
import type { Locale } from "#i18n/locales.ts";

// Content that states facts (fees, durations, deadlines) keeps each fact once, as data, and each language's words
// around it as a template: "{fee}, plus {biometrics} for biometrics" / "{fee}, और बायोमेट्रिक्स के {biometrics}". A
// translation can then never carry an old fee, and every number is printed in the page's language's format.

/** An amount in a foreign currency, e.g. { currency: "GBP", amount: 127 }. */
export interface Money {
  currency: string;
  amount: number;
}

/** A calendar year, printed without digit grouping: 2024, never 2,024. */
export interface Year {
  year: number;
}

/** One fact a text names: a count (weeks, days, months, a class at school), an amount of money or a year. */
export type Fact = number | Money | Year;

/** The facts a text's placeholders name, by placeholder. */
export type Facts = Readonly<Record<string, Fact>>;

export const money = (currency: string, amount: number): Money => ({ currency, amount });
export const year = (value: number): Year => ({ year: value });

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a template names, sorted and once each: "{fee} and {fee2}" → ["fee", "fee2"]. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ""))].sort();
}

function formatFact(fact: Fact, locale: Locale): string {
  if (typeof fact === "number") return formatNumber(fact, locale);
  return "year" in fact ? String(fact.year) : formatMoney(fact.amount, fact.currency, locale);
}

/**
 * A template with its facts filled in, in `locale`'s number formats. A placeholder without a fact is an error that
 * names it (a typo in a translation must fail the build, not print "{fee}" to a visitor).
 */
export function fillWords(template: string, facts: Facts | undefined, locale: Locale): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const fact = facts?.[name];
    if (fact === undefined) throw new Error(`No fact named "${name}" for the text "${template}"`);
    return formatFact(fact, locale);
  });
}
