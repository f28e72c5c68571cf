import type { Locale } from "#i18n/locales.ts";
import { type Facts, fillWords, money } from "#i18n/wording.ts";
import { VISA_TYPES, type VisaType } from "#services.ts";

/**
 * Document checklists per destination and visa type: the one place both the public destination pages and the CRM's
 * case checklists take them from. Plain data (no functions in the items), so that the API can copy a template into a
 * case and a page can list it.
 */
export interface ChecklistItem {
  /** Stable id within its template, kebab-case: a case keeps it when it ticks the item off. */
  id: string;
  /** What to bring, as a visitor reads it (in English: staff and the CRM read it too). */
  label: string;
  /** The counts and amounts the label names, for the same item in another language. */
  facts?: Facts;
}

export interface ChecklistTemplate {
  /** `<country code>-<visa type>`, e.g. "GB-visitor". */
  id: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  visaType: VisaType;
  items: readonly ChecklistItem[];
}

/**
 * An item whose English text names its facts as {placeholders}: "for the last {months} months" with { months: 6 }.
 * Its label keeps plain spaces (Intl puts a no-break space after a currency code): the CRM recognises an item already
 * on a case by its text, so a label must read exactly as cases stored it.
 */
const item = (id: string, text: string, facts?: Facts): ChecklistItem => {
  const label = fillWords(text, facts, "en").replace(/\u00a0/g, " ");
  return facts ? { id, label, facts } : { id, label };
};

// "two" in words, as the CRM's cases have stored this label since before facts were split out.
const PASSPORT = item(
  "passport",
  "Passport valid for the whole stay, with two blank pages, and every old passport",
);
const PHOTO = item("photo", "Recent passport photo in the size the country asks for");
const BANK = item("bank-statements", "Bank statements for the last {months} months, stamped by the bank", {
  months: 6,
});
const ITR = item("income-tax-returns", "Income-tax returns (ITR-V) for the last {from} to {to} years", {
  from: 2,
  to: 3,
});
const EMPLOYMENT = item(
  "employment-proof",
  "Employer's leave letter and last {slips} salary slips, or your business registration (GST, Udyam) if self-employed",
  { slips: 3 },
);
const ITINERARY = item(
  "itinerary",
  "Day-by-day itinerary with flight and hotel bookings (bookings, not paid tickets)",
);
const REFUSALS = item("previous-refusals", "Any earlier refusal letter, from any country");

/** What every application of a visa type needs, whichever the country. */
const BASE: Readonly<Record<VisaType, readonly ChecklistItem[]>> = {
  visitor: [PASSPORT, PHOTO, BANK, ITR, EMPLOYMENT, ITINERARY, REFUSALS],
  schengen: [
    PASSPORT,
    PHOTO,
    item("schengen-form", "Signed Schengen application form of the country where you spend the most nights"),
    item("travel-insurance", "Travel medical insurance covering {cover} for the whole Schengen area", {
      cover: money("EUR", 30000),
    }),
    BANK,
    ITR,
    EMPLOYMENT,
    ITINERARY,
    REFUSALS,
  ],
  student: [
    PASSPORT,
    PHOTO,
    item("admission", "Unconditional offer or admission letter from the institution"),
    item("funds", "Proof of tuition and living funds (bank statements, education loan sanction letter)"),
    item("academic-records", "Mark sheets and degree certificates from Class {schoolClass} onwards", {
      schoolClass: 10,
    }),
    item(
      "english-test",
      "English test result (IELTS, PTE or TOEFL) where the institution or visa asks for one",
    ),
    REFUSALS,
  ],
  business: [
    PASSPORT,
    PHOTO,
    item("invitation", "Invitation letter from the company or event you are visiting"),
    item("cover-letter", "Cover letter from your employer naming the purpose, dates and who pays"),
    BANK,
    ITR,
    REFUSALS,
  ],
  transit: [
    PASSPORT,
    PHOTO,
    item("onward-ticket", "Confirmed onward ticket to a third country"),
    item("destination-visa", "Visa or residence permit for your final destination, if it needs one"),
  ],
  dependent: [
    PASSPORT,
    PHOTO,
    item("relationship", "Marriage or birth certificate proving the relationship"),
    item("sponsor-status", "Your sponsor's visa or residence permit and proof of their status abroad"),
    item("sponsor-finances", "Your sponsor's salary slips, bank statements and accommodation proof"),
    REFUSALS,
  ],
  general: [PASSPORT, REFUSALS],
};

