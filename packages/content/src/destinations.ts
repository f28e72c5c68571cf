import { COUNTRY_STATS } from "#country-stats.ts";
import type { FaqItem } from "#faq.ts";
import type { Locale } from "#i18n/locales.ts";
import { type Facts, fillWords, money, year } from "#i18n/wording.ts";
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

/** One destination page: /visa/<slug>, its text in one language. */
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

/**
 * A destination page's words in one language, by the ids of its data. Every fee, duration and deadline is a
 * `{placeholder}` filled from the destination's facts, so a language holds only words, never a second copy of a fee.
 */
export interface DestinationWords {
  summary: string;
  note: string;
  visas: Readonly<Partial<Record<VisaType, { name: string; processingTime: string; governmentFee: string }>>>;
  sourceName: string;
  /** In the order of the English reasons, one for one. */
  refusalReasons: readonly string[];
  appeal: string;
  faqs: Readonly<Record<string, { question: string; answer: string }>>;
}

/** A destination as written here: the English words with placeholders, and the facts they name. */
export interface DestinationSource extends Omit<Destination, "visas"> {
  /** The facts the summary, note, refusal reasons, appeal and FAQs name. */
  facts?: Facts;
  /** Each visa with the facts its name, time and fee name. */
  visas: readonly (DestinationVisa & { facts?: Facts })[];
}

const CHECKED = "2025-06-02";

// The Schengen visa's shared fee and time, and the facts they name (every Schengen destination shows the same ones).
const SCHENGEN_FEE = "{fee} ({childFee} for children aged {childFrom} to {childTo})";
const SCHENGEN_TIME = "{days} calendar days, up to {busyDays} in busy months";
const SCHENGEN_FACTS: Facts = {
  fee: money("EUR", 90),
  childFee: money("EUR", 45),
  childFrom: 6,
  childTo: 11,
  days: 15,
  busyDays: 45,
};
const SCHENGEN_REFUSALS = [
  "The purpose and conditions of the stay were not justified (itinerary and bookings did not match).",
  "Not enough means of subsistence for the stay and the return.",
  "Doubts that you would leave before the visa expires (weak ties to India).",
  "Travel medical insurance missing or not valid for the whole stay.",
];
const schengenVisas = (
  business: string,
  student?: DestinationSource["visas"][number],
): DestinationSource["visas"][number][] => [
  {
    visaType: "schengen",
    name: "Schengen short-stay (C) visa",
    processingTime: SCHENGEN_TIME,
    governmentFee: SCHENGEN_FEE,
    facts: SCHENGEN_FACTS,
  },
  {
    visaType: "business",
    name: business,
    processingTime: SCHENGEN_TIME,
    governmentFee: SCHENGEN_FEE,
    facts: SCHENGEN_FACTS,
  },
  ...(student ? [student] : []),
];
const schengenFaq = (country: string): FaqItem => ({
  id: "which-consulate",
  question: `Should I apply to ${country} if I visit several Schengen countries?`,
  answer: `Apply to ${country} if you spend the most nights there, or, with equal nights everywhere, if you enter the Schengen area there. Applying to the wrong country is a common reason for a refusal.`,
});

