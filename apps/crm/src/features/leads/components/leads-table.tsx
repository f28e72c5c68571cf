import type { ColumnDef, SortingState } from "@tanstack/react-table";
import type { LeadListItem } from "@visadesk/contracts/leads";
import { Button } from "@visadesk/ui/button";
import { EmptyState } from "@visadesk/ui/empty-state";
import { SkeletonRows } from "@visadesk/ui/skeleton";
import { Link, useSearchParams } from "react-router-dom";
import { DataTable } from "#components/data-table.tsx";
import { ErrorState } from "#components/error-state.tsx";
import { Pager, useCursorPages } from "#components/pager.tsx";
import { StatusBadge } from "#components/status-badge.tsx";
import { useLeads } from "#features/leads/api/get-leads.ts";
import { leadFiltersFromSearch } from "#features/leads/utils/lead-filters.ts";
import { countryName, formatDateTime, formatDay, formatPhone, humanise } from "#lib/format.ts";

const columns: ColumnDef<LeadListItem, unknown>[] = [
  {
    id: "name",
    accessorKey: "name",
    header: "Name",
    enableSorting: true,
    cell: ({ row }) => (
      <Link
        to={`?id=${row.original.id}`}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: "status",
    header: "Status",
    enableSorting: false,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
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
    cell: ({ row }) =>
      [countryName(row.original.destinationCountry), humanise(row.original.visaType)]
        .filter(Boolean)
        .join(" · "),
  },
  {
    id: "assignee",
    header: "Assigned to",
    enableSorting: false,
    cell: ({ row }) => row.original.assignee?.name ?? "Unassigned",
  },
  {
    id: "followUp",
    header: "Follow-up",
    enableSorting: false,
    cell: ({ row }) => (row.original.nextFollowUpOn ? formatDay(row.original.nextFollowUpOn) : ""),
  },
  {
    id: "createdAt",
    accessorKey: "createdAt",
    header: "Created",
    enableSorting: true,
    cell: ({ row }) => (
      <time dateTime={row.original.createdAt}>{formatDateTime(row.original.createdAt)}</time>
    ),
  },
  {
    id: "updatedAt",
    accessorKey: "updatedAt",
    header: "Updated",
    enableSorting: true,
    cell: ({ row }) => (
      <time dateTime={row.original.updatedAt}>{formatDateTime(row.original.updatedAt)}</time>
    ),
  },
];

/** The leads list: server-side pages, sorting by name / created / updated, and the URL's filters. */
export function LeadsTable({ onCreate }: { onCreate?: () => void }) {
  const [params, setParams] = useSearchParams();
  const filters = leadFiltersFromSearch(params);
  const pages = useCursorPages(JSON.stringify(filters));
  const leads = useLeads({ ...filters, cursor: pages.cursor });
  const sorting: SortingState = [{ id: filters.sort ?? "createdAt", desc: filters.order !== "asc" }];
  const filtered = Boolean(
    filters.q || filters.status || filters.assignee || filters.country || filters.visaType,
  );

  function update(changes: Record<string, string>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });
  }

  if (leads.isPending) return <SkeletonRows label="Loading leads" columns={5} />;
  if (leads.isError)
    return (
      <ErrorState title="Could not load the leads" error={leads.error} onRetry={() => void leads.refetch()} />
    );

  return (
    <div aria-busy={leads.isPlaceholderData} className={leads.isPlaceholderData ? "opacity-60" : undefined}>
      <DataTable
        caption="Leads"
        columns={columns}
        data={leads.data.items}
        getRowId={(lead) => lead.id}
        sorting={sorting}
        onSortingChange={(updater) => {
          const next = typeof updater === "function" ? updater(sorting) : updater;
          const first = next[0];
          if (first) update({ sort: first.id, order: first.desc ? "desc" : "asc" });
        }}
        empty={
          filtered ? (
            <EmptyState
              title="No leads match these filters"
              description="Clear the search or pick other filters to see more leads."
              action={
                <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No leads yet"
              description="Leads arrive with website enquiries. You can also add one by hand after a call or a walk-in."
              action={onCreate && <Button onClick={onCreate}>New lead</Button>}
            />
          )
        }
      />
      <Pager
        page={pages.page}
        shown={leads.data.items.length}
        hasNext={leads.data.nextCursor !== null}
        onNext={() => leads.data.nextCursor && pages.next(leads.data.nextCursor)}
        onPrevious={pages.previous}
        pageSize={filters.limit ?? 25}
        onPageSizeChange={(size) => update({ limit: String(size) })}
      />
    </div>
  );
}
