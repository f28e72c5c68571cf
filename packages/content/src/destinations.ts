import { COUNTRY_STATS } from "#country-stats.ts";
import type { FaqItem } from "#faq.ts";
import type { VisaType } from "#services.ts";

/** What we tell a visitor about one visa type at one destination. Times and fees are indicative. */
export interface DestinationVisa {
  visaType: VisaType;
  /** The visa's own name there, e.g. "Standard Visitor visa". */
  name: string;
  /** Typical decision time after biometrics or submission, as the government publishes it. */
  processingTime: string;
  /** The government's fee, in its currency, as published (our fee is separate). */
  governmentFee: string;
}

/** One destination page: /visa/<slug>. */
export interface Destination {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** The page's address segment: /visa/<slug>. */
  slug: string;
  /** One or two sentences under the page's heading. */
  summary: string;
  /** What to know about the figures there (how slots and biometrics work for this country). */
  note: string;
  visas: readonly DestinationVisa[];
  /** ISO date (YYYY-MM-DD) the processing times and fees were last compared with `source`. */
  feesCheckedOn: string;
  /** The official page the times and fees come from. */
  source: { name: string; url: string };
  /** The refusal reasons we see most for applicants from India, most common first. */
  refusalReasons: readonly string[];
  /** How a refusal is challenged there, in plain words. */
  appeal: string;
  faqs: readonly FaqItem[];
}

const CHECKED = "2025-06-02";

const SCHENGEN_FEE = "EUR 90 (EUR 45 for children aged 6 to 11)";
const SCHENGEN_TIME = "15 calendar days, up to 45 in busy months";
const SCHENGEN_REFUSALS = [
  "The purpose and conditions of the stay were not justified (itinerary and bookings did not match).",
  "Not enough means of subsistence for the stay and the return.",
  "Doubts that you would leave before the visa expires (weak ties to India).",
  "Travel medical insurance missing or not valid for the whole stay.",
];
const schengenVisas = (business: string, student?: DestinationVisa): DestinationVisa[] => [
  {
    visaType: "schengen",
    name: "Schengen short-stay (C) visa",
    processingTime: SCHENGEN_TIME,
    governmentFee: SCHENGEN_FEE,
  },
  { visaType: "business", name: business, processingTime: SCHENGEN_TIME, governmentFee: SCHENGEN_FEE },
  ...(student ? [student] : []),
];
const schengenFaq = (country: string): FaqItem => ({
  id: "which-consulate",
  question: `Should I apply to ${country} if I visit several Schengen countries?`,
  answer: `Apply to ${country} if you spend the most nights there, or, with equal nights everywhere, if you enter the Schengen area there. Applying to the wrong country is a common reason for a refusal.`,
});

