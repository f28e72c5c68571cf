import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "@visadesk/ui/button";
import { EmptyState } from "@visadesk/ui/empty-state";
import { SkeletonRows } from "@visadesk/ui/skeleton";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { ColumnDef } from "#components/data-table.tsx";
import { DataTable } from "#components/data-table.tsx";
import { ErrorState } from "#components/error-state.tsx";
import { Pager } from "#components/pager.tsx";
import type { ListUrlState } from "#hooks/use-list-url-state.ts";
import { formatCount } from "#lib/count.ts";
import { ALL_DRILL_DOWN_PARAMS } from "#lib/drill-down-filters.ts";
import { humanise } from "#lib/format.ts";

/** One page of a keyset-paginated list, as the API sends it. */
export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
  /** How many records match the filters in all (null when the list was not asked to count). */
  total: number | null;
}

/** "leads" -> "lead", "enquiries" -> "enquiry". */
function singular(noun: string): string {
  return noun.endsWith("ies") ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, "");
}

export interface PagedListTableProps<T extends { id: string }> {
  /** The records in the plural, lower case ("leads"): names the table and its loading, failure and no-match texts. */
  noun: string;
  columns: ColumnDef<T>[];
  /** The list's URL state; `query` loads the page of its current filters and cursor. */
  list: ListUrlState;
  query: UseQueryResult<KeysetPage<T>>;
  /** Whether a search or filter narrows the list: then an empty page offers to clear them. */
  filtered: boolean;
  /** In place of the rows when there are no records at all. */
  empty: ReactNode;
}

/** A record list's table: skeleton, failure with retry, server-side sorting, empty states and the pager. */
export function PagedListTable<T extends { id: string }>({
  noun,
  columns,
  list,
  query,
  filtered,
  empty,
}: PagedListTableProps<T>) {
  const [params] = useSearchParams();
  // A dashboard number's filters (shown as chips above the list) narrow it too.
  const narrowed = filtered || ALL_DRILL_DOWN_PARAMS.some((name) => params.has(name));
  if (query.isPending) return <SkeletonRows label={`Loading ${noun}`} columns={5} />;
  if (query.isError) {
    return (
      <ErrorState
        title={`Could not load the ${noun}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? "opacity-60" : undefined}>
      {query.data.total !== null && (
        <p role="status" className="px-3 pb-1 text-sm font-medium text-slate-700">
          {formatCount(query.data.total, singular(noun), noun).replace(/^no /, "No ")}
        </p>
      )}
      <DataTable
        caption={humanise(noun)}
        columns={columns}
        data={query.data.items}
        getRowId={(record) => record.id}
        sorting={list.sorting}
        onSortingChange={list.onSortingChange}
        empty={
          narrowed ? (
            <EmptyState
              title={`No ${noun} match these filters`}
              description={`Clear the search or pick other filters to see more ${noun}.`}
              action={
                <Button variant="secondary" onClick={list.clearFilters}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            empty
          )
        }
      />
      <Pager
        page={list.pages.page}
        shown={query.data.items.length}
        hasNext={query.data.nextCursor !== null}
        onNext={() => query.data.nextCursor && list.pages.next(query.data.nextCursor)}
        onPrevious={list.pages.previous}
        pageSize={list.pageSize}
        onPageSizeChange={list.setPageSize}
      />
    </div>
  );
}
