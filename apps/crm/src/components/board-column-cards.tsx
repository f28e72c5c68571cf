import type { UseQueryResult } from "@tanstack/react-query";
import type { Page } from "@visadesk/contracts/crm";
import { Skeleton } from "@visadesk/ui/skeleton";
import type { ReactNode } from "react";
import { describeError } from "#components/error-state.tsx";
import { formatCount } from "#lib/count.ts";

/**
 * The cards of one board column (the case board and the deal board): a skeleton while the column loads, the error,
 * an empty line, or the cards, then how many more the table holds (a column shows only its first page).
 */
export function BoardColumnCards<T>({
  page,
  loadingLabel,
  emptyText,
  moreNoun,
  renderCard,
}: {
  page: UseQueryResult<Page<T>>;
  /** Read by screen readers while the column loads, e.g. "Loading new deals". */
  loadingLabel: string;
  emptyText: string;
  /** Counted in the "N more … in the table" line, e.g. "more case". */
  moreNoun: string;
  /** One `<li>` per record. */
  renderCard: (item: T) => ReactNode;
}) {
  if (page.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{loadingLabel}</span>
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (page.isError) {
    return (
      <p role="alert" className="px-1 text-sm text-red-800">
        {describeError(page.error)}
      </p>
    );
  }
  if (page.data.items.length === 0) return <p className="px-1 text-sm text-slate-600">{emptyText}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {page.data.items.map(renderCard)}
      {page.data.nextCursor && (
        <li className="px-1 text-xs text-slate-600">
          {page.data.total === null
            ? "More"
            : formatCount(page.data.total - page.data.items.length, moreNoun)}{" "}
          in the table
        </li>
      )}
    </ul>
  );
}
