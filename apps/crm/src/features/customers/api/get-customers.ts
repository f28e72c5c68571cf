import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CustomerList, CustomerListQuery } from "@visadesk/contracts/customers";
import { counted, getJson, withQuery } from "#lib/api.ts";

export const CUSTOMERS_PATH = "/api/customers";

/** The list's filters, as the URL of the page and the query of `GET /api/customers` hold them. */
export type CustomerFilters = Pick<
  CustomerListQuery,
  "q" | "status" | "assignee" | "sort" | "order" | "cursor"
> & {
  limit?: number;
};

export function customersUrl(filters: CustomerFilters, path = CUSTOMERS_PATH): string {
  return withQuery(path, { ...filters });
}

/** `GET /api/customers`: one page of customers and how many match. */
export function getCustomers(filters: CustomerFilters) {
  return getJson<CustomerList>(counted(customersUrl(filters)));
}

export function getCustomersQueryOptions(filters: CustomerFilters) {
  return queryOptions({
    queryKey: [CUSTOMERS_PATH, filters],
    queryFn: () => getCustomers(filters),
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(filters: CustomerFilters) {
  return useQuery(getCustomersQueryOptions(filters));
}
