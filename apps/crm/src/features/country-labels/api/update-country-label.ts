import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type UpdateCountryLabelRequest, ZCountryLabel } from "@visadesk/contracts/country-labels";
import { COUNTRY_LABELS_PATH } from "#features/country-labels/api/get-country-labels.ts";
import { invalidatePath, sendJson } from "#lib/api.ts";

/** `PUT /api/country-labels/:code`: the figures as just checked; the server dates them today and names the editor. */
export async function updateCountryLabel(code: string, body: UpdateCountryLabelRequest) {
  const label = await sendJson(
    "PUT",
    `${COUNTRY_LABELS_PATH}/${encodeURIComponent(code)}`,
    body,
    ZCountryLabel,
  );
  if (!label) throw new Error("The server did not return the saved label");
  return label;
}

export function useUpdateCountryLabel(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCountryLabelRequest) => updateCountryLabel(code, body),
    onSuccess: () => invalidatePath(queryClient, COUNTRY_LABELS_PATH),
  });
}
