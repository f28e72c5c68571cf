import type { EnquiryListItem } from "@visadesk/contracts/enquiries";
import { Badge } from "@visadesk/ui/badge";
import { EmptyState } from "@visadesk/ui/empty-state";
import { Link } from "react-router";
import type { ColumnDef } from "#components/data-table.tsx";
import { PagedListTable } from "#components/paged-list-table.tsx";
import { assigneeColumn, contactColumn, dateTimeColumn, statusColumn } from "#components/record-columns.tsx";
import { useEnquiries } from "#features/enquiries/api/get-enquiries.ts";
import { enquiryFiltersFromSearch } from "#features/enquiries/utils/enquiry-filters.ts";
import { useListUrlState } from "#hooks/use-list-url-state.ts";
import { CHANNEL_LABELS, countryName, humanise, REVIEW_REASON_LABELS } from "#lib/format.ts";

const columns: ColumnDef<EnquiryListItem>[] = [
  {
    id: "name",
    accessorKey: "name",
    header: "Name",
    cell: ({ row }) => (
      // One line: the reference shows after the name on a wide screen; narrower, it is in the link's title and read
      // by screen readers, so that a page holds 15 rows at 1280 × 800.
      <span className="whitespace-normal">
        <Link
          to={`?id=${row.original.id}`}
          title={row.original.reference}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {row.original.name}
        </Link>{" "}
        <span className="sr-only text-xs whitespace-nowrap text-slate-600 2xl:not-sr-only">
          {row.original.reference}
        </span>
        {row.original.reviewReason && (
          <Badge tone="warning" title={REVIEW_REASON_LABELS[row.original.reviewReason]}>
            Marked for review
          </Badge>
        )}
      </span>
    ),
  },
  statusColumn(),
  {
    id: "channel",
    header: "Channel",
    enableSorting: false,
    cell: ({ row }) => CHANNEL_LABELS[row.original.channel] ?? humanise(row.original.channel),
  },
  contactColumn(),
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
  assigneeColumn(),
  dateTimeColumn("createdAt", "Received"),
];

/** The enquiries list: server-side pages, sorting, and the URL's filters. */
export function EnquiriesTable() {
  const list = useListUrlState(enquiryFiltersFromSearch);
  const enquiries = useEnquiries({ ...list.filters, cursor: list.pages.cursor });
  const { filters } = list;
  const filtered = Boolean(
    filters.q || filters.status || filters.channel || filters.assignee || filters.visaType || filters.review,
  );

  return (
    <PagedListTable
      noun="enquiries"
      columns={columns}
      list={list}
      query={enquiries}
      filtered={filtered}
      empty={
        <EmptyState
          title="No enquiries yet"
          description="Enquiries arrive from the website's visa form and the quick-support popup. New ones appear here."
        />
      }
    />
  );
}
