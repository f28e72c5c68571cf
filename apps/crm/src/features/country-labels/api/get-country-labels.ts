import { queryOptions, useQuery } from "@tanstack/react-query";
import { ZCountryLabelList } from "@visadesk/contracts/country-labels";
import { getJson } from "#lib/api.ts";

export const COUNTRY_LABELS_PATH = "/api/country-labels";

/** `GET /api/country-labels`: every destination's public figures, when they were checked, by whom, and staleness. */
export function getCountryLabels() {
  return getJson(COUNTRY_LABELS_PATH, ZCountryLabelList);
}

export function getCountryLabelsQueryOptions() {
  return queryOptions({ queryKey: [COUNTRY_LABELS_PATH], queryFn: getCountryLabels });
}

export function useCountryLabels() {
  return useQuery(getCountryLabelsQueryOptions());
}
