import type { DeliveryListItem } from "@visadesk/contracts/deliveries";
import { DELIVERY_METHODS } from "@visadesk/contracts/values/deliveries";
import { DELIVERY_STATUSES } from "@visadesk/contracts/workflow";
import { EmptyState } from "@visadesk/ui/empty-state";
import type { ColumnDef } from "#components/data-table.tsx";
import { PagedListTable } from "#components/paged-list-table.tsx";
import {
  assigneeColumn,
  caseNumberColumn,
  clientColumn,
  dateTimeColumn,
} from "#components/record-columns.tsx";
import { useDeliveries } from "#features/deliveries/api/get-deliveries.ts";
import { DeliveryStatusBadge } from "#features/deliveries/components/delivery-status-badge.tsx";
import { methodLabel } from "#features/deliveries/utils/delivery-words.ts";
import { useListUrlState } from "#hooks/use-list-url-state.ts";
import { drillDownFromSearch } from "#lib/drill-down-filters.ts";
import { listFiltersFromSearch, oneOf } from "#lib/list-filters-from-search.ts";

/** The deliveries list's filters from the page's URL. */
export function deliveryFiltersFromSearch(search: URLSearchParams) {
  const {
    sort,
    country: _country,
    visaType: _visaType,
    ...common
  } = listFiltersFromSearch(search, {
    status: oneOf(DELIVERY_STATUSES, search.get("status")),
    method: oneOf(DELIVERY_METHODS, search.get("method")),
    ...drillDownFromSearch(search, "delivery"),
  });
  return { ...common, sort: sort === "name" ? ("createdAt" as const) : sort };
}

const columns: ColumnDef<DeliveryListItem>[] = [
  caseNumberColumn({ sortable: false }),
  clientColumn(),
  {
    id: "status",
    header: "Status",
    enableSorting: false,
    cell: ({ row }) => <DeliveryStatusBadge status={row.original.status} />,
  },
  {
    id: "method",
    header: "Method",
    enableSorting: false,
    cell: ({ row }) => methodLabel(row.original.method),
  },
  {
    id: "holder",
    header: "Passport with",
    enableSorting: false,
    cell: ({ row }) => row.original.currentHolder ?? "",
  },
  {
    id: "tracking",
    header: "Courier and tracking",
    enableSorting: false,
    cell: ({ row }) => [row.original.courier, row.original.trackingNumber].filter(Boolean).join(" · "),
  },
  assigneeColumn(),
  dateTimeColumn("updatedAt", "Updated"),
];

/** The visa deliveries list: server-side pages and the URL's filters. */
export function DeliveriesTable() {
  const list = useListUrlState(deliveryFiltersFromSearch);
  const deliveries = useDeliveries({ ...list.filters, cursor: list.pages.cursor });
  const { filters } = list;
  return (
    <PagedListTable
      noun="deliveries"
      columns={columns}
      list={list}
      query={deliveries}
      filtered={Boolean(filters.q || filters.status || filters.method || filters.assignee)}
      empty={<EmptyState title="No deliveries yet" description="A delivery opens when a case is approved." />}
    />
  );
}
