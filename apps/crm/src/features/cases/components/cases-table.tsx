import { appealDeadlineCounts } from "@visadesk/contracts/case-rules";
import type { CaseListItem } from "@visadesk/contracts/cases";
import { EmptyState } from "@visadesk/ui/empty-state";
import type { ColumnDef } from "#components/data-table.tsx";
import { PagedListTable } from "#components/paged-list-table.tsx";
import { assigneeColumn, caseNumberColumn, clientColumn } from "#components/record-columns.tsx";
import { useCases } from "#features/cases/api/get-cases.ts";
import { CaseStatusBadge, DecisionBadge } from "#features/cases/components/case-status-badge.tsx";
import { DeadlineCountdown } from "#features/cases/components/deadline-countdown.tsx";
import { caseFiltersFromSearch } from "#features/cases/utils/case-filters.ts";
import { useListUrlState } from "#hooks/use-list-url-state.ts";
import { countryName, humanise } from "#lib/format.ts";

const columns: ColumnDef<CaseListItem>[] = [
  caseNumberColumn({ sortable: true }),
  clientColumn(),
  {
    id: "status",
    header: "Status",
    enableSorting: false,
    cell: ({ row }) => <CaseStatusBadge status={row.original.status} />,
  },
  {
    id: "visa",
    header: "Visa",
    enableSorting: false,
    cell: ({ row }) =>
      `${row.original.kind === "appeal" ? "Appeal · " : ""}${countryName(row.original.destinationCountry)} · ${humanise(row.original.visaType)}`,
  },
  {
    id: "decision",
    header: "Decision",
    enableSorting: false,
    cell: ({ row }) =>
      row.original.decision === "none" ? "" : <DecisionBadge decision={row.original.decision} />,
  },
  {
    id: "deadline",
    header: "Appeal deadline",
    enableSorting: false,
    cell: ({ row }) =>
      row.original.dates.appealDeadlineOn &&
      row.original.status !== "closed" &&
      appealDeadlineCounts({ ...row.original, appealDeadlineOn: row.original.dates.appealDeadlineOn }) ? (
        <DeadlineCountdown deadline={row.original.dates.appealDeadlineOn} />
      ) : (
        ""
      ),
  },
  assigneeColumn(),
];

/** The filing cases list: server-side pages, sorting by number / updated, and the URL's filters. */
export function CasesTable() {
  const list = useListUrlState(caseFiltersFromSearch);
  const cases = useCases({ ...list.filters, cursor: list.pages.cursor });
  const { filters } = list;
  const filtered = Boolean(
    filters.q ||
      filters.status ||
      filters.kind ||
      filters.decision ||
      filters.assignee ||
      filters.country ||
      filters.visaType ||
      filters.deadlineWithinDays !== undefined,
  );
  return (
    <PagedListTable
      noun="cases"
      columns={columns}
      list={list}
      query={cases}
      filtered={filtered}
      empty={<EmptyState title="No filing cases yet" description="A case opens when a deal is won." />}
    />
  );
}
