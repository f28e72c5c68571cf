/** What the consultancy claims for one destination (SPEC.md §1), and when the labels were last checked. */
export interface CountryStats {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Claimed success rate, as shown: "89%" to "99%". */
  successRate: string;
  /** How soon a visa-centre appointment can be had from India, as shown. */
  slotAvailability: string;
  /** How long biometrics currently take to book, as shown. */
  biometricWait: string;
  /** ISO date (YYYY-MM-DD) the labels were last checked against the visa centres' booking pages. */
  lastChecked: string;
  /** What the figures mean, for visitors who ask. */
  note: string;
}

const RATE_NOTE = "Share of our applications for this country in the last 24 months that ended in a visa.";

/** The 17 destinations the site shows figures for (SPEC.md §1), most asked first. */
export const COUNTRY_STATS: readonly CountryStats[] = [
  {
    code: "GB",
    successRate: "96%",
    slotAvailability: "Slots this week",
    biometricWait: "3-5 days",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Standard visitor visas are decided in about 3 weeks after biometrics.`,
  },
  {
    code: "US",
    successRate: "89%",
    slotAvailability: "Limited slots",
    biometricWait: "4-8 weeks",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} B1/B2 interview waits vary by consulate; biometrics (OFC) are booked with the interview.`,
  },
  {
    code: "CA",
    successRate: "91%",
    slotAvailability: "Slots this week",
    biometricWait: "1-2 weeks",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Processing times are set by IRCC and change weekly.`,
  },
  {
    code: "AU",
    successRate: "94%",
    slotAvailability: "Slots this week",
    biometricWait: "3-7 days",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Most visitor visas are lodged online; biometrics are asked for case by case.`,
  },
  {
    code: "NZ",
    successRate: "95%",
    slotAvailability: "Online, no slot needed",
    biometricWait: "Not required",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} New Zealand visitor visas are applied for online without a biometrics visit.`,
  },
  {
    code: "IE",
    successRate: "93%",
    slotAvailability: "Slots in 2 weeks",
    biometricWait: "1-2 weeks",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Irish short-stay visas need the online form first, then the visa-centre visit.`,
  },
  {
    code: "DE",
    successRate: "92%",
    slotAvailability: "Slots in 3-4 weeks",
    biometricWait: "2-4 weeks",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Schengen appointments fill fastest from April to July.`,
  },
  {
    code: "FR",
    successRate: "95%",
    slotAvailability: "Slots in 2-3 weeks",
    biometricWait: "2-3 weeks",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} France is often the quickest Schengen appointment from India.`,
  },
  {
    code: "IT",
    successRate: "93%",
    slotAvailability: "Slots in 3 weeks",
    biometricWait: "2-3 weeks",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Italian visa centres release new slots early each morning.`,
  },
  {
    code: "ES",
    successRate: "94%",
    slotAvailability: "Slots in 2 weeks",
    biometricWait: "1-2 weeks",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Spain asks for a day-by-day itinerary more strictly than most.`,
  },
  {
    code: "NL",
    successRate: "92%",
    slotAvailability: "Slots in 3-4 weeks",
    biometricWait: "2-4 weeks",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Dutch appointments open about 3 months ahead.`,
  },
  {
    code: "CH",
    successRate: "97%",
    slotAvailability: "Slots in 2 weeks",
    biometricWait: "1-2 weeks",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Swiss visas are Schengen visas; apply where you spend the most nights.`,
  },
  {
    code: "AT",
    successRate: "96%",
    slotAvailability: "Slots in 2 weeks",
    biometricWait: "1-2 weeks",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Austria is a common first entry for Central Europe tours.`,
  },
  {
    code: "SG",
    successRate: "99%",
    slotAvailability: "Online, no slot needed",
    biometricWait: "Not required",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Singapore e-visas are filed through an authorised agent, usually within 3-5 working days.`,
  },
  {
    code: "AE",
    successRate: "98%",
    slotAvailability: "Online, no slot needed",
    biometricWait: "Not required",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} UAE tourist visas are issued electronically, usually within 2-4 working days.`,
  },
  {
    code: "JP",
    successRate: "97%",
    slotAvailability: "Slots this week",
    biometricWait: "Not required",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Japan takes paper applications through accredited agents; no biometrics are taken.`,
  },
  {
    code: "TH",
    successRate: "98%",
    slotAvailability: "Online, no slot needed",
    biometricWait: "Not required",
    lastChecked: "2025-06-02",
    note: `${RATE_NOTE} Thailand's e-visa replaced most paper applications from India.`,
  },
];

const BY_CODE = new Map(COUNTRY_STATS.map((stats) => [stats.code, stats]));

/** The figures for a destination (ISO alpha-2, any case), or undefined for one the site shows none for. */
export function getCountryStats(code: string): CountryStats | undefined {
  return BY_CODE.get(code.toUpperCase());
}
