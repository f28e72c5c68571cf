import { COUNTRIES } from "@visadesk/content/countries";
import type { LocationId } from "@visadesk/content/locations";
import type { VisaType } from "@visadesk/content/services";
import { matchingForm, normaliseText } from "#normalise.ts";
import { type MatchMode, type Phrase, PhraseMatcher } from "#phrase-matcher.ts";
import {
  COUNTRY_ALIASES_HINGLISH,
  FILLER_WORDS_HI,
  HIGH_URGENCY_WORDS_HINGLISH,
  JOB_OR_PR_WORDS_HINGLISH,
  MEDIUM_URGENCY_WORDS_HINGLISH,
  REJECTION_WORDS_HINGLISH,
  SERVICE_WORDS_HINGLISH,
} from "#vocabulary-hinglish.ts";

/** The lists one scan of a landing text looks for. */
export const PHRASE_KINDS = [
  "country",
  "location",
  "service",
  "rejection",
  "highUrgency",
  "mediumUrgency",
  "jobOrResidence",
] as const;

export type PhraseKind = (typeof PHRASE_KINDS)[number];

/** docs/behaviours/personalisation.md#keywords: these words are dropped from the keywords. */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  "how",
  "to",
  "the",
  "and",
  "for",
  "with",
  "from",
  // The same words in Hindi and Hinglish (vocabulary-hinglish.ts), normalised as the text is.
  ...FILLER_WORDS_HI.map(normaliseText),
]);

// Names and words that mean a country beyond the ISO names: short forms, demonyms, and places that are not countries
// but are searched as if they were. US states that contain a country's name point at the USA so that "new jersey"
// is never Jersey and "new south wales" is never Wales.
const EXTRA_COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  AE: ["uae", "emirates", "emirati"],
  AU: ["aus", "aussie", "new south wales"],
  CA: ["canadian"],
  CH: ["swiss"],
  CZ: ["czech"],
  DE: ["german"],
  ES: ["spanish"],
  FR: ["french"],
  GB: ["uk", "gb", "british", "scottish", "welsh"],
  IE: ["irish"],
  IN: ["bharat"],
  IT: ["italian"],
  JP: ["japanese"],
  KR: ["korea", "korean"],
  NL: ["holland", "dutch"],
  NZ: ["nz", "kiwi"],
  US: ["us", "usa", "american", "new jersey", "new mexico"],
};

// A country alias this short could be part of an ordinary word ("us" in "business"), so it only matches a whole word.
const COUNTRY_WHOLE_WORD_MAX = 3;
// The same rule for places, at the shorter length of docs/behaviours/personalisation.md#keywords ("ny", but "nyc" may
// start a word).
const LOCATION_WHOLE_WORD_MAX = 2;

function phrasesOf(
  kind: PhraseKind,
  entries: Iterable<readonly [value: string, aliases: readonly string[]]>,
  wholeWordMax: number,
  longMode: Exclude<MatchMode, "word">,
): Phrase<PhraseKind>[] {
  const seen = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const [value, aliases] of entries) {
    for (const alias of aliases) {
      const text = matchingForm(normaliseText(alias));
      if (text.length < 2) continue;
      const owner = seen.get(text);
      if (owner !== undefined && owner !== value) ambiguous.add(text);
      else seen.set(text, value);
    }
  }
  return [...seen]
    .filter(([text]) => !ambiguous.has(text))
    .map(([text, value]) => ({
      kind,
      text,
      value,
      mode: text.length <= wholeWordMax && !text.includes(" ") ? "word" : longMode,
    }));
}

function countryEntries(): [string, readonly string[]][] {
  // A name that two countries share ("Congo") means neither; the more specific names still match.
  return COUNTRIES.map((country) => [
    country.code,
    [...country.names, ...(EXTRA_COUNTRY_ALIASES[country.code] ?? [])],
  ]);
}

