import { useQueryClient } from "@tanstack/react-query";
import type { ConvertLeadRequest, ConvertLeadResult } from "@visadesk/contracts/leads";
import { leadPath } from "#features/leads/api/get-lead.ts";
import { LEADS_PATH } from "#features/leads/api/get-leads.ts";
import { invalidatePath, requestJson } from "#lib/api.ts";
import { useVersionedMutation } from "#lib/record-version.ts";

/** `POST /api/leads/:id/convert`: a qualified lead becomes `converted` and a deal opens at `quoted`. */
export function convertLead(id: string, body: ConvertLeadRequest) {
  return requestJson<ConvertLeadResult>("POST", `${leadPath(id)}/convert`, body);
}

export function useConvertLead(id: string) {
  const queryClient = useQueryClient();
  return useVersionedMutation({
    pathOf: () => leadPath(id),
    send: (body: ConvertLeadRequest) => convertLead(id, body),
    onSuccess: async () => {
      await invalidatePath(queryClient, LEADS_PATH);
      await invalidatePath(queryClient, "/api/deals");
    },
  });
}
