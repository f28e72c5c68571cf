import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Customer } from "@visadesk/contracts/customers";
import { getJson } from "#lib/api.ts";

export const customerPath = (id: string) => `/api/customers/${encodeURIComponent(id)}`;

/** `GET /api/customers/:id`: the customer with their cases and timeline. */
export function getCustomer(id: string) {
  return getJson<Customer>(customerPath(id));
}

export function getCustomerQueryOptions(id: string) {
  return queryOptions({ queryKey: [customerPath(id)], queryFn: () => getCustomer(id) });
}

export function useCustomer(id: string) {
  return useQuery(getCustomerQueryOptions(id));
}