/** Every country of the content package by each of its English names and common aliases. */
const COUNTRY_PHRASES = phrasesOf("country", countryEntries(), COUNTRY_WHOLE_WORD_MAX, "inflected");

const LOCATION_ALIASES: Readonly<Record<LocationId, readonly string[]>> = {
  mumbai: ["mumbai", "bombay", "navi mumbai", "thane"],
  delhi: ["delhi", "new delhi", "ncr", "gurgaon", "gurugram", "noida"],
  bangalore: ["bangalore", "bengaluru", "blr"],
  hyderabad: ["hyderabad", "secunderabad"],
  chennai: ["chennai", "madras"],
  pune: ["pune", "poona"],
  ahmedabad: ["ahmedabad", "amdavad"],
  kolkata: ["kolkata", "calcutta"],
  kochi: ["kochi", "cochin", "ernakulam"],
  london: ["london"],
  toronto: ["toronto"],
  sydney: ["sydney"],
  dubai: ["dubai"],
  singapore: ["singapore"],
  newyork: ["new york", "newyork", "nyc", "ny"],
  california: ["california", "los angeles", "san francisco"],
  texas: ["texas", "tx", "houston", "dallas"],
  florida: ["florida", "fl", "miami", "orlando"],
};

/** The 18 places of docs/behaviours/personalisation.md#locations. */
const LOCATION_PHRASES = phrasesOf(
  "location",
  Object.entries(LOCATION_ALIASES),
  LOCATION_WHOLE_WORD_MAX,
  "inflected",
);

const SERVICE_WORDS: Readonly<Record<Exclude<VisaType, "general">, readonly string[]>> = {
  visitor: [
    "visitor",
    "visit",
    "tourist",
    "tourism",
    "tour",
    "holiday",
    "vacation",
    "travel",
    "b2",
    "sightseeing",
  ],
  student: ["student", "study", "studies", "university", "college", "admission", "f1", "masters", "mba"],
  business: ["business", "conference", "meeting", "b1", "trade fair"],
  transit: ["transit", "layover", "airside"],
  dependent: ["dependent", "dependant", "spouse", "family visa", "partner", "wife", "husband"],
  schengen: ["schengen"],
};

/** Words that name a visa type; the first in the text wins. */
const SERVICE_PHRASES = phrasesOf("service", Object.entries(SERVICE_WORDS), 3, "prefix");

/** Words of a refused or appealed application. */
const REJECTION_PHRASES = phrasesOf(
  "rejection",
  [
    [
      "refusal",
      [
        "refused",
        "refusal",
        "refuse",
        "rejected",
        "rejection",
        "reject",
        "denied",
        "denial",
        "deny",
        "declined",
        "appeal",
        "reapply",
        "re apply",
        "reapplication",
        "re application",
        "214b",
        "221g",
      ],
    ],
  ],
  3,
  "prefix",
);

/** docs/behaviours/personalisation.md#urgency: urgency words give "high". */
const HIGH_URGENCY_PHRASES = phrasesOf(
  "highUrgency",
  [
    [
      "high",
      [
        "urgent",
        "urgently",
        "urgency",
        "emergency",
        "asap",
        "immediately",
        "immediate",
        "today",
        "tonight",
        "tomorrow",
        "same day",
        "last minute",
        "lastminute",
      ],
    ],
  ],
  3,
  "prefix",
);

/** docs/behaviours/personalisation.md#urgency: "soon", "quick" and "priority" give "medium". */
const MEDIUM_URGENCY_PHRASES = phrasesOf(
  "mediumUrgency",
  [["medium", ["soon", "quick", "quickly", "priority"]]],
  3,
  "prefix",
);

/**
 * docs/behaviours/personalisation.md#generic-queries: job and permanent-residence phrases, which this consultancy does
 * not sell, give the generic result.
 */
