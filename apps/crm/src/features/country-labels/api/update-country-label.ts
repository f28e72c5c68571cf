import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CountryLabel, UpdateCountryLabelRequest } from "@visadesk/contracts/country-labels";
import { COUNTRY_LABELS_PATH } from "#features/country-labels/api/get-country-labels.ts";
import { invalidatePath, requestJson } from "#lib/api.ts";

/** `PUT /api/country-labels/:code`: the figures as just checked; the server dates them today and names the editor. */
export function updateCountryLabel(code: string, body: UpdateCountryLabelRequest) {
  return requestJson<CountryLabel>("PUT", `${COUNTRY_LABELS_PATH}/${encodeURIComponent(code)}`, body);
}

export function useUpdateCountryLabel(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCountryLabelRequest) => updateCountryLabel(code, body),
    onSuccess: () => invalidatePath(queryClient, COUNTRY_LABELS_PATH),
  });
}
