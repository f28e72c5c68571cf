import { COUNTRY_NAMES_HI, LOCATION_NAMES_HI } from "@visadesk/content/i18n/hindi";
import type { LocationId } from "@visadesk/content/locations";
import type { VisaType } from "@visadesk/content/services";

// How Indians search in Hindi in Devanagari: "कनाडा स्टडी वीज़ा", "यूके वीज़ा रिफ़्यूज़ हो गया". Only Devanagari
// phrases belong here (the romanised ones are in vocabulary-hinglish.ts, in every page's parser): this file and the
// Hindi names it reads are fetched only for a text with Devanagari in it or a Hindi page (hindi-support.ts). Every
// phrase matches whole words only. Nuktas are dropped by normaliseText, so "वीज़ा" and "वीजा" are one spelling.

/** Country names and spellings beyond COUNTRY_NAMES_HI. */
export const COUNTRY_ALIASES_HI: Readonly<Record<string, readonly string[]>> = {
  GB: ["यू के", "ब्रिटेन", "इंग्लैंड", "इंगलैंड", "इंग्लैण्ड"],
  US: ["अमरीका", "यूएसए", "यूएस", "यूनाइटेड स्टेट्स"],
  CA: ["केनेडा", "कैनेडा"],
  AU: ["आस्ट्रेलिया", "ऑस्ट्रेलिया"],
  NZ: ["न्यूजीलैंड", "न्यूज़ीलैंड"],
  DE: ["जर्मन"],
  FR: ["फ्रांस", "फ्रान्स"],
  NL: ["नीदरलैंड", "हॉलैंड", "हालैंड"],
  CH: ["स्विट्जरलैंड", "स्विस"],
  AE: ["अमीरात", "यू ए ई"],
  JP: ["जापान"],
  RU: ["रशिया"],
};

/** Visa types in Hindi. */
export const SERVICE_WORDS_HI: Readonly<Record<Exclude<VisaType, "general">, readonly string[]>> = {
  visitor: ["विज़िटर", "विजिटर", "टूरिस्ट", "पर्यटक", "पर्यटन", "घूमने", "घूमना", "टूर"],
  student: ["स्टडी", "स्टूडेंट", "छात्र", "पढ़ाई", "पढ़ने", "यूनिवर्सिटी", "एडमिशन"],
  business: ["बिज़नेस", "बिजनेस", "व्यापार", "व्यवसाय", "बिज़नस"],
  transit: ["ट्रांज़िट", "ट्रांजिट"],
  dependent: ["डिपेंडेंट", "पति", "पत्नी", "परिवार", "फ़ैमिली", "फैमिली"],
  schengen: ["शेंगेन", "शेनजेन"],
};

/** Words of a refused visa in Hindi. */
export const REJECTION_WORDS_HI: readonly string[] = [
  "रिफ़्यूज़",
  "रिफ्यूज",
  "रिफ्यूज़ल",
  "रिफ़्यूज़ल",
  "रिजेक्ट",
  "रिजेक्शन",
  "अस्वीकार",
  "अस्वीकृत",
  "नामंज़ूर",
  "नामंजूर",
  "ख़ारिज",
  "खारिज",
  "अपील",
];

/** High urgency in Hindi. */
export const HIGH_URGENCY_WORDS_HI: readonly string[] = [
  "अर्जेंट",
  "तुरंत",
  "तुरन्त",
  "फ़ौरन",
  "फौरन",
  "इमरजेंसी",
  "आज ही",
  "जल्द से जल्द",
];

/** Medium urgency ("soon", "quick") in Hindi. */
export const MEDIUM_URGENCY_WORDS_HI: readonly string[] = ["जल्दी", "जल्द"];

/**
 * Job and permanent-residence phrases in Hindi: the generic result
 * (docs/behaviours/personalisation.md#generic-queries).
 */
export const JOB_OR_PR_WORDS_HI: readonly string[] = [
  "नौकरी",
  "नोकरी",
  "वर्क परमिट",
  "वर्क वीज़ा",
  "पीआर",
  "पी आर",
  "स्थायी निवास",
  "ग्रीन कार्ड",
];

/** Country entries (ISO code, aliases) in Hindi: the names the site shows plus the spellings above. */
export function countryEntriesHi(): [string, readonly string[]][] {
  const codes = new Set([...Object.keys(COUNTRY_NAMES_HI), ...Object.keys(COUNTRY_ALIASES_HI)]);
  return [...codes].map((code) => [
    code,
    [COUNTRY_NAMES_HI[code], ...(COUNTRY_ALIASES_HI[code] ?? [])].filter((name): name is string => !!name),
  ]);
}

/** The places of docs/behaviours/personalisation.md#locations in Devanagari. */
export function locationEntriesHi(): [LocationId, readonly string[]][] {
  return Object.entries(LOCATION_NAMES_HI).map(([id, name]) => [id as LocationId, [name]]);
}
