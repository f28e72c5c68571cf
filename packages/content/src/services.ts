/** The visa types of docs/behaviours/personalisation.md#keywords; "general" is help that fits none of the others. */
export const VISA_TYPES = [
  "visitor",
  "student",
  "business",
  "transit",
  "dependent",
  "schengen",
  "general",
] as const;

export type VisaType = (typeof VISA_TYPES)[number];

/** One service the consultancy sells. */
export interface Service {
  id: VisaType | "refusal-appeal";
  /** The service's name in a list or a heading. */
  name: string;
  /** The word used inside a headline: "UK student visas". Empty for "general". */
  label: string;
  /** One or two sentences for a visitor choosing what to ask for. */
  description: string;
}

/**
 * Every service, visa types first in the order of docs/behaviours/personalisation.md#keywords, then the refusal appeal.
 */
export const SERVICES: readonly Service[] = [
  {
    id: "visitor",
    name: "Visitor and tourist visas",
    label: "visitor",
    description:
      "Holidays, family visits and short trips: we check your finances, ties to India and itinerary before you apply.",
  },
  {
    id: "student",
    name: "Student visas",
    label: "student",
    description:
      "From offer letter to visa: funds, the admission documents each country asks for, and the interview.",
  },
  {
    id: "business",
    name: "Business visas",
    label: "business",
    description:
      "Meetings, conferences and trade fairs: invitation letters, employer cover letters and fast-track appointments.",
  },
  {
    id: "transit",
    name: "Transit visas",
    label: "transit",
    description: "Whether your connection needs an airside transit visa, and getting one in time if it does.",
  },
  {
    id: "dependent",
    name: "Dependant and family visas",
    label: "dependant",
    description:
      "Spouses, partners and children joining a family member abroad: relationship evidence and sponsor documents.",
  },
  {
    id: "schengen",
    name: "Schengen visas",
    label: "Schengen",
    description:
      "One visa for 29 European countries: which consulate to apply to, appointments, insurance and itinerary.",
  },
  {
    id: "general",
    name: "General visa advice",
    label: "",
    description: "Not sure which visa you need? A consultant looks at your plans and tells you, free.",
  },
  {
    id: "refusal-appeal",
    name: "Refusal appeals and re-applications",
    label: "refusal appeal",
    description:
      "We read the refusal letter, fix what the officer found missing and file the appeal or a stronger re-application.",
  },
];

const BY_ID = new Map(SERVICES.map((service) => [service.id, service]));

/** The service with this id. */
export function getService(id: Service["id"]): Service {
  const service = BY_ID.get(id);
  if (!service) throw new Error(`Unknown service ${id}`);
  return service;
}
