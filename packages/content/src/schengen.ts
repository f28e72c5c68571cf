/**
 * The 29 members of the Schengen area (ISO 3166-1 alpha-2), as the European Commission lists them since Bulgaria and
 * Romania joined fully on 1 January 2025: 25 EU members plus Iceland, Liechtenstein, Norway and Switzerland. Cyprus
 * and Ireland are in the EU but not in Schengen. A Schengen visa is for these destinations and no other
 * (docs/decisions/029-case-rules-and-schengen.md says why this is a constant and not a library).
 */
export const SCHENGEN_AREA: readonly string[] = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IS",
  "IT",
  "LV",
  "LI",
  "LT",
  "LU",
  "MT",
  "NL",
  "NO",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
  "CH",
];

const MEMBERS = new Set(SCHENGEN_AREA);

/** True when `country` (an ISO code, any case) is in the Schengen area. */
export function inSchengenArea(country: string): boolean {
  return MEMBERS.has(country.toUpperCase());
}

/**
 * True when a destination and a visa type can go together: a Schengen visa only for a Schengen destination (any
 * other visa type for any destination). An unknown destination or visa type is not this rule's business.
 */
export function destinationFitsVisaType(
  country: string | null | undefined,
  visaType: string | null | undefined,
) {
  if (!country || visaType !== "schengen") return true;
  return inSchengenArea(country);
}
