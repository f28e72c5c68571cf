import type { DealListItem } from "@visadesk/contracts/deals";
import { EmptyState } from "@visadesk/ui/empty-state";
import { Link } from "react-router";
import type { ColumnDef } from "#components/data-table.tsx";
import { PagedListTable } from "#components/paged-list-table.tsx";
import { assigneeColumn, dateTimeColumn } from "#components/record-columns.tsx";
import { StatusBadge } from "#components/status-badge.tsx";
import { useDeals } from "#features/deals/api/get-deals.ts";
import { dealFiltersFromSearch } from "#features/deals/utils/deal-filters.ts";
import { useListUrlState } from "#hooks/use-list-url-state.ts";
import { countryName, formatDay, formatRupees, humanise } from "#lib/format.ts";

const columns: ColumnDef<DealListItem>[] = [
  {
    id: "clientName",
    header: "Client",
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        to={`?id=${row.original.id}`}
        className="font-semibold whitespace-normal text-brand-700 underline-offset-2 hover:underline"
      >
        {row.original.clientName}
      </Link>
    ),
  },
  {
    id: "stage",
    header: "Stage",
    enableSorting: false,
    cell: ({ row }) => <StatusBadge status={row.original.stage} />,
  },
  {
    id: "service",
    header: "Service",
    enableSorting: false,
    cell: ({ row }) =>
      row.original.service === "refusal_appeal"
        ? "Refusal appeal"
        : [countryName(row.original.destinationCountry), humanise(row.original.visaType)]
            .filter(Boolean)
            .join(" · "),
  },
  {
    id: "feeInr",
    accessorKey: "feeInr",
    header: "Fee",
    enableSorting: true,
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">{formatRupees(row.original.feeInr)}</span>
    ),
  },
  {
    id: "expectedCloseOn",
    header: "Expected close",
    enableSorting: false,
    cell: ({ row }) => (row.original.expectedCloseOn ? formatDay(row.original.expectedCloseOn) : ""),
  },
  assigneeColumn(),
  dateTimeColumn("createdAt", "Created"),
  dateTimeColumn("updatedAt", "Updated"),
];

/** The deals list: server-side pages, sorting by fee / created / updated, and the URL's filters. */
export function DealsTable() {
  const list = useListUrlState(dealFiltersFromSearch);
  const deals = useDeals({ ...list.filters, cursor: list.pages.cursor });
  const { filters } = list;
  const filtered = Boolean(
    filters.q ||
      filters.stage ||
      filters.assignee ||
      filters.country ||
      filters.visaType ||
      filters.service ||
      filters.closeFrom ||
      filters.closeTo,
  );
  return (
    <PagedListTable
      noun="deals"
      columns={columns}
      list={list}
      query={deals}
      filtered={filtered}
      empty={
        <EmptyState
          title="No deals yet"
          description="A deal opens when a qualified lead is converted with a quote."
        />
      }
    />
  );
}
