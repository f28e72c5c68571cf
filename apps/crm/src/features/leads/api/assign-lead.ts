import type { AssignLinkedBody } from "@visadesk/contracts/crm";
import type { Lead } from "@visadesk/contracts/leads";
import { leadPath } from "#features/leads/api/get-lead.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordWrite } from "#lib/record-write.ts";

/**
 * `POST /api/leads/:id/assign`: a username, or `null` to unassign (staff may take unassigned leads); `alsoLinked`
 * (default on) takes the lead's open enquiries along. Answers the lead.
 */
export function assignLead(id: string, body: AssignLinkedBody) {
  return requestJson<Lead>("POST", `${leadPath(id)}/assign`, body);
}

export function useAssignLead(id: string) {
  return useRecordWrite({
    pathOf: () => leadPath(id),
    send: (body: AssignLinkedBody) => assignLead(id, body),
    alsoChanges: (_lead, body) => [
      ...MY_DAY_PATHS,
      ...(body.alsoLinked === false ? [] : ["/api/enquiries", "/api/enquiries/"]),
    ],
  });
}
