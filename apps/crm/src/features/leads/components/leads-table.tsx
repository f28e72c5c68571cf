import type { LeadListItem } from "@visadesk/contracts/leads";
import { Button } from "@visadesk/ui/button";
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
import { useLeads } from "#features/leads/api/get-leads.ts";
import { leadFiltersFromSearch } from "#features/leads/utils/lead-filters.ts";
import { useListUrlState } from "#hooks/use-list-url-state.ts";
import { countryName, formatDay, humanise } from "#lib/format.ts";

const columns: ColumnDef<LeadListItem>[] = [
  nameColumn(),
  statusColumn(),
  contactColumn(),
  {
    id: "destination",
    header: "Destination",
    enableSorting: false,
    cell: ({ row }) =>
      [countryName(row.original.destinationCountry), humanise(row.original.visaType)]
        .filter(Boolean)
        .join(" · "),
  },
  assigneeColumn(),
  {
    id: "followUp",
    header: "Follow-up",
    enableSorting: false,
    cell: ({ row }) => (row.original.nextFollowUpOn ? formatDay(row.original.nextFollowUpOn) : ""),
  },
  dateTimeColumn("createdAt", "Created"),
  dateTimeColumn("updatedAt", "Updated"),
];

/** The leads list: server-side pages, sorting by name / created / updated, and the URL's filters. */
export function LeadsTable({ onCreate }: { onCreate?: () => void }) {
  const list = useListUrlState(leadFiltersFromSearch);
  const leads = useLeads({ ...list.filters, cursor: list.pages.cursor });
  const { filters } = list;
  const filtered = Boolean(
    filters.q || filters.status || filters.assignee || filters.country || filters.visaType,
  );

  return (
    <PagedListTable
      noun="leads"
      columns={columns}
      list={list}
      query={leads}
      filtered={filtered}
      empty={
        <EmptyState
          title="No leads yet"
          description="Leads arrive with website enquiries. You can also add one by hand after a call or a walk-in."
          action={onCreate && <Button onClick={onCreate}>New lead</Button>}
        />
      }
    />
  );
}
