/**
 * The 18 places landing personalisation detects (docs/behaviours/personalisation.md#locations), in the order it lists
 * them.
 */
export const LOCATION_IDS = [
  "mumbai",
  "delhi",
  "bangalore",
  "hyderabad",
  "chennai",
  "pune",
  "ahmedabad",
  "kolkata",
  "kochi",
  "london",
  "toronto",
  "sydney",
  "dubai",
  "singapore",
  "newyork",
  "california",
  "texas",
  "florida",
] as const;

export type LocationId = (typeof LOCATION_IDS)[number];

/** A detected place: how to name it, and which country it is in. */
export interface Location {
  id: LocationId;
  /** How copy names the place. */
  label: string;
  /** ISO 3166-1 alpha-2 of the country it is in. */
  country: string;
}

/** Every detectable place, in the order of docs/behaviours/personalisation.md#locations. */
export const LOCATIONS: readonly Location[] = [
  { id: "mumbai", label: "Mumbai", country: "IN" },
  { id: "delhi", label: "Delhi", country: "IN" },
  { id: "bangalore", label: "Bangalore", country: "IN" },
  { id: "hyderabad", label: "Hyderabad", country: "IN" },
  { id: "chennai", label: "Chennai", country: "IN" },
  { id: "pune", label: "Pune", country: "IN" },
  { id: "ahmedabad", label: "Ahmedabad", country: "IN" },
  { id: "kolkata", label: "Kolkata", country: "IN" },
  { id: "kochi", label: "Kochi", country: "IN" },
  { id: "london", label: "London", country: "GB" },
  { id: "toronto", label: "Toronto", country: "CA" },
  { id: "sydney", label: "Sydney", country: "AU" },
  { id: "dubai", label: "Dubai", country: "AE" },
  { id: "singapore", label: "Singapore", country: "SG" },
  { id: "newyork", label: "New York", country: "US" },
  { id: "california", label: "California", country: "US" },
  { id: "texas", label: "Texas", country: "US" },
  { id: "florida", label: "Florida", country: "US" },
];

/** Marketing copy for a city where the consultancy has an office. */
export interface LocationCopy {
  /** A timely warning for applicants from that city. */
  warningMessage: string;
  /** Claimed success rate for clients of that office, as shown. */
  successRate: string;
  /** Where the local office is. */
  localOffice: string;
}

/**
 * Copy for the five cities with an office (docs/behaviours/personalisation.md#locations); every other location has
 * none.
 */
export const LOCATION_COPY: Readonly<Partial<Record<LocationId, LocationCopy>>> = {
  mumbai: {
    warningMessage:
      "Mumbai visa-centre slots for UK and Schengen visas fill fast in peak season: book early.",
    successRate: "96%",
    localOffice: "Andheri East, Mumbai",
  },
  delhi: {
    warningMessage:
      "Delhi's Schengen and US appointments are the most contested in India: have your documents ready before you book.",
    successRate: "95%",
    localOffice: "Connaught Place, New Delhi",
  },
  bangalore: {
    warningMessage:
      "Bangalore applicants with employer letters often miss the leave-approval line that consulates ask for.",
    successRate: "97%",
    localOffice: "Koramangala, Bangalore",
  },
  hyderabad: {
    warningMessage:
      "Hyderabad student-visa refusals most often cite funds shown for under 28 days: check your bank statements.",
    successRate: "94%",
    localOffice: "Banjara Hills, Hyderabad",
  },
  chennai: {
    warningMessage:
      "Chennai's visa centres see long queues in summer: ask us for the earliest biometrics slot.",
    successRate: "95%",
    localOffice: "T. Nagar, Chennai",
  },
};

/**
 * The destination (ISO alpha-2) whose current appointment label a city's box shows beside its warning: waits change
 * weekly, so the copy never states one; the box reads the same dated label as that country's card.
 */
export const LOCATION_SLOT_COUNTRY: Readonly<Partial<Record<LocationId, string>>> = { mumbai: "GB" };

const BY_ID = new Map(LOCATIONS.map((location) => [location.id, location]));

/** The place with this id. */
export function getLocation(id: LocationId): Location {
  const location = BY_ID.get(id);
  if (!location) throw new Error(`Unknown location ${id}`);
  return location;
}
