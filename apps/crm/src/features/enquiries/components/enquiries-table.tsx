import type { ColumnDef, SortingState } from "@tanstack/react-table";
import type { EnquiryListItem } from "@visadesk/contracts/enquiries";
import { Badge } from "@visadesk/ui/badge";
import { Button } from "@visadesk/ui/button";
import { EmptyState } from "@visadesk/ui/empty-state";
import { SkeletonRows } from "@visadesk/ui/skeleton";
import { Link, useSearchParams } from "react-router-dom";
import { DataTable } from "#components/data-table.tsx";
import { ErrorState } from "#components/error-state.tsx";
import { Pager, useCursorPages } from "#components/pager.tsx";
import { StatusBadge } from "#components/status-badge.tsx";
import { useEnquiries } from "#features/enquiries/api/get-enquiries.ts";
import { enquiryFiltersFromSearch } from "#features/enquiries/utils/enquiry-filters.ts";
import { CHANNEL_LABELS, countryName, formatDateTime, formatPhone, humanise } from "#lib/format.ts";

const columns: ColumnDef<EnquiryListItem, unknown>[] = [
  {
    id: "name",
    accessorKey: "name",
    header: "Name",
    cell: ({ row }) => (
      <span className="flex flex-col">
        <Link
          to={`?id=${row.original.id}`}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {row.original.name}
        </Link>
        <span className="text-xs text-slate-600">{row.original.reference}</span>
      </span>
    ),
  },
  {
    id: "status",
    header: "Status",
    enableSorting: false,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  {
    id: "channel",
    header: "Channel",
    enableSorting: false,
    cell: ({ row }) => CHANNEL_LABELS[row.original.channel] ?? humanise(row.original.channel),
  },
  {
    id: "contact",
    header: "Contact",
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>{formatPhone(row.original.phone)}</span>
        <span className="text-xs text-slate-600">{row.original.email}</span>
      </span>
    ),
  },
  {
    id: "destination",
    header: "Destination",
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-1">
        {[countryName(row.original.destinationCountry), humanise(row.original.visaType)]
          .filter(Boolean)
          .join(" · ")}
        {row.original.priorRefusal && <Badge tone="warning">Prior refusal</Badge>}
      </span>
    ),
  },
  {
    id: "assignee",
    header: "Assigned to",
    enableSorting: false,
    cell: ({ row }) => row.original.assignee?.name ?? "Unassigned",
  },
  {
    id: "createdAt",
    accessorKey: "createdAt",
    header: "Received",
    cell: ({ row }) => (
      <time dateTime={row.original.createdAt}>{formatDateTime(row.original.createdAt)}</time>
    ),
  },
];

/** The enquiries list: server-side pages, sorting, and the URL's filters. */
export function EnquiriesTable() {
  const [params, setParams] = useSearchParams();
  const filters = enquiryFiltersFromSearch(params);
  const pages = useCursorPages(JSON.stringify(filters));
  const enquiries = useEnquiries({ ...filters, cursor: pages.cursor });
  const sorting: SortingState = [{ id: filters.sort ?? "createdAt", desc: filters.order !== "asc" }];
  const filtered = Boolean(
    filters.q || filters.status || filters.channel || filters.assignee || filters.visaType,
  );

  function update(changes: Record<string, string>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });
  }

  if (enquiries.isPending) return <SkeletonRows label="Loading enquiries" columns={5} />;
  if (enquiries.isError) {
    return (
      <ErrorState
        title="Could not load the enquiries"
        error={enquiries.error}
        onRetry={() => void enquiries.refetch()}
      />
    );
  }

  return (
    <div
      aria-busy={enquiries.isPlaceholderData}
      className={enquiries.isPlaceholderData ? "opacity-60" : undefined}
    >
      <DataTable
        caption="Enquiries"
        columns={columns}
        data={enquiries.data.items}
        getRowId={(enquiry) => enquiry.id}
        sorting={sorting}
        onSortingChange={(updater) => {
          const next = typeof updater === "function" ? updater(sorting) : updater;
          const first = next[0];
          if (first) update({ sort: first.id, order: first.desc ? "desc" : "asc" });
        }}
        empty={
          filtered ? (
            <EmptyState
              title="No enquiries match these filters"
              description="Clear the search or pick other filters to see more enquiries."
              action={
                <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No enquiries yet"
              description="Enquiries arrive from the website's visa form and the quick-support popup. New ones appear here."
            />
          )
        }
      />
      <Pager
        page={pages.page}
        shown={enquiries.data.items.length}
        hasNext={enquiries.data.nextCursor !== null}
        onNext={() => enquiries.data.nextCursor && pages.next(enquiries.data.nextCursor)}
        onPrevious={pages.previous}
        pageSize={filters.limit ?? 25}
        onPageSizeChange={(size) => update({ limit: String(size) })}
      />
    </div>
  );
}
