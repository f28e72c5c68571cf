import type { Lead, UpdateLeadRequest } from "@visadesk/contracts/leads";
import { leadPath } from "#features/leads/api/get-lead.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, recordPath, useRecordWrite } from "#lib/record-write.ts";

/** `PATCH /api/leads/:id`: corrects the lead's details or moves its next follow-up; answers the lead. */
export function updateLead(id: string, body: UpdateLeadRequest) {
  return requestJson<Lead>("PATCH", leadPath(id), body);
}

export function useUpdateLead(id: string) {
  return useRecordWrite({
    pathOf: () => leadPath(id),
    send: (body: UpdateLeadRequest) => updateLead(id, body),
    // My day picks the follow-ups due from the lead; its deals show the lead's name and follow a rename.
    alsoChanges: (lead, body) => [
      ...MY_DAY_PATHS,
      ...(body.name === undefined
        ? []
        : ["/api/deals", ...lead.deals.map((deal) => recordPath("/api/deals", deal.id))]),
    ],
  });
}