/** Extra items a country asks for on top of the base list, by visa type. */
const EXTRAS: Readonly<Record<string, Partial<Record<VisaType, readonly ChecklistItem[]>>>> = {
  GB: {
    student: [
      item("cas", "Confirmation of Acceptance for Studies (CAS) number from your university"),
      item("tb-test", "Tuberculosis test certificate from a UK-approved clinic in India"),
      item(
        "maintenance-28-days",
        "Funds held for {heldDays} consecutive days, no older than {ageDays} days when you apply",
        {
          heldDays: 28,
          ageDays: 31,
        },
      ),
    ],
    dependent: [item("ihs", "Immigration Health Surcharge payment reference")],
  },
  US: {
    visitor: [
      item("ds-160", "DS-160 confirmation page"),
      item("appointment", "Visa fee receipt and interview appointment letter"),
    ],
    student: [
      item("i-20", "Form I-20 signed by your school and you"),
      item("sevis-fee", "SEVIS I-901 fee receipt"),
      item("ds-160", "DS-160 confirmation page"),
    ],
    business: [item("ds-160", "DS-160 confirmation page")],
  },
  CA: {
    visitor: [item("family-info", "Family information form (IMM 5707)")],
    student: [
      item("pal", "Provincial attestation letter (PAL) from the province of your school"),
      item("gic", "Guaranteed Investment Certificate (GIC) or other proof of living funds"),
      item("medical", "Upfront medical exam by an IRCC panel physician, when asked"),
    ],
  },
  AU: {
    student: [
      item("coe", "Confirmation of Enrolment (CoE)"),
      item("oshc", "Overseas Student Health Cover (OSHC) for the whole visa"),
      item("gs-statement", "Answers to the Genuine Student questions"),
    ],
  },
  NZ: {
    student: [
      item("medical", "Chest X-ray or medical certificate for stays over {months} months", { months: 6 }),
    ],
  },
  IE: {
    visitor: [
      item("avats-summary", "Signed AVATS online application summary"),
      item("application-letter", "Signed letter saying why you are visiting and that you will return"),
    ],
  },
  DE: { student: [item("blocked-account", "Blocked account (Sperrkonto) confirmation")] },
  FR: { student: [item("campus-france", "Campus France interview certificate")] },
  IT: { student: [item("universitaly", "Universitaly pre-enrolment summary")] },
  ES: { schengen: [item("day-by-day", "Day-by-day itinerary naming each city and hotel")] },
  NL: {
    schengen: [
      item("sponsor-form", "Sponsorship and/or accommodation form, if someone in the Netherlands hosts you"),
    ],
  },
  CH: {
    business: [
      item("swiss-invitation", "Invitation from the Swiss company with its commercial register entry"),
    ],
  },
  AT: { schengen: [item("accommodation", "Proof of accommodation for every night in Austria")] },
  SG: { visitor: [item("form-14a", "Form 14A filled through the authorised agent")] },
  AE: { visitor: [item("return-ticket", "Confirmed return ticket")] },
  JP: {
    visitor: [
      item("visa-application-form", "Japanese visa application form, signed"),
      item("schedule", "Schedule of stay in Japan on the embassy's form"),
    ],
  },
  TH: { visitor: [item("accommodation", "Hotel booking for the whole stay")] },
};

/** The visa types each destination has a checklist for (the ones we handle there). */
export const CHECKLIST_VISA_TYPES: Readonly<Record<string, readonly VisaType[]>> = {
  GB: ["visitor", "student", "business", "dependent"],
  US: ["visitor", "student", "business"],
  CA: ["visitor", "student", "business"],
  AU: ["visitor", "student", "business"],
  NZ: ["visitor", "student"],
  IE: ["visitor", "student", "business"],
  DE: ["schengen", "student", "business"],
  FR: ["schengen", "student", "business"],
  IT: ["schengen", "student", "business"],
  ES: ["schengen", "business"],
  NL: ["schengen", "business"],
  CH: ["schengen", "business"],
  AT: ["schengen", "business"],
  SG: ["visitor", "business"],
  AE: ["visitor", "business"],
  JP: ["visitor", "business"],
  TH: ["visitor", "business"],
};

function buildTemplates(): ChecklistTemplate[] {
  const templates: ChecklistTemplate[] = [];
  for (const [country, visaTypes] of Object.entries(CHECKLIST_VISA_TYPES)) {
    for (const visaType of visaTypes) {
      const items = [...BASE[visaType], ...(EXTRAS[country]?.[visaType] ?? [])];
      templates.push({ id: `${country}-${visaType}`, country, visaType, items });
    }
  }
  return templates;
}

/** Every checklist template, by destination in the order above, then visa type. */
export const CHECKLIST_TEMPLATES: readonly ChecklistTemplate[] = buildTemplates();

const BY_ID = new Map(CHECKLIST_TEMPLATES.map((template) => [template.id, template]));

/** The checklist for a destination (ISO alpha-2, any case) and visa type; undefined where we have none. */
export function getChecklist(country: string, visaType: VisaType): ChecklistTemplate | undefined {
  return BY_ID.get(`${country.toUpperCase()}-${visaType}`);
}

/** The documents every application of `visaType` needs, wherever it goes: what a new filing case starts with. */
export function baseChecklist(visaType: VisaType): readonly ChecklistItem[] {
  return BASE[visaType];
}

/**
 * A checklist's items in one language: `words` holds each item's text by its id, or by `<country>.<id>` for what a
 * country adds on top of the base list (two countries' "medical" items differ), with the item's facts filled in.
 */
export function localiseChecklist(
  template: ChecklistTemplate,
  words: Readonly<Record<string, string>>,
  locale: Locale,
): string[] {
  return template.items.map((entry) => {
    const text = words[`${template.country}.${entry.id}`] ?? words[entry.id];
    if (text === undefined)
      throw new Error(`No ${locale} text for the checklist item ${template.id} ${entry.id}`);
    return fillWords(text, entry.facts, locale);
  });
}

/** Whether a destination takes the Schengen visa for short visits (then it has no separate visitor visa). */
function takesSchengen(country: string): boolean {
  return CHECKLIST_VISA_TYPES[country]?.includes("schengen") ?? false;
}

/**
 * The CRM's starting templates: each of the site's 17 destinations with every visa type that applies there (a
 * Schengen country has the Schengen visa instead of a visitor visa, the others the reverse), each the type's base
 * list plus what that country adds. Admins edit the stored copies; these seed them.
 */
export const CASE_CHECKLIST_TEMPLATES: readonly ChecklistTemplate[] = Object.keys(
  CHECKLIST_VISA_TYPES,
).flatMap((country) =>
  VISA_TYPES.filter((visaType) =>
    takesSchengen(country) ? visaType !== "visitor" : visaType !== "schengen",
  ).map((visaType) => ({
    id: `${country}-${visaType}`,
    country,
    visaType,
    items: [...BASE[visaType], ...(EXTRAS[country]?.[visaType] ?? [])],
  })),
);
