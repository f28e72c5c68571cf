import { COUNTRY_NAMES_HI, LOCATION_NAMES_HI } from "@visadesk/content/i18n/hindi";
import type { LocationId } from "@visadesk/content/locations";
import type { VisaType } from "@visadesk/content/services";

// How Indians search in Hindi, in Devanagari and romanised ("Hinglish"): "uk visa refuse ho gaya", "कनाडा स्टडी
// वीज़ा". Every phrase here matches whole words only: short romanised Hindi words are parts of other words too ("pati"
// in "patiala", "aaj" in "aajtak"), so inflected forms are listed rather than matched by prefix. Nuktas are dropped
// by normaliseText, so "वीज़ा" and "वीजा" are one spelling.

/** SPEC.md §5's filler words (how, to, and, for, with, from) as they are said in Hindi. */
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

/** Country names and spellings beyond COUNTRY_NAMES_HI. */
export const COUNTRY_ALIASES_HI: Readonly<Record<string, readonly string[]>> = {
  GB: ["यू के", "ब्रिटेन", "इंग्लैंड", "इंगलैंड", "इंग्लैण्ड", "vilayat", "englend", "inglend", "britain"],
  US: ["अमरीका", "यूएसए", "यूएस", "यूनाइटेड स्टेट्स", "amrika", "amerika", "america"],
  CA: ["केनेडा", "कैनेडा", "kanada", "kenada"],
  AU: ["आस्ट्रेलिया", "ऑस्ट्रेलिया", "astrelia", "australiya"],
  NZ: ["न्यूजीलैंड", "न्यूज़ीलैंड"],
  DE: ["जर्मन"],
  FR: ["फ्रांस", "फ्रान्स"],
  NL: ["नीदरलैंड", "हॉलैंड", "हालैंड"],
  CH: ["स्विट्जरलैंड", "स्विस"],
  AE: ["अमीरात", "यू ए ई"],
  JP: ["जापान"],
  RU: ["रशिया"],
};

/** Visa types in Hindi and Hinglish. */
export const SERVICE_WORDS_HI: Readonly<Record<Exclude<VisaType, "general">, readonly string[]>> = {
  visitor: [
    "विज़िटर",
    "विजिटर",
    "टूरिस्ट",
    "पर्यटक",
    "पर्यटन",
    "घूमने",
    "घूमना",
    "टूर",
    "ghumne",
    "ghoomne",
    "ghumna",
    "ghoomna",
    "ghumne ke",
  ],
  student: [
    "स्टडी",
    "स्टूडेंट",
    "छात्र",
    "पढ़ाई",
    "पढ़ने",
    "यूनिवर्सिटी",
    "एडमिशन",
    "padhai",
    "padhayi",
    "padhne",
    "padhna",
    "padai",
  ],
  business: ["बिज़नेस", "बिजनेस", "व्यापार", "व्यवसाय", "बिज़नस", "vyapar", "vyapaar", "bijness", "bizness"],
  transit: ["ट्रांज़िट", "ट्रांजिट"],
  dependent: ["डिपेंडेंट", "पति", "पत्नी", "परिवार", "फ़ैमिली", "फैमिली", "pati", "patni", "biwi", "parivar"],
  schengen: ["शेंगेन", "शेनजेन", "shengen", "schengan"],
};

/** Words of a refused visa in Hindi and Hinglish ("refuse ho gaya" is already English "refuse"). */
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

/** High urgency in Hindi and Hinglish. */
export const HIGH_URGENCY_WORDS_HI: readonly string[] = [
  "अर्जेंट",
  "तुरंत",
  "तुरन्त",
  "फ़ौरन",
  "फौरन",
  "इमरजेंसी",
  "आज ही",
  "जल्द से जल्द",
  "turant",
  "foran",
  "fauran",
  "aaj hi",
  "arjent",
  "jaldi se jaldi",
  "jald se jald",
];

/** Medium urgency ("soon", "quick") in Hindi and Hinglish. */
export const MEDIUM_URGENCY_WORDS_HI: readonly string[] = ["जल्दी", "जल्द", "jaldi", "jald", "jaldi mein"];

/** Job and permanent-residence phrases in Hindi and Hinglish: the generic result (SPEC.md §5). */
export const JOB_OR_PR_WORDS_HI: readonly string[] = [
  "नौकरी",
  "नोकरी",
  "वर्क परमिट",
  "वर्क वीज़ा",
  "पीआर",
  "पी आर",
  "स्थायी निवास",
  "ग्रीन कार्ड",
  "naukari",
  "nokri",
  "kaam ke liye",
  "kam ke liye",
];

/** Country entries (ISO code, aliases) in Hindi: the names the site shows plus the spellings above. */
export function countryEntriesHi(): [string, readonly string[]][] {
  const codes = new Set([...Object.keys(COUNTRY_NAMES_HI), ...Object.keys(COUNTRY_ALIASES_HI)]);
  return [...codes].map((code) => [
    code,
    [COUNTRY_NAMES_HI[code], ...(COUNTRY_ALIASES_HI[code] ?? [])].filter((name): name is string => !!name),
  ]);
}

/** The places of SPEC.md §3 in Devanagari. */
export function locationEntriesHi(): [LocationId, readonly string[]][] {
  return Object.entries(LOCATION_NAMES_HI).map(([id, name]) => [id as LocationId, [name]]);
}
