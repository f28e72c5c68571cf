import type { Lead, LeadStatusRequest } from "@visadesk/contracts/leads";
import { leadPath } from "#features/leads/api/get-lead.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordWrite } from "#lib/record-write.ts";

/** `POST /api/leads/:id/status`: an illegal move is a 409 naming the allowed ones; `lost` needs a reason. */
export function changeLeadStatus(id: string, body: LeadStatusRequest) {
  return requestJson<Lead>("POST", `${leadPath(id)}/status`, body);
}

export function useChangeLeadStatus(id: string) {
  return useRecordWrite({
    pathOf: () => leadPath(id),
    send: (body: LeadStatusRequest) => changeLeadStatus(id, body),
    alsoChanges: () => MY_DAY_PATHS,
  });
}