const JOB_OR_PR_PHRASES = phrasesOf(
  "jobOrResidence",
  [
    [
      "job-or-pr",
      [
        "job",
        "jobs",
        "naukri",
        "employment",
        "work permit",
        "work visa",
        "work abroad",
        "pr",
        "permanent residence",
        "permanent residency",
        "permanent resident",
        "green card",
        "express entry",
        "skilled worker",
        "immigrate",
      ],
    ],
  ],
  3,
  "prefix",
);

/** One script's Hindi lists, in the shape hindiPhrases reads (vocabulary-hinglish.ts, vocabulary-hi.ts). */
export interface HindiLists {
  countries: Iterable<readonly [code: string, aliases: readonly string[]]>;
  locations: Iterable<readonly [id: LocationId, names: readonly string[]]>;
  services: Readonly<Partial<Record<Exclude<VisaType, "general">, readonly string[]>>>;
  rejection: readonly string[];
  highUrgency: readonly string[];
  mediumUrgency: readonly string[];
  jobOrResidence: readonly string[];
}

/** Hindi lists as phrases: whole words only, whatever their length. */
function hindiPhrases(lists: HindiLists): Phrase<PhraseKind>[] {
  const whole = (kind: PhraseKind, entries: Iterable<readonly [string, readonly string[]]>) =>
    phrasesOf(kind, entries, Number.POSITIVE_INFINITY, "inflected");
  return [
    ...whole("country", lists.countries),
    ...whole("location", lists.locations),
    ...whole("service", Object.entries(lists.services)),
    ...whole("rejection", [["refusal", lists.rejection]]),
    ...whole("highUrgency", [["high", lists.highUrgency]]),
    ...whole("mediumUrgency", [["medium", lists.mediumUrgency]]),
    ...whole("jobOrResidence", [["job-or-pr", lists.jobOrResidence]]),
  ].map((phrase) => ({ ...phrase, mode: "word" as const }));
}

const ENGLISH_PHRASES: readonly Phrase<PhraseKind>[] = [
  ...COUNTRY_PHRASES,
  ...LOCATION_PHRASES,
  ...SERVICE_PHRASES,
  ...REJECTION_PHRASES,
  ...HIGH_URGENCY_PHRASES,
  ...MEDIUM_URGENCY_PHRASES,
  ...JOB_OR_PR_PHRASES,
];

/** Hindi phrases that an English list does not already have (e.g. "britain" is left to the English list). */
function newHindiPhrases(lists: HindiLists): Phrase<PhraseKind>[] {
  const taken = new Set(ENGLISH_PHRASES.map((phrase) => `${phrase.kind} ${phrase.text}`));
  return hindiPhrases(lists).filter((phrase) => !taken.has(`${phrase.kind} ${phrase.text}`));
}

const HINGLISH_PHRASES = newHindiPhrases({
  countries: Object.entries(COUNTRY_ALIASES_HINGLISH),
  locations: [],
  services: SERVICE_WORDS_HINGLISH,
  rejection: REJECTION_WORDS_HINGLISH,
  highUrgency: HIGH_URGENCY_WORDS_HINGLISH,
  mediumUrgency: MEDIUM_URGENCY_WORDS_HINGLISH,
  jobOrResidence: JOB_OR_PR_WORDS_HINGLISH,
});

/**
 * The English and Hinglish lists in one trie, so that one pass over the text finds them all: the whole vocabulary for
 * a text without Devanagari, which is what every English page's parser has.
 */
export const LATIN_MATCHER = new PhraseMatcher(PHRASE_KINDS, [...ENGLISH_PHRASES, ...HINGLISH_PHRASES]);

/** The matcher with the Devanagari lists too (built by hindi-language.ts once those lists are fetched). */
export function matcherWithDevanagari(devanagari: HindiLists): PhraseMatcher<PhraseKind> {
  return new PhraseMatcher(PHRASE_KINDS, [
    ...ENGLISH_PHRASES,
    ...HINGLISH_PHRASES,
    ...newHindiPhrases(devanagari),
  ]);
}
