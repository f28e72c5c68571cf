import { CLAIMS } from "@visadesk/content/claims";
import { countryLabel } from "@visadesk/content/countries";
import { getCountryStats } from "@visadesk/content/country-stats";
import {
  COUNTRY_NAMES_HI,
  LOCATION_NAMES_HI,
  LOCATIONS_HI,
  VISA_TYPE_WORDS_HI,
} from "@visadesk/content/i18n/hindi";
import type { LocationId } from "@visadesk/content/locations";
import type { VisaType } from "@visadesk/content/services";
import type { Hero } from "#default-hero.ts";
import type { HeroInput, UrgencyLevel } from "#hero.ts";

// The hero in Hindi: the same cases as hero.ts, each a whole sentence written for Hindi (never English pieces in
// Hindi order), with country and visa names as Indians write them ("कनाडा स्टडी वीज़ा", "यूके").

const APPEAL_SUCCESS = CLAIMS.find((claim) => claim.id === "appeal-success")?.value ?? "95%";
const COUNTRY_COUNT = CLAIMS.find((claim) => claim.id === "countries")?.value ?? "190+";

/** The Hindi hero when the URL says nothing we can use. */
export const DEFAULT_HERO_HI: Hero = {
  heroTitle: `${COUNTRY_COUNT} देशों के वीज़ा में मदद, और वीज़ा रिफ़्यूज़ होने पर अपील`,
  heroSubtitle:
    "बताइए आप कहाँ जाना चाहते हैं। कंसल्टेंट आपका केस देखते हैं, ज़रूरी दस्तावेज़ों की सूची देते हैं और आपके साथ अर्ज़ी फ़ाइल करते हैं; अगर वीज़ा रिफ़्यूज़ हुआ है, तो अपील तैयार करते हैं।",
};

function countryNameHi(code: string): string {
  return COUNTRY_NAMES_HI[code] ?? countryLabel(code) ?? code;
}

// "कनाडा स्टडी वीज़ा", "यूके वीज़ा", "स्टडी वीज़ा", "वीज़ा": the visa a sentence is about.
function visaSubject(country: string | null, service: VisaType): string {
  const words = [country ? countryNameHi(country) : "", VISA_TYPE_WORDS_HI[service], "वीज़ा"];
  return words.filter((word) => word !== "").join(" ");
}

function title({ country, service, refusal }: HeroInput): string {
  const subject = visaSubject(country, service);
  if (refusal) return `${subject} रिफ़्यूज़ हो गया? ${APPEAL_SUCCESS} सफलता वाली अपील करवाएँ`;
  if (country && service === "general") {
    const name = countryNameHi(country);
    return `${name} वीज़ा और ${name} रिफ़्यूज़ल अपील, अनुभवी कंसल्टेंट के साथ`;
  }
  if (country) return `${subject}, अनुभवी कंसल्टेंट के साथ`;
  if (service === "schengen") return "यूरोप के सभी 29 शेंगेन देशों का वीज़ा, अनुभवी कंसल्टेंट के साथ";
  return `${COUNTRY_COUNT} देशों के लिए ${subject}, अनुभवी कंसल्टेंट के साथ`;
}

function lead({ country, service, refusal }: HeroInput): string {
  if (refusal) {
    return `हम आपका रिफ़्यूज़ल लेटर पढ़ते हैं, अफ़सर को जो कमी दिखी उसे ठीक करते हैं, और अपील या पहले से मज़बूत नई अर्ज़ी फ़ाइल करते हैं: हमारी फ़ाइल की गई ${APPEAL_SUCCESS} अपीलों में वीज़ा मिला है।`;
  }
  return `कंसल्टेंट आपके ${visaSubject(country, service)} के केस को जाँचते हैं, ज़रूरी दस्तावेज़ों की सूची देते हैं और आपके साथ अर्ज़ी फ़ाइल करते हैं।`;
}

function countryLine(country: string | null): string | null {
  const stats = country ? getCountryStats(country) : undefined;
  if (!country || !stats) return null;
  return `${countryNameHi(country)} के लिए हमारी ${stats.successRate} अर्ज़ियों पर वीज़ा मिलता है।`;
}

function urgencyLine(urgency: UrgencyLevel): string | null {
  if (urgency === "high") return "अर्जेंट है? कंसल्टेंट आज ही आपका केस देख सकते हैं।";
  if (urgency === "medium") return "जल्दी चाहिए? प्राथमिकता से जाँच के लिए कहें।";
  return null;
}

function locationLine(location: LocationId | null): string | null {
  if (!location) return null;
  const office = LOCATIONS_HI[location]?.localOffice;
  if (office) return `${office} के हमारे ऑफ़िस में मिलें, या ऑनलाइन बात करें।`;
  return `${LOCATION_NAMES_HI[location]} के क्लाइंट के लिए फ़ोन और वीडियो पर सलाह।`;
}

/** The Hindi hero for a safe input (known country or null); each line is a whole Hindi sentence. */
export function buildHindiHero(input: HeroInput): Hero {
  if (!input.specialised) return DEFAULT_HERO_HI;
  const lines = [
    lead(input),
    countryLine(input.country),
    urgencyLine(input.urgency),
    locationLine(input.location),
  ];
  return { heroTitle: title(input), heroSubtitle: lines.filter((line) => line !== null).join(" ") };
}