/** The 17 destinations with a page, in the same order as their country labels. */
const SOURCES: readonly DestinationSource[] = [
  {
    code: "GB",
    note: "Standard visitor visas are decided in about {weeks} weeks after biometrics.",
    facts: { weeks: 3, reviewMonths: 3, familyDays: 28, balanceMonths: 6 },
    slug: "united-kingdom",
    summary: "Visitor, student, business and family visas for the UK, and a fresh start after a UK refusal.",
    visas: [
      {
        visaType: "visitor",
        name: "Standard Visitor visa ({months} months)",
        processingTime: "{weeks} weeks after biometrics",
        governmentFee: "{fee}",
        facts: { weeks: 3, fee: money("GBP", 127), months: 6 },
      },
      {
        visaType: "student",
        name: "Student visa",
        processingTime: "{weeks} weeks after biometrics",
        governmentFee: "{fee}, plus the Immigration Health Surcharge",
        facts: { weeks: 3, fee: money("GBP", 524) },
      },
      {
        visaType: "business",
        name: "Standard Visitor visa for business",
        processingTime: "{weeks} weeks after biometrics",
        governmentFee: "{fee}",
        facts: { weeks: 3, fee: money("GBP", 127) },
      },
      {
        visaType: "dependent",
        name: "Dependant visa",
        processingTime: "{from} to {to} weeks after biometrics",
        governmentFee: "Depends on the main visa; plus the Immigration Health Surcharge",
        facts: { from: 3, to: 12 },
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
      "Visitor and student refusals carry no right of appeal. The usual route is a new application that answers each reason in the refusal letter; a judicial review is possible only when the decision was unlawful, within {reviewMonths} months. Family visa refusals can be appealed to the First-tier Tribunal within {familyDays} days.",
    faqs: [
      {
        id: "bank-balance",
        question: "How much money should my bank account show for a UK visitor visa?",
        answer:
          "There is no fixed figure. The officer checks that the trip is affordable from your usual income and savings, so a steady balance over {balanceMonths} months matters more than one large deposit.",
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
        governmentFee: "{fee}",
        facts: { fee: money("USD", 185) },
      },
      {
        visaType: "student",
        name: "F-1 student visa",
        processingTime: "Decided at the interview",
        governmentFee: "{fee}, plus the {sevis} SEVIS fee",
        facts: { fee: money("USD", 185), sevis: money("USD", 350) },
      },
      {
        visaType: "business",
        name: "B1 business visa",
        processingTime: "Decided at the interview",
        governmentFee: "{fee}",
        facts: { fee: money("USD", 185) },
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
    facts: { reviewDays: 60 },
    slug: "canada",
    summary: "Visitor visas, study permits and business visits to Canada, filed online with IRCC.",
    visas: [
      {
        visaType: "visitor",
        name: "Visitor visa (TRV)",
        processingTime: "As IRCC publishes it, weekly; often {from} to {to} weeks from India",
        governmentFee: "{fee}, plus {biometrics} for biometrics",
        facts: { from: 4, to: 8, fee: money("CAD", 100), biometrics: money("CAD", 85) },
      },
      {
        visaType: "student",
        name: "Study permit",
        processingTime: "As IRCC publishes it; often {from} to {to} weeks",
        governmentFee: "{fee}, plus {biometrics} for biometrics",
        facts: { from: 8, to: 12, fee: money("CAD", 150), biometrics: money("CAD", 85) },
      },
      {
        visaType: "business",
        name: "Visitor visa for business",
        processingTime: "As for visitor visas",
        governmentFee: "{fee}, plus {biometrics} for biometrics",
        facts: { fee: money("CAD", 100), biometrics: money("CAD", 85) },
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
      "There is no appeal for a visitor visa or study permit refused outside Canada. You can reapply with new evidence, ask for the officer's notes (GCMS) to see the full reasons, or seek judicial review at the Federal Court within {reviewDays} days.",
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
        processingTime: "Most decided within {from} to {to} weeks",
        governmentFee: "{fee}",
        facts: { from: 3, to: 5, fee: money("AUD", 195) },
      },
      {
        visaType: "student",
        name: "Student visa (subclass 500)",
        processingTime: "Most decided within {from} to {to} weeks",
        governmentFee: "{fee}",
        facts: { from: 4, to: 8, fee: money("AUD", 2000) },
      },
      {
        visaType: "business",
        name: "Visitor visa (subclass 600), business stream",
        processingTime: "Most decided within {weeks} weeks",
        governmentFee: "{fee}",
        facts: { weeks: 3, fee: money("AUD", 195) },
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
    facts: { monthlyFunds: money("NZD", 1000) },
    slug: "new-zealand",
    summary: "Visitor and student visas for New Zealand, applied for online.",
    visas: [
      {
        visaType: "visitor",
        name: "Visitor visa",
        processingTime: "Most decided within {from} to {to} weeks",
        governmentFee: "{fee}, plus the {levy} visitor levy",
        facts: { from: 4, to: 6, fee: money("NZD", 341), levy: money("NZD", 100) },
      },
      {
        visaType: "student",
        name: "Fee-paying student visa",
        processingTime: "Most decided within {from} to {to} weeks",
        governmentFee: "{fee}",
        facts: { from: 6, to: 10, fee: money("NZD", 750) },
      },
    ],
    feesCheckedOn: CHECKED,
    source: {
      name: "Immigration New Zealand: fees and processing times",
      url: "https://www.immigration.govt.nz/new-zealand-visas/apply-for-a-visa/tools-and-information/tools/office-and-fees-finder",
    },
    refusalReasons: [
      "Not a bona fide visitor: reasons to return to India not shown.",
      "Funds of {monthlyFunds} a month (or a sponsor's guarantee) not shown.",
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
    facts: { appealMonths: 2, from: 3, to: 6 },
    slug: "ireland",
    summary: "Short-stay visitor, business and study visas for Ireland, including appeals after a refusal.",
    visas: [
      {
        visaType: "visitor",
        name: "Short stay 'C' visit visa",
        processingTime: "About {weeks} weeks from the visa centre",
        governmentFee: "{single} single entry, {multiple} multiple entry",
        facts: { weeks: 8, single: money("EUR", 60), multiple: money("EUR", 100) },
      },
      {
        visaType: "student",
        name: "Long stay 'D' study visa",
        processingTime: "About {weeks} weeks",
        governmentFee: "{fee}",
        facts: { weeks: 8, fee: money("EUR", 60) },
      },
      {
        visaType: "business",
        name: "Short stay 'C' business visa",
        processingTime: "About {weeks} weeks",
        governmentFee: "{single} single entry, {multiple} multiple entry",
        facts: { weeks: 8, single: money("EUR", 60), multiple: money("EUR", 100) },
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
      "Ireland lets you appeal free of charge: write to the Visa Appeals Officer within {appealMonths} months of the refusal, answering each reason with new evidence. Appeals take several months; a fresh application is sometimes quicker.",
    faqs: [
      {
        id: "appeal-time",
        question: "How long does an Irish visa appeal take?",
        answer:
          "Usually {from} to {to} months. If your trip is sooner, a new application with the missing evidence may be the faster route; we tell you which fits your dates.",
      },
    ],
  },
  {
    code: "DE",
    note: "Schengen appointments fill fastest from April to July.",
    facts: { months: 1 },
    slug: "germany",
    summary: "Schengen visas for tourism, family visits and business in Germany, and German student visas.",
    visas: schengenVisas("Schengen business visa", {
      visaType: "student",
      name: "National (D) student visa",
      processingTime: "{from} to {to} weeks",
      governmentFee: "{fee}",
      facts: { from: 6, to: 12, fee: money("EUR", 75) },
    }),
    feesCheckedOn: CHECKED,
    source: {
      name: "German Missions in India: visa fees",
      url: "https://india.diplo.de/in-en/service/05-VisaEinreise",
    },
    refusalReasons: SCHENGEN_REFUSALS,
    appeal:
      "The refusal letter names the remedy and the deadline, usually {months} month: a written objection to the mission or an action at the Administrative Court of Berlin. A new application is often faster for a short trip.",
    faqs: [schengenFaq("Germany")],
  },
  {
    code: "FR",
    note: "France is often the quickest Schengen appointment from India.",
    facts: { months: 2 },
    slug: "france",
    summary:
      "Schengen visas for France, the Schengen appointment that is often quickest from India, and student visas.",
    visas: schengenVisas("Schengen business visa", {
      visaType: "student",
      name: "Long-stay student visa (VLS-TS)",
      processingTime: "{from} to {to} weeks after the Campus France interview",
      governmentFee: "{fee}",
      facts: { from: 2, to: 4, fee: money("EUR", 50) },
    }),
    feesCheckedOn: CHECKED,
    source: {
      name: "France-Visas: official visa website",
      url: "https://france-visas.gouv.fr/en/web/france-visas/visa-fees",
    },
    refusalReasons: SCHENGEN_REFUSALS,
    appeal:
      "A French visa refusal is first appealed to the Commission de recours contre les décisions de refus de visa (CRRV) in Nantes, in writing, within {months} months. Only after that can the administrative court in Nantes be asked.",
    faqs: [schengenFaq("France")],
  },
  {
    code: "IT",
    note: "Italian visa centres release new slots early each morning.",
    facts: { days: 60 },
    slug: "italy",
    summary: "Schengen visas for Italy, business trips and Italian student visas.",
    visas: schengenVisas("Schengen business visa", {
      visaType: "student",
      name: "National (D) study visa",
      processingTime: "Up to {days} days",
      governmentFee: "{fee}",
      facts: { days: 90, fee: money("EUR", 50) },
    }),
    feesCheckedOn: CHECKED,
    source: {
      name: "Ministry of Foreign Affairs of Italy: visa fees",
      url: "https://vistoperitalia.esteri.it/home/en",
    },
    refusalReasons: SCHENGEN_REFUSALS,
    appeal:
      "An Italian refusal can be challenged at the Regional Administrative Court of Lazio (TAR) within {days} days, with a lawyer. For most short trips a new application answering the reasons is quicker and cheaper.",
    faqs: [schengenFaq("Italy")],
  },
  {
    code: "ES",
    note: "Spain asks for a day-by-day itinerary more strictly than most.",
    facts: { reconsiderMonths: 1, courtMonths: 2 },
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
      "Ask the consulate to reconsider (recurso de reposición) within {reconsiderMonths} month, or go to the High Court of Justice in Madrid within {courtMonths} months. Both are in Spanish and in writing.",
    faqs: [schengenFaq("Spain")],
  },
  {
    code: "NL",
    note: "Dutch appointments open about {months} months ahead.",
    facts: { months: 3, weeks: 4 },
    slug: "netherlands",
    summary: "Schengen visas for the Netherlands, where appointments open about {months} months ahead.",
    visas: schengenVisas("Schengen business visa"),
    feesCheckedOn: CHECKED,
    source: {
      name: "Netherlands Worldwide: short stay Schengen visa",
      url: "https://www.netherlandsworldwide.nl/visa-the-netherlands/schengen-visa",
    },
    refusalReasons: SCHENGEN_REFUSALS,
    appeal:
      "File an objection (bezwaar) with the Ministry of Foreign Affairs within {weeks} weeks of the refusal. If the objection fails, an appeal to the court follows.",
    faqs: [schengenFaq("the Netherlands")],
  },
  {
    code: "CH",
    note: "Swiss visas are Schengen visas; apply where you spend the most nights.",
    facts: { days: 30 },
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
      "A written objection to the State Secretariat for Migration (SEM) within {days} days of the refusal, for a fee. If it fails, the Federal Administrative Court hears an appeal.",
    faqs: [schengenFaq("Switzerland")],
  },
  {
    code: "AT",
    note: "Austria is a common first entry for Central Europe tours.",
    facts: { weeks: 4 },
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
      "An appeal (Beschwerde) to the Federal Administrative Court, filed with the embassy within {weeks} weeks of the refusal, in German.",
    faqs: [schengenFaq("Austria")],
  },
  {
    code: "SG",
    note: "Singapore e-visas are filed through an authorised agent, usually within {from}-{to} working days.",
    facts: { from: 3, to: 5 },
    slug: "singapore",
    summary: "Singapore visitor and business e-visas, filed through an authorised agent.",
    visas: [
      {
        visaType: "visitor",
        name: "Visitor visa (e-visa)",
        processingTime: "{from} to {to} working days",
        governmentFee: "{fee}",
        facts: { from: 3, to: 5, fee: money("SGD", 30) },
      },
      {
        visaType: "business",
        name: "Visitor visa for business",
        processingTime: "{from} to {to} working days",
        governmentFee: "{fee}",
        facts: { from: 3, to: 5, fee: money("SGD", 30) },
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
    note: "UAE tourist visas are issued electronically, usually within {from}-{to} working days.",
    facts: { from: 2, to: 4 },
    slug: "united-arab-emirates",
    summary: "UAE tourist and business e-visas, usually issued within a few working days.",
    visas: [
      {
        visaType: "visitor",
        name: "Tourist e-visa ({short} or {long} days)",
        processingTime: "{from} to {to} working days",
        governmentFee: "Set by the sponsoring airline or agent; indicative {fee} for {days} days",
        facts: { from: 2, to: 4, fee: money("AED", 350), days: 30, short: 30, long: 60 },
      },
      {
        visaType: "business",
        name: "Business e-visa",
        processingTime: "{from} to {to} working days",
        governmentFee: "Set by the sponsoring company or agent",
        facts: { from: 2, to: 4 },
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
    facts: { months: 6 },
    slug: "japan",
    summary: "Japanese tourist and business visas, filed on paper through accredited agents.",
    visas: [
      {
        visaType: "visitor",
        name: "Temporary visitor visa (tourism)",
        processingTime: "About {days} working days",
        governmentFee: "Set in rupees by the embassy; see the source",
        facts: { days: 5 },
      },
      {
        visaType: "business",
        name: "Temporary visitor visa (business)",
        processingTime: "About {days} working days",
        governmentFee: "Set in rupees by the embassy; see the source",
        facts: { days: 5 },
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
      "Japan gives no reasons and has no appeal. A refused applicant may apply again for the same purpose after {months} months.",
    faqs: [
      {
        id: "six-months",
        question: "Why must I wait {months} months after a Japan refusal?",
        answer:
          "The embassy does not accept a new application for the same purpose within {months} months of a refusal. Getting the first application right is what matters; we check it before it is filed.",
      },
    ],
  },
  {
    code: "TH",
    note: "Thailand's e-visa replaced most paper applications from India.",
    facts: { since: year(2024) },
    slug: "thailand",
    summary: "Thai e-visas for longer stays and business; short holidays are visa-free for Indian passports.",
    visas: [
      {
        visaType: "visitor",
        name: "Tourist e-visa (for stays over the visa-free period)",
        processingTime: "About {days} working days",
        governmentFee: "Set in rupees on the e-visa portal",
        facts: { days: 14 },
      },
      {
        visaType: "business",
        name: "Non-immigrant B e-visa",
        processingTime: "About {days} working days",
        governmentFee: "Set in rupees on the e-visa portal",
        facts: { days: 14 },
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
          "Thailand has allowed Indian passport holders visa-free tourist stays since {since}. Rules change: we confirm the current length of stay before you book.",
      },
    ],
  },
];

/** The English words of a destination, by the same ids as any other language's (the reference for translations). */
export function englishWords(source: DestinationSource): DestinationWords {
  return {
    summary: source.summary,
    note: source.note,
    visas: Object.fromEntries(
      source.visas.map((visa) => [
        visa.visaType,
        { name: visa.name, processingTime: visa.processingTime, governmentFee: visa.governmentFee },
      ]),
    ),
    sourceName: source.source.name,
    refusalReasons: source.refusalReasons,
    appeal: source.appeal,
    faqs: Object.fromEntries(
      source.faqs.map((faq) => [faq.id, { question: faq.question, answer: faq.answer }]),
    ),
  };
}

/**
 * A destination page in one language: `words` (the English ones, or a translation by the same ids) with the
 * destination's facts filled in, in `locale`'s number formats. A translation that lacks a visa, a reason or an answer
 * is an error that names it, never a page with a hole.
 */
export function localiseDestination(
  source: DestinationSource,
  words: DestinationWords,
  locale: Locale,
): Destination {
  const missing = (what: string) => new Error(`The ${locale} words of ${source.code} have no ${what}`);
  const fill = (text: string, facts?: Facts) => fillWords(text, { ...source.facts, ...facts }, locale);
  if (words.refusalReasons.length !== source.refusalReasons.length)
    throw missing("refusal reason for each English one");
  return {
    code: source.code,
    slug: source.slug,
    summary: fill(words.summary),
    note: fill(words.note),
    visas: source.visas.map((visa) => {
      const visaWords = words.visas[visa.visaType];
      if (!visaWords) throw missing(`${visa.visaType} visa`);
      return {
        visaType: visa.visaType,
        name: fill(visaWords.name, visa.facts),
        processingTime: fill(visaWords.processingTime, visa.facts),
        governmentFee: fill(visaWords.governmentFee, visa.facts),
      };
    }),
    feesCheckedOn: source.feesCheckedOn,
    source: { name: words.sourceName, url: source.source.url },
    refusalReasons: words.refusalReasons.map((reason) => fill(reason)),
    appeal: fill(words.appeal),
    faqs: source.faqs.map((faq) => {
      const faqWords = words.faqs[faq.id];
      if (!faqWords) throw missing(`answer "${faq.id}"`);
      return { id: faq.id, question: fill(faqWords.question), answer: fill(faqWords.answer) };
    }),
  };
}

/** Every destination as written, with its facts: what translations are checked against. */
export const DESTINATION_SOURCES: readonly DestinationSource[] = SOURCES;

/** The 17 destination pages in English, in the same order as their country labels. */
export const DESTINATIONS: readonly Destination[] = SOURCES.map((source) =>
  localiseDestination(source, englishWords(source), "en"),
);

const BY_SLUG = new Map(DESTINATIONS.map((destination) => [destination.slug, destination]));
const BY_CODE = new Map(DESTINATIONS.map((destination) => [destination.code, destination]));
const SOURCE_BY_CODE = new Map(SOURCES.map((source) => [source.code, source]));

/** The destination at /visa/<slug>, or undefined. */
export function getDestinationBySlug(slug: string): Destination | undefined {
  return BY_SLUG.get(slug);
}

/** The destination page of a country (ISO alpha-2, any case), or undefined when it has none. */
export function getDestination(code: string): Destination | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** A destination as written, with its facts (ISO alpha-2, any case), for a page in another language. */
export function getDestinationSource(code: string): DestinationSource | undefined {
  return SOURCE_BY_CODE.get(code.toUpperCase());
}

// Every country with labels has a page, in the same order: checked when loaded (the addresses: destinations.test.ts).
if (DESTINATIONS.map((d) => d.code).join() !== COUNTRY_STATS.map((s) => s.code).join()) {
  throw new Error("DESTINATIONS and COUNTRY_STATS must list the same countries in the same order");
}
