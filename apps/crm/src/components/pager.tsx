import { Button } from "@visadesk/ui/button";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";

export const PAGE_SIZES = [25, 50, 100] as const;

/** Keyset pagination as pages: a stack of the cursors that opened each page so far. Reset when `resetKey` changes. */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: resetKey,
    cursors: [undefined],
  });
  // New filters start again at page 1 (adjusting state during render, as React recommends over an effect).
  const current = state.key === resetKey ? state : { key: resetKey, cursors: [undefined] };
  if (current !== state) setState(current);
  const index = current.cursors.length - 1;
  return {
    page: index + 1,
    cursor: current.cursors[index],
    next(cursor: string) {
      setState({ key: resetKey, cursors: [...current.cursors, cursor] });
    },
    previous() {
      if (index > 0) setState({ key: resetKey, cursors: current.cursors.slice(0, -1) });
    },
  };
}

export interface PagerProps {
  page: number;
  hasNext: boolean;
  onNext: () => void;
  onPrevious: () => void;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  /** How many rows this page shows. */
  shown: number;
}

/** Previous / next and the page size, under a server-paginated table. */
export function Pager({ page, hasNext, onNext, onPrevious, pageSize, onPageSizeChange, shown }: PagerProps) {
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-3 py-2 text-sm"
    >
      <p className="text-slate-700" aria-live="polite">
        Page {page} · {shown} {shown === 1 ? "row" : "rows"}
      </p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-slate-700">
          Rows per page
          <select
            className="h-8 rounded-md border border-slate-300 bg-white px-2"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" size="sm" onClick={onPrevious} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={onNext} disabled={!hasNext}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
