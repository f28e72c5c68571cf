import { useSearchParams } from "react-router";
import type { OnChangeFn, SortingState } from "#components/data-table.tsx";
import { useCursorPages } from "#components/pager.tsx";

/** What a list's URL holds besides its filters. */
export interface SortAndPageSize {
  sort?: string;
  order?: "asc" | "desc";
  limit?: number;
}

/**
 * A server-paginated list's state in the page's URL: its filters (read with `filtersFromSearch`), the sort and page
 * size the table changes, and the keyset pages of the current filters (back to page 1 when they change).
 */
export function useListUrlState<Filters extends SortAndPageSize>(
  filtersFromSearch: (search: URLSearchParams) => Filters,
) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const pages = useCursorPages(JSON.stringify(filters));
  const sorting: SortingState = [{ id: filters.sort ?? "createdAt", desc: filters.order !== "asc" }];

  function update(changes: Record<string, string>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });
  }

  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const next = typeof updater === "function" ? updater(sorting) : updater;
    const first = next[0];
    if (first) update({ sort: first.id, order: first.desc ? "desc" : "asc" });
  };

  return {
    filters,
    pages,
    sorting,
    onSortingChange,
    pageSize: filters.limit ?? 25,
    setPageSize: (size: number) => update({ limit: String(size) }),
    clearFilters: () => setParams(new URLSearchParams()),
  };
}

export type ListUrlState = ReturnType<typeof useListUrlState>;
