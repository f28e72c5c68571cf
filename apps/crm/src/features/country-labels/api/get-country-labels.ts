import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CountryLabelList } from "@visadesk/contracts/country-labels";
import { getJson } from "#lib/api.ts";

export const COUNTRY_LABELS_PATH = "/api/country-labels";

/** `GET /api/country-labels`: every destination's public figures, when they were checked, by whom, and staleness. */
export function getCountryLabels() {
  return getJson<CountryLabelList>(COUNTRY_LABELS_PATH);
}

export function getCountryLabelsQueryOptions() {
  return queryOptions({ queryKey: [COUNTRY_LABELS_PATH], queryFn: getCountryLabels });
}

export function useCountryLabels() {
  return useQuery(getCountryLabelsQueryOptions());
}
