import type { AssignBody } from "@visadesk/contracts/crm";
import type { Customer } from "@visadesk/contracts/customers";
import { customerPath } from "#features/customers/api/get-customer.ts";
import { requestJson } from "#lib/api.ts";
import { MY_DAY_PATHS, useRecordWrite } from "#lib/record-write.ts";

/** `POST /api/customers/:id/assign`: a username, or `null` to unassign; answers the customer. */
export function assignCustomer(id: string, body: AssignBody) {
  return requestJson<Customer>("POST", `${customerPath(id)}/assign`, body);
}

export function useAssignCustomer(id: string) {
  return useRecordWrite({
    pathOf: () => customerPath(id),
    send: (body: AssignBody) => assignCustomer(id, body),
    alsoChanges: () => MY_DAY_PATHS,
  });
}
