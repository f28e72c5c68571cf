import english from "i18n-iso-countries/langs/en.json" with { type: "json" };
import { SCHENGEN_DESTINATIONS, SHORT_COUNTRY_NAMES, TOP_DESTINATIONS } from "#featured-countries.ts";

export { SCHENGEN_DESTINATIONS, TOP_DESTINATIONS };

/** One country or territory a visitor may ask about. */
export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** Common English name, as a visitor would type it. */
  name: string;
  /** Every English name the ISO list knows for it (official and common), plus a few names in everyday use. */
  names: readonly string[];
}

// Places nobody applies for a visa to (no permanent population); the list keeps everything else of ISO 3166-1.
const UNINHABITED = new Set(["AQ", "BV", "HM", "UM", "TF", "GS", "IO"]);

// The ISO list's first English name is sometimes the official or inverted form ("Korea, Republic of"); these are the
// names visitors search for.
const COMMON_NAMES: Readonly<Record<string, string>> = {
  BN: "Brunei",
  BQ: "Caribbean Netherlands",
  CC: "Cocos Islands",
  CD: "DR Congo",
  CG: "Republic of the Congo",
  CN: "China",
  CZ: "Czechia",
  FK: "Falkland Islands",
  FM: "Micronesia",
  GB: "United Kingdom",
  GM: "Gambia",
  IR: "Iran",
  KR: "South Korea",
  LA: "Laos",
  MD: "Moldova",
  MF: "Saint Martin",
  MK: "North Macedonia",
  NL: "Netherlands",
  PN: "Pitcairn Islands",
  PS: "Palestine",
  RU: "Russia",
  SX: "Sint Maarten",
  SY: "Syria",
  TW: "Taiwan",
  TZ: "Tanzania",
  TR: "Turkey",
  US: "United States",
  VA: "Vatican City",
  VG: "British Virgin Islands",
  VI: "US Virgin Islands",
};

// Names in everyday use that the ISO list does not hold.
const EXTRA_NAMES: Readonly<Record<string, readonly string[]>> = {
  BN: ["Brunei"],
  CD: ["DR Congo", "Congo Kinshasa"],
  CG: ["Congo Brazzaville"],
  CV: ["Cabo Verde"],
  FM: ["Micronesia"],
  GB: ["Britain", "England", "Scotland", "Wales", "Northern Ireland"],
  LA: ["Laos"],
  MD: ["Moldova"],
  SY: ["Syria"],
  SZ: ["Swaziland"],
  TL: ["East Timor"],
  US: ["America"],
  VA: ["Vatican City", "Vatican"],
  VG: ["British Virgin Islands"],
  VI: ["US Virgin Islands"],
};

function buildCountries(): Country[] {
  const list: Country[] = [];
  for (const [code, value] of Object.entries(english.countries as Record<string, string | string[]>)) {
    if (UNINHABITED.has(code)) continue;
    const isoNames = typeof value === "string" ? [value] : value;
    const name = COMMON_NAMES[code] ?? isoNames[0] ?? code;
    const names = [...new Set([name, ...isoNames, ...(EXTRA_NAMES[code] ?? [])])];
    list.push({ code, name, names });
  }
  return list.sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** Every inhabited country and territory of ISO 3166-1, sorted by English name. */
export const COUNTRIES: readonly Country[] = buildCountries();

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The country with this ISO 3166-1 alpha-2 code (any case), or undefined. */
export function getCountry(code: string): Country | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** The name a headline uses for a country: "UK", "USA", "UAE", else the common English name. */
export function countryLabel(code: string): string | undefined {
  const country = getCountry(code);
  if (!country) return undefined;
  return SHORT_COUNTRY_NAMES[country.code] ?? country.name;
}

/** The first 24 top destinations: the splash screen's cycling flag strip. */
export const FLAG_STRIP: readonly Country[] = TOP_DESTINATIONS.slice(0, 24).map((code) => {
  const country = BY_CODE.get(code);
  if (!country) throw new Error(`Top destination ${code} is not a known country`);
  return country;
});
