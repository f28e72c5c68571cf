import type { VisaType } from "@visadesk/content/services";

// How Indians search in romanised Hindi ("Hinglish"): "uk visa refuse ho gaya", "amrika ghumne jana hai turant". These
// Latin-script lists are in every page's parser; the Devanagari ones (vocabulary-hi.ts) are fetched only for a text
// that has Devanagari in it or a Hindi page (hindi-support.ts), since no Devanagari phrase can match a Latin text.
// Every phrase here matches whole words only: short romanised Hindi words are parts of other words too ("pati" in
// "patiala", "aaj" in "aajtak"), so inflected forms are listed rather than matched by prefix.

/**
 * The filler words of docs/behaviours/personalisation.md#keywords (how, to, and, for, with, from) as they are said in
 * Hindi, in both scripts (so few).
 */
export const FILLER_WORDS_HI: readonly string[] = [
  "kaise",
  "ko",
  "aur",
  "liye",
  "saath",
  "sath",
  "se",
  "कैसे",
  "को",
  "और",
  "लिए",
  "साथ",
  "से",
];

/** Romanised country names beyond the English ones. */
export const COUNTRY_ALIASES_HINGLISH: Readonly<Record<string, readonly string[]>> = {
  GB: ["vilayat", "englend", "inglend", "britain"],
  US: ["amrika", "amerika", "america"],
  CA: ["kanada", "kenada"],
  AU: ["astrelia", "australiya"],
};

/** Visa types in Hinglish. */
export const SERVICE_WORDS_HINGLISH: Readonly<
  Partial<Record<Exclude<VisaType, "general">, readonly string[]>>
> = {
  visitor: ["ghumne", "ghoomne", "ghumna", "ghoomna", "ghumne ke"],
  student: ["padhai", "padhayi", "padhne", "padhna", "padai"],
  business: ["vyapar", "vyapaar", "bijness", "bizness"],
  dependent: ["pati", "patni", "biwi", "parivar"],
  schengen: ["shengen", "schengan"],
};

/** Words of a refused visa in Hinglish ("refuse ho gaya" is already English "refuse"). */
export const REJECTION_WORDS_HINGLISH: readonly string[] = [
  "rifuse",
  "rifuz",
  "refuz",
  "refuj",
  "rijekt",
  "namanjur",
  "naamanjoor",
  "namanzoor",
  "kharij",
  "khaarij",
];

/** High urgency in Hinglish. */
export const HIGH_URGENCY_WORDS_HINGLISH: readonly string[] = [
  "turant",
  "foran",
  "fauran",
  "aaj hi",
  "arjent",
  "jaldi se jaldi",
  "jald se jald",
];

/** Medium urgency ("soon", "quick") in Hinglish. */
export const MEDIUM_URGENCY_WORDS_HINGLISH: readonly string[] = ["jaldi", "jald", "jaldi mein"];

/**
 * Job and permanent-residence phrases in Hinglish: the generic result
 * (docs/behaviours/personalisation.md#generic-queries).
 */
export const JOB_OR_PR_WORDS_HINGLISH: readonly string[] = [
  "naukari",
  "nokri",
  "kaam ke liye",
  "kam ke liye",
];
