import { getChecklist, localiseChecklist } from "@visadesk/content/checklists";
import { type Destination, getDestinationSource, localiseDestination } from "@visadesk/content/destinations";
import type { Locale } from "@visadesk/content/i18n/locales";
import type { VisaType } from "@visadesk/content/services";

// The destination pages' data in the page's language. The English words come with the English data; the Hindi ones
// are their own chunk, fetched before a Hindi destination page renders (router.tsx) and never by an English page.

type HindiWords = typeof import("@visadesk/content/i18n/destinations-hi");

let hindi: HindiWords | undefined;

/** Loads the destination pages' words in `locale`: nothing to load for English, its own chunk for Hindi. */
export async function loadDestinationWords(locale: Locale): Promise<void> {
  if (locale === "hi") hindi ??= await import("@visadesk/content/i18n/destinations-hi");
}

function hindiWords(): HindiWords {
  if (!hindi)
    throw new Error('The Hindi destination words are not loaded: await loadDestinationWords("hi") first');
  return hindi;
}

const localised = new Map<string, Destination>();

/** A destination page's text in `locale`, with its fees and times in that language's formats. */
export function destinationIn(english: Destination, locale: Locale): Destination {
  if (locale === "en") return english;
  const cached = localised.get(english.code);
  if (cached) return cached;
  const source = getDestinationSource(english.code);
  const words = hindiWords().DESTINATION_WORDS_HI[english.code];
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
  const labels = localiseChecklist(template, hindiWords().CHECKLIST_WORDS_HI, locale);
  return template.items.map((item, index) => ({ id: item.id, label: labels[index] ?? item.label }));
}
