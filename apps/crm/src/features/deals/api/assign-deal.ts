import type { AssignBody } from "@visadesk/contracts/crm";
import type { Deal } from "@visadesk/contracts/deals";
import { dealPath } from "#features/deals/api/get-deal.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordWrite } from "#lib/record-write.ts";

/** `POST /api/deals/:id/assign`: a username, or `null` to unassign; answers the deal. */
export function assignDeal(id: string, body: AssignBody) {
  return requestJson<Deal>("POST", `${dealPath(id)}/assign`, body);
}

export function useAssignDeal(id: string) {
  return useRecordWrite({
    pathOf: () => dealPath(id),
    send: (body: AssignBody) => assignDeal(id, body),
    alsoChanges: () => MY_DAY_PATHS,
  });
}
