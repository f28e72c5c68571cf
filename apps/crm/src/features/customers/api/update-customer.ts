import type { Customer, UpdateCustomerRequest } from "@visadesk/contracts/customers";
import { customerPath } from "#features/customers/api/get-customer.ts";
import { requestJson } from "#lib/api.ts";
import { recordPath, useRecordWrite } from "#lib/record-write.ts";

/** `PATCH /api/customers/:id`: corrects contact and passport details; answers the customer. */
export function updateCustomer(id: string, body: UpdateCustomerRequest) {
  return requestJson<Customer>("PATCH", customerPath(id), body);
}

export function useUpdateCustomer(id: string) {
  return useRecordWrite({
    pathOf: () => customerPath(id),
    send: (body: UpdateCustomerRequest) => updateCustomer(id, body),
    // The customer's cases and deliveries show their name and follow a rename; a case checks the passport's expiry.
    alsoChanges: (customer, body) => [
      ...(body.name === undefined && body.passportExpiresOn === undefined
        ? []
        : customer.cases.map((c) => recordPath("/api/cases", c.id))),
      body.name !== undefined && "/api/cases",
      body.name !== undefined && "/api/deliveries",
      body.name !== undefined && "/api/deliveries/",
    ],
  });
}
