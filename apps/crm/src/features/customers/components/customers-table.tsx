import type { CustomerListItem } from "@visadesk/contracts/customers";
import { EmptyState } from "@visadesk/ui/empty-state";
import type { ColumnDef } from "#components/data-table.tsx";
import { PagedListTable } from "#components/paged-list-table.tsx";
import {
  assigneeColumn,
  contactColumn,
  dateTimeColumn,
  nameColumn,
  statusColumn,
} from "#components/record-columns.tsx";
import { useCustomers } from "#features/customers/api/get-customers.ts";
import { customerFiltersFromSearch } from "#features/customers/utils/customer-filters.ts";
import { useListUrlState } from "#hooks/use-list-url-state.ts";

const columns: ColumnDef<CustomerListItem>[] = [
  nameColumn(),
  statusColumn(),
  contactColumn(),
  {
    id: "city",
    header: "City",
    enableSorting: false,
    cell: ({ row }) => row.original.city ?? "",
  },
  {
    id: "portal",
    header: "Portal",
    enableSorting: false,
    cell: ({ row }) => (row.original.portalUsername ? "Has an account" : "No account"),
  },
  assigneeColumn(),
  dateTimeColumn("createdAt", "Customer since"),
];

/** The customers list: server-side pages, sorting by name / since, and the URL's filters. */
export function CustomersTable() {
  const list = useListUrlState(customerFiltersFromSearch);
  const customers = useCustomers({ ...list.filters, cursor: list.pages.cursor });
  const { filters } = list;
  return (
    <PagedListTable
      noun="customers"
      columns={columns}
      list={list}
      query={customers}
      filtered={Boolean(filters.q || filters.status || filters.assignee)}
      empty={
        <EmptyState
          title="No customers yet"
          description="A client becomes a customer when their deal is won."
        />
      }
    />
  );
}
