// The countries the public site names on every page's first load (the splash's flag strip, the home page's
// destinations and figures, the human check's flags), by their common English name: a few hundred bytes instead of the
// whole ISO list (~2.5 KB compressed), which only the pages and the landing parser that read any country load
// (docs/behaviours/speed.md#public-pages: the home page's weight). countries.ts builds the same names from the ISO
// list; its test holds them equal.

/** The common English name of each featured country, by ISO 3166-1 alpha-2 code (upper case). */
export const FEATURED_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  GB: "United Kingdom",
  US: "United States",
  CA: "Canada",
  AU: "Australia",
  NZ: "New Zealand",
  IE: "Ireland",
  DE: "Germany",
  FR: "France",
  IT: "Italy",
  ES: "Spain",
  NL: "Netherlands",
  CH: "Switzerland",
  AT: "Austria",
  BE: "Belgium",
  PT: "Portugal",
  GR: "Greece",
  SE: "Sweden",
  NO: "Norway",
  DK: "Denmark",
  FI: "Finland",
  SG: "Singapore",
  AE: "United Arab Emirates",
  JP: "Japan",
  TH: "Thailand",
  MY: "Malaysia",
  KR: "South Korea",
  CZ: "Czechia",
  PL: "Poland",
  HU: "Hungary",
  TR: "Turkey",
  VN: "Vietnam",
  ID: "Indonesia",
  LK: "Sri Lanka",
  MV: "Maldives",
  ZA: "South Africa",
  HK: "Hong Kong",
  IN: "India",
};

// Short names a headline uses where the full name reads awkwardly ("United Kingdom visas").
export const SHORT_COUNTRY_NAMES: Readonly<Record<string, string>> = { GB: "UK", US: "USA", AE: "UAE" };

/**
 * The destinations Indian clients ask about most, most asked first. The first 24 are the splash screen's flag strip
 * (docs/behaviours/public-site.md#splash); the order is fixed so that the strip never reshuffles between builds.
 */
export const TOP_DESTINATIONS: readonly string[] = [
  "GB",
  "US",
  "CA",
  "AU",
  "NZ",
  "IE",
  "DE",
  "FR",
  "IT",
  "ES",
  "NL",
  "CH",
  "AT",
  "BE",
  "PT",
  "GR",
  "SE",
  "NO",
  "DK",
  "FI",
  "SG",
  "AE",
  "JP",
  "TH",
  "MY",
  "KR",
  "CZ",
  "PL",
  "HU",
  "TR",
  "VN",
  "ID",
  "LK",
  "MV",
  "ZA",
  "HK",
];

/**
 * The first 24 top destinations: the splash screen's cycling flag strip (docs/behaviours/public-site.md#splash), named
 * from the list above.
 */
export const FLAG_STRIP_CODES: readonly string[] = TOP_DESTINATIONS.slice(0, 24);

/** The Schengen-area members clients from India apply to most, most asked first. */
export const SCHENGEN_DESTINATIONS: readonly string[] = [
  "FR",
  "DE",
  "IT",
  "ES",
  "NL",
  "CH",
  "AT",
  "GR",
  "PT",
  "BE",
];
