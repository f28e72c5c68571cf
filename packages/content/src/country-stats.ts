/**
 * The claimed success rate for each of the 17 destinations with figures (docs/behaviours/public-site.md#who-it-is-for).
 * With the slot and biometric labels of country-labels.ts it seeds the labels staff keep current in the CRM; pages show
 * the current labels.
 */
export interface CountryStats {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Claimed success rate, as shown: "89%" to "99%". */
  successRate: string;
}

/** The 17 destinations the site shows figures for (docs/behaviours/public-site.md#who-it-is-for), most asked first. */
export const COUNTRY_STATS: readonly CountryStats[] = [
  {
    code: "GB",
    successRate: "96%",
  },
  {
    code: "US",
    successRate: "89%",
  },
  {
    code: "CA",
    successRate: "91%",
  },
  {
    code: "AU",
    successRate: "94%",
  },
  {
    code: "NZ",
    successRate: "95%",
  },
  {
    code: "IE",
    successRate: "93%",
  },
  {
    code: "DE",
    successRate: "92%",
  },
  {
    code: "FR",
    successRate: "95%",
  },
  {
    code: "IT",
    successRate: "93%",
  },
  {
    code: "ES",
    successRate: "94%",
  },
  {
    code: "NL",
    successRate: "92%",
  },
  {
    code: "CH",
    successRate: "97%",
  },
  {
    code: "AT",
    successRate: "96%",
  },
  {
    code: "SG",
    successRate: "99%",
  },
  {
    code: "AE",
    successRate: "98%",
  },
  {
    code: "JP",
    successRate: "97%",
  },
  {
    code: "TH",
    successRate: "98%",
  },
];

const BY_CODE = new Map(COUNTRY_STATS.map((stats) => [stats.code, stats]));

/** The figures for a destination (ISO alpha-2, any case), or undefined for one the site shows none for. */
export function getCountryStats(code: string): CountryStats | undefined {
  return BY_CODE.get(code.toUpperCase());
}