/** The 17 destinations with a page, in the same order as their country labels. */
export const DESTINATIONS: readonly Destination[] = [
  {
    code: "GB",
    note: "Standard visitor visas are decided in about 3 weeks after biometrics.",
    slug: "united-kingdom",
    summary: "Visitor, student, business and family visas for the UK, and a fresh start after a UK refusal.",
    visas: [
      {
        visaType: "visitor",
        name: "Standard Visitor visa (6 months)",
        processingTime: "3 weeks after biometrics",
        governmentFee: "GBP 127",
      },
      {
        visaType: "student",
        name: "Student visa",
        processingTime: "3 weeks after biometrics",
        governmentFee: "GBP 524, plus the Immigration Health Surcharge",
      },
      {
        visaType: "business",
        name: "Standard Visitor visa for business",
        processingTime: "3 weeks after biometrics",
        governmentFee: "GBP 127",
      },
      {
        visaType: "dependent",
        name: "Dependant visa",
        processingTime: "3 to 12 weeks after biometrics",
        governmentFee: "Depends on the main visa; plus the Immigration Health Surcharge",
      },
    ],
    feesCheckedOn: CHECKED,
    source: {
      name: "GOV.UK: visa fees and processing times",
      url: "https://www.gov.uk/government/publications/visa-regulations-revised-table",
    },
    refusalReasons: [
      "Bank statements with large deposits that are not explained.",
      "The officer was not satisfied you would leave the UK at the end of the visit (paragraph V 4.2).",
      "Cost of the trip out of proportion to your income.",
      "An earlier refusal not declared on the form.",
    ],
    appeal:
      "Visitor and student refusals carry no right of appeal. The usual route is a new application that answers each reason in the refusal letter; a judicial review is possible only when the decision was unlawful, within 3 months. Family visa refusals can be appealed to the First-tier Tribunal within 28 days.",
    faqs: [
      {
        id: "bank-balance",
        question: "How much money should my bank account show for a UK visitor visa?",
        answer:
          "There is no fixed figure. The officer checks that the trip is affordable from your usual income and savings, so a steady balance over 6 months matters more than one large deposit.",
      },
      {
        id: "after-refusal",
        question: "How soon can I reapply after a UK refusal?",
        answer:
          "At once: there is no waiting period. Reapplying only makes sense once each reason in the letter is answered with evidence, which is what we prepare with you.",
      },
    ],
  },
  {
    code: "US",
    note: "B1/B2 interview waits vary by consulate; biometrics (OFC) are booked with the interview.",
    slug: "united-states",
    summary: "B1/B2 visitor and business visas, F-1 student visas and interview preparation for the USA.",
    visas: [
      {
        visaType: "visitor",
        name: "B1/B2 visitor visa",
        processingTime: "Decided at the interview; the wait for an interview varies by consulate",
        governmentFee: "USD 185",
      },
      {
        visaType: "student",
        name: "F-1 student visa",
        processingTime: "Decided at the interview",
        governmentFee: "USD 185, plus the USD 350 SEVIS fee",
      },
      {
        visaType: "business",
        name: "B1 business visa",
        processingTime: "Decided at the interview",
        governmentFee: "USD 185",
      },
    ],
    feesCheckedOn: CHECKED,
    source: {
      name: "U.S. Department of State: fees for visa services",
      url: "https://travel.state.gov/content/travel/en/us-visas/visa-information-resources/fees/fees-visa-services.html",
    },
    refusalReasons: [
      "Section 214(b): the officer was not convinced of strong ties to India.",
      "Answers at the interview that did not match the DS-160.",
      "A study plan that did not fit your earlier education or work.",
    ],
    appeal:
      "A 214(b) refusal cannot be appealed. You may apply again with a new DS-160 and fee once your circumstances or the way you present them have changed; we run mock interviews before the new appointment.",
    faqs: [
      {
        id: "interview-wait",
        question: "How long is the wait for a US visa interview from India?",
        answer:
          "It changes every week and differs between Mumbai, Delhi, Chennai, Hyderabad and Kolkata. The slot label on this page shows what we last saw, with the date we checked it.",
      },
      {
        id: "reapply-214b",
        question: "Can I reapply after a 214(b) refusal?",
        answer:
          "Yes, with no waiting period, but a new application with nothing new usually meets the same answer. We look at what changed first.",
      },
    ],
  },
  {
    code: "CA",
    note: "Processing times are set by IRCC and change weekly.",
    slug: "canada",
    summary: "Visitor visas, study permits and business visits to Canada, filed online with IRCC.",
    visas: [
      {
        visaType: "visitor",
        name: "Visitor visa (TRV)",
        processingTime: "As IRCC publishes it, weekly; often 4 to 8 weeks from India",
        governmentFee: "CAD 100, plus CAD 85 for biometrics",
      },
      {
        visaType: "student",
        name: "Study permit",
        processingTime: "As IRCC publishes it; often 8 to 12 weeks",
        governmentFee: "CAD 150, plus CAD 85 for biometrics",
      },
      {
        visaType: "business",
        name: "Visitor visa for business",
        processingTime: "As for visitor visas",
        governmentFee: "CAD 100, plus CAD 85 for biometrics",
      },
    ],
    feesCheckedOn: CHECKED,
    source: {
      name: "Government of Canada: IRCC fee list and processing times",
      url: "https://ircc.canada.ca/english/information/fees/fees.asp",
    },
    refusalReasons: [
      "Not satisfied you will leave Canada at the end of your stay (family ties, purpose of visit).",
      "Financial situation: funds not shown or not explained.",
      "For study permits: the study plan does not follow from your education or career.",
    ],
    appeal:
      "There is no appeal for a visitor visa or study permit refused outside Canada. You can reapply with new evidence, ask for the officer's notes (GCMS) to see the full reasons, or seek judicial review at the Federal Court within 60 days.",
    faqs: [
      {
        id: "gcms",
        question: "What are GCMS notes and do I need them?",
        answer:
          "They are the officer's own notes on your file. After a refusal they show what the officer actually doubted, which makes a reapplication far stronger. We request them for you.",
      },
    ],
  },
  {
    code: "AU",
    note: "Most visitor visas are lodged online; biometrics are asked for case by case.",
    slug: "australia",
    summary: "Visitor (subclass 600), student (subclass 500) and business visits to Australia.",
    visas: [
      {
        visaType: "visitor",
        name: "Visitor visa (subclass 600)",
        processingTime: "Most decided within 3 to 5 weeks",
        governmentFee: "AUD 195",
      },
      {
        visaType: "student",
        name: "Student visa (subclass 500)",
        processingTime: "Most decided within 4 to 8 weeks",
        governmentFee: "AUD 2,000",
      },
      {
        visaType: "business",
        name: "Visitor visa (subclass 600), business stream",
        processingTime: "Most decided within 3 weeks",
        governmentFee: "AUD 195",
      },
    ],
    feesCheckedOn: CHECKED,
    source: {
      name: "Australian Department of Home Affairs: visa pricing",
      url: "https://immi.homeaffairs.gov.au/visas/visa-pricing-estimator",
    },
    refusalReasons: [
      "Not a genuine temporary entrant or genuine student.",
      "Funds not shown for the whole stay.",
      "Documents not supplied by the date in a request for more information.",
    ],
    appeal:
      "A refusal made outside Australia can usually be reviewed by the Administrative Review Tribunal only when an Australian relative or organisation sponsored the visit. Otherwise the answer is a new application that addresses the reasons given.",
    faqs: [
      {
        id: "biometrics",
        question: "Do I need biometrics for an Australian visa?",
        answer:
          "Only when the department asks after you lodge the application; the request names the visa centre and the deadline.",
      },
    ],
  },
  {
    code: "NZ",
    note: "New Zealand visitor visas are applied for online without a biometrics visit.",
    slug: "new-zealand",
    summary: "Visitor and student visas for New Zealand, applied for online.",
    visas: [
      {
        visaType: "visitor",
        name: "Visitor visa",
        processingTime: "Most decided within 4 to 6 weeks",
        governmentFee: "NZD 341, plus the NZD 100 visitor levy",
      },
      {
        visaType: "student",
        name: "Fee-paying student visa",
        processingTime: "Most decided within 6 to 10 weeks",
        governmentFee: "NZD 750",
      },
    ],
    feesCheckedOn: CHECKED,
    source: {
      name: "Immigration New Zealand: fees and processing times",
      url: "https://www.immigration.govt.nz/new-zealand-visas/apply-for-a-visa/tools-and-information/tools/office-and-fees-finder",
    },
    refusalReasons: [
      "Not a bona fide visitor: reasons to return to India not shown.",
      "Funds of NZD 1,000 a month (or a sponsor's guarantee) not shown.",
      "Character or health documents missing.",
    ],
    appeal:
      "Visitor and student visas applied for from outside New Zealand have no right of appeal. Before a refusal you are usually told of the concerns (a PPI letter) and may answer them: that answer is where most cases are won.",
    faqs: [
      {
        id: "ppi",
        question: "What is a PPI letter?",
        answer:
          "Potentially Prejudicial Information: Immigration New Zealand tells you what may lead to a refusal and gives you a few days to reply. Reply with evidence, not opinions; we draft it with you.",
      },
    ],
  },
  {
    code: "IE",
    note: "Irish short-stay visas need the online form first, then the visa-centre visit.",
    slug: "ireland",
    summary: "Short-stay visitor, business and study visas for Ireland, including appeals after a refusal.",
    visas: [
      {
        visaType: "visitor",
        name: "Short stay 'C' visit visa",
        processingTime: "About 8 weeks from the visa centre",
        governmentFee: "EUR 60 single entry, EUR 100 multiple entry",
      },
      {
        visaType: "student",
        name: "Long stay 'D' study visa",
        processingTime: "About 8 weeks",
        governmentFee: "EUR 60",
      },
      {
        visaType: "business",
        name: "Short stay 'C' business visa",
        processingTime: "About 8 weeks",
        governmentFee: "EUR 60 single entry, EUR 100 multiple entry",
      },
    ],
    feesCheckedOn: CHECKED,
    source: {
      name: "Irish Immigration Service: visa fees",
      url: "https://www.irishimmigration.ie/coming-to-visit-ireland/visa-fees/",
    },
    refusalReasons: [
      "Finances: large or unexplained lodgements in the bank statements.",
      "Obligation to return to India not shown.",
      "Application letter missing or not signed.",
    ],
    appeal:
      "Ireland lets you appeal free of charge: write to the Visa Appeals Officer within 2 months of the refusal, answering each reason with new evidence. Appeals take several months; a fresh application is sometimes quicker.",
    faqs: [
      {
        id: "appeal-time",
        question: "How long does an Irish visa appeal take?",
        answer:
          "Usually 3 to 6 months. If your trip is sooner, a new application with the missing evidence may be the faster route; we tell you which fits your dates.",
      },
    ],
  },
  {
    code: "DE",
    note: "Schengen appointments fill fastest from April to July.",
    slug: "germany",
    summary: "Schengen visas for tourism, family visits and business in Germany, and German student visas.",
    visas: schengenVisas("Schengen business visa", {
      visaType: "student",
      name: "National (D) student visa",
      processingTime: "6 to 12 weeks",
      governmentFee: "EUR 75",
    }),
    feesCheckedOn: CHECKED,
    source: {
      name: "German Missions in India: visa fees",
      url: "https://india.diplo.de/in-en/service/05-VisaEinreise",
    },
    refusalReasons: SCHENGEN_REFUSALS,
    appeal:
      "The refusal letter names the remedy and the deadline, usually one month: a written objection to the mission or an action at the Administrative Court of Berlin. A new application is often faster for a short trip.",
    faqs: [schengenFaq("Germany")],
  },
  {
    code: "FR",
    note: "France is often the quickest Schengen appointment from India.",
    slug: "france",
    summary:
      "Schengen visas for France, the Schengen appointment that is often quickest from India, and student visas.",
    visas: schengenVisas("Schengen business visa", {
      visaType: "student",
      name: "Long-stay student visa (VLS-TS)",
      processingTime: "2 to 4 weeks after the Campus France interview",
      governmentFee: "EUR 50",
    }),
    feesCheckedOn: CHECKED,
    source: {
      name: "France-Visas: official visa website",
      url: "https://france-visas.gouv.fr/en/web/france-visas/visa-fees",
    },
    refusalReasons: SCHENGEN_REFUSALS,
    appeal:
      "A French visa refusal is first appealed to the Commission de recours contre les décisions de refus de visa (CRRV) in Nantes, in writing, within 2 months. Only after that can the administrative court in Nantes be asked.",
    faqs: [schengenFaq("France")],
  },
  {
    code: "IT",
    note: "Italian visa centres release new slots early each morning.",
    slug: "italy",
    summary: "Schengen visas for Italy, business trips and Italian student visas.",
    visas: schengenVisas("Schengen business visa", {
      visaType: "student",
      name: "National (D) study visa",
      processingTime: "Up to 90 days",
      governmentFee: "EUR 50",
    }),
    feesCheckedOn: CHECKED,
    source: {
      name: "Ministry of Foreign Affairs of Italy: visa fees",
      url: "https://vistoperitalia.esteri.it/home/en",
    },
    refusalReasons: SCHENGEN_REFUSALS,
    appeal:
      "An Italian refusal can be challenged at the Regional Administrative Court of Lazio (TAR) within 60 days, with a lawyer. For most short trips a new application answering the reasons is quicker and cheaper.",
    faqs: [schengenFaq("Italy")],
  },
  {
    code: "ES",
    note: "Spain asks for a day-by-day itinerary more strictly than most.",
    slug: "spain",
    summary: "Schengen visas for Spain, where the itinerary is checked more strictly than most.",
    visas: schengenVisas("Schengen business visa"),
    feesCheckedOn: CHECKED,
    source: {
      name: "Embassy of Spain in New Delhi: Schengen visa",
      url: "https://www.exteriores.gob.es/Embajadas/nuevadelhi/en/ServiciosConsulares/Paginas/index.aspx",
    },
    refusalReasons: SCHENGEN_REFUSALS,
    appeal:
      "Ask the consulate to reconsider (recurso de reposición) within one month, or go to the High Court of Justice in Madrid within two months. Both are in Spanish and in writing.",
    faqs: [schengenFaq("Spain")],
  },
  {
    code: "NL",
    note: "Dutch appointments open about 3 months ahead.",
    slug: "netherlands",
    summary: "Schengen visas for the Netherlands, where appointments open about 3 months ahead.",
    visas: schengenVisas("Schengen business visa"),
    feesCheckedOn: CHECKED,
    source: {
      name: "Netherlands Worldwide: short stay Schengen visa",
      url: "https://www.netherlandsworldwide.nl/visa-the-netherlands/schengen-visa",
    },
    refusalReasons: SCHENGEN_REFUSALS,
    appeal:
      "File an objection (bezwaar) with the Ministry of Foreign Affairs within 4 weeks of the refusal. If the objection fails, an appeal to the court follows.",
    faqs: [schengenFaq("the Netherlands")],
  },
  {
    code: "CH",
    note: "Swiss visas are Schengen visas; apply where you spend the most nights.",
    slug: "switzerland",
    summary: "Schengen visas for Switzerland, for holidays, family visits and business.",
    visas: schengenVisas("Schengen business visa"),
    feesCheckedOn: CHECKED,
    source: {
      name: "State Secretariat for Migration: visa fees",
      url: "https://www.sem.admin.ch/sem/en/home/themen/einreise/visumantragsformular.html",
    },
    refusalReasons: SCHENGEN_REFUSALS,
    appeal:
      "A written objection to the State Secretariat for Migration (SEM) within 30 days of the refusal, for a fee. If it fails, the Federal Administrative Court hears an appeal.",
    faqs: [schengenFaq("Switzerland")],
  },
  {
    code: "AT",
    note: "Austria is a common first entry for Central Europe tours.",
    slug: "austria",
    summary: "Schengen visas for Austria, a common first entry for Central Europe tours.",
    visas: schengenVisas("Schengen business visa"),
    feesCheckedOn: CHECKED,
    source: {
      name: "Austrian Embassy New Delhi: visa information",
      url: "https://www.bmeia.gv.at/en/austrian-embassy-new-delhi/",
    },
    refusalReasons: SCHENGEN_REFUSALS,
    appeal:
      "An appeal (Beschwerde) to the Federal Administrative Court, filed with the embassy within 4 weeks of the refusal, in German.",
    faqs: [schengenFaq("Austria")],
  },
  {
    code: "SG",
    note: "Singapore e-visas are filed through an authorised agent, usually within 3-5 working days.",
    slug: "singapore",
    summary: "Singapore visitor and business e-visas, filed through an authorised agent.",
    visas: [
      {
        visaType: "visitor",
        name: "Visitor visa (e-visa)",
        processingTime: "3 to 5 working days",
        governmentFee: "SGD 30",
      },
      {
        visaType: "business",
        name: "Visitor visa for business",
        processingTime: "3 to 5 working days",
        governmentFee: "SGD 30",
      },
    ],
    feesCheckedOn: CHECKED,
    source: {
      name: "Immigration & Checkpoints Authority (ICA): visa requirements",
      url: "https://www.ica.gov.sg/enter-transit-depart/entering-singapore/visa_requirements",
    },
    refusalReasons: [
      "Incomplete Form 14A or documents that do not match it.",
      "Earlier overstay or refusal in Singapore.",
    ],
    appeal:
      "ICA does not give reasons and has no formal appeal. A new application through the agent, with a local sponsor where possible, is the usual route.",
    faqs: [
      {
        id: "agent",
        question: "Can I apply for a Singapore visa myself?",
        answer:
          "Indian passport holders apply through an authorised visa agent or a local contact in Singapore. We file through an authorised agent.",
      },
    ],
  },
  {
    code: "AE",
    note: "UAE tourist visas are issued electronically, usually within 2-4 working days.",
    slug: "united-arab-emirates",
    summary: "UAE tourist and business e-visas, usually issued within a few working days.",
    visas: [
      {
        visaType: "visitor",
        name: "Tourist e-visa (30 or 60 days)",
        processingTime: "2 to 4 working days",
        governmentFee: "Set by the sponsoring airline or agent; indicative AED 350 for 30 days",
      },
      {
        visaType: "business",
        name: "Business e-visa",
        processingTime: "2 to 4 working days",
        governmentFee: "Set by the sponsoring company or agent",
      },
    ],
    feesCheckedOn: CHECKED,
    source: {
      name: "UAE government portal: visas",
      url: "https://u.ae/en/information-and-services/visa-and-emirates-id",
    },
    refusalReasons: [
      "Passport photo or scan not meeting the portal's rules.",
      "Name matches on a security list (often cleared on a new application).",
    ],
    appeal:
      "There is no appeal for an e-visa. A new application through another sponsor, with clean scans, succeeds in most cases.",
    faqs: [
      {
        id: "on-arrival",
        question: "Can Indians get a UAE visa on arrival?",
        answer:
          "Only with a valid US visa or a UK or EU residence permit, among a few other cases. Everyone else needs the e-visa before flying.",
      },
    ],
  },
  {
    code: "JP",
    note: "Japan takes paper applications through accredited agents; no biometrics are taken.",
    slug: "japan",
    summary: "Japanese tourist and business visas, filed on paper through accredited agents.",
    visas: [
      {
        visaType: "visitor",
        name: "Temporary visitor visa (tourism)",
        processingTime: "About 5 working days",
        governmentFee: "Set in rupees by the embassy; see the source",
      },
      {
        visaType: "business",
        name: "Temporary visitor visa (business)",
        processingTime: "About 5 working days",
        governmentFee: "Set in rupees by the embassy; see the source",
      },
    ],
    feesCheckedOn: CHECKED,
    source: {
      name: "Embassy of Japan in India: visa",
      url: "https://www.in.emb-japan.go.jp/itpr_en/visa.html",
    },
    refusalReasons: [
      "Schedule of stay not matching the bookings.",
      "Funds not shown in the applicant's own name.",
    ],
    appeal:
      "Japan gives no reasons and has no appeal. A refused applicant may apply again for the same purpose after 6 months.",
    faqs: [
      {
        id: "six-months",
        question: "Why must I wait 6 months after a Japan refusal?",
        answer:
          "The embassy does not accept a new application for the same purpose within 6 months of a refusal. Getting the first application right is what matters; we check it before it is filed.",
      },
    ],
  },
  {
    code: "TH",
    note: "Thailand's e-visa replaced most paper applications from India.",
    slug: "thailand",
    summary: "Thai e-visas for longer stays and business; short holidays are visa-free for Indian passports.",
    visas: [
      {
        visaType: "visitor",
        name: "Tourist e-visa (for stays over the visa-free period)",
        processingTime: "About 14 working days",
        governmentFee: "Set in rupees on the e-visa portal",
      },
      {
        visaType: "business",
        name: "Non-immigrant B e-visa",
        processingTime: "About 14 working days",
        governmentFee: "Set in rupees on the e-visa portal",
      },
    ],
    feesCheckedOn: CHECKED,
    source: { name: "Royal Thai e-Visa portal", url: "https://www.thaievisa.go.th/" },
    refusalReasons: [
      "Documents uploaded unreadable or in the wrong section.",
      "Bank balance below what the category asks for.",
    ],
    appeal:
      "There is no appeal; apply again on the portal with the missing documents. For a short holiday you may not need a visa at all.",
    faqs: [
      {
        id: "visa-free",
        question: "Do Indians need a visa for a short Thailand holiday?",
        answer:
          "Thailand has allowed Indian passport holders visa-free tourist stays since 2024. Rules change: we confirm the current length of stay before you book.",
      },
    ],
  },
];

const BY_SLUG = new Map(DESTINATIONS.map((destination) => [destination.slug, destination]));
const BY_CODE = new Map(DESTINATIONS.map((destination) => [destination.code, destination]));

/** The destination at /visa/<slug>, or undefined. */
export function getDestinationBySlug(slug: string): Destination | undefined {
  return BY_SLUG.get(slug);
}

/** The destination page of a country (ISO alpha-2, any case), or undefined when it has none. */
export function getDestination(code: string): Destination | undefined {
  return BY_CODE.get(code.toUpperCase());
}

// Every country with labels has a page, in the same order: checked when loaded (the addresses: destinations.test.ts).
if (DESTINATIONS.map((d) => d.code).join() !== COUNTRY_STATS.map((s) => s.code).join()) {
  throw new Error("DESTINATIONS and COUNTRY_STATS must list the same countries in the same order");
}
