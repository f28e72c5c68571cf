import { getChecklist, localiseChecklist } from "@visadesk/content/checklists";
import { type Destination, getDestinationSource, localiseDestination } from "@visadesk/content/destinations";
import type { Locale } from "@visadesk/content/i18n/locales";
import type { VisaType } from "@visadesk/content/services";
import { hindiDestinationWords } from "#lib/destination-words.ts";

// The destination pages' data in the page's language: the English data as it is, or the Hindi words (loaded by the
// route: #lib/destination-words.ts) over the same facts.

const localised = new Map<string, Destination>();

/** A destination page's text in `locale`, with its fees and times in that language's formats. */
export function destinationIn(english: Destination, locale: Locale): Destination {
  if (locale === "en") return english;
  const cached = localised.get(english.code);
  if (cached) return cached;
  const source = getDestinationSource(english.code);
  const words = hindiDestinationWords().DESTINATION_WORDS_HI[english.code];
  if (!source || !words) throw new Error(`No Hindi words for the destination ${english.code}`);
  const destination = localiseDestination(source, words, locale);
  localised.set(english.code, destination);
  return destination;
}

/** The documents to prepare for a visa at a destination, in `locale`; undefined where we have no checklist. */
export function checklistIn(
  code: string,
  visaType: VisaType,
  locale: Locale,
): { id: string; label: string }[] | undefined {
  const template = getChecklist(code, visaType);
  if (!template) return undefined;
  if (locale === "en") return template.items.map(({ id, label }) => ({ id, label }));
  const labels = localiseChecklist(template, hindiDestinationWords().CHECKLIST_WORDS_HI, locale);
  return template.items.map((item, index) => ({ id: item.id, label: labels[index] ?? item.label }));
}
