import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type OnChangeFn,
  type Row,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@visadesk/ui/table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { type ReactNode, useRef } from "react";

/** Above this many rows the body is virtualised (only the visible rows are in the DOM). */
export const VIRTUALISE_ABOVE = 60;
const ROW_HEIGHT_PX = 32;

export interface DataTableProps<T> {
  /** Names the table for screen readers, e.g. "Leads". */
  caption: string;
  columns: ColumnDef<T, unknown>[];
  data: T[];
  getRowId: (row: T) => string;
  /** Server-side sorting: the table only reports what the user asked for. */
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  /** In place of the rows when there are none. */
  empty?: ReactNode;
}

/** A TanStack table with server-side sorting; long pages are virtualised so that scrolling stays smooth. */
export function DataTable<T>({
  caption,
  columns,
  data,
  getRowId,
  sorting,
  onSortingChange,
  empty,
}: DataTableProps<T>) {
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting },
    onSortingChange,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
  });
  const rows = table.getRowModel().rows;
  const virtual = rows.length > VIRTUALISE_ABOVE;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 10,
  });

  const renderRow = (row: Row<T>) => (
    <TableRow key={row.id} data-row-id={row.id} style={{ height: ROW_HEIGHT_PX }}>
      {row.getVisibleCells().map((cell) => (
        <TableCell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</TableCell>
      ))}
    </TableRow>
  );

  let body: ReactNode;
  if (rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columns.length} className="whitespace-normal">
          {empty}
        </TableCell>
      </TableRow>
    );
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const top = items[0]?.start ?? 0;
    const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
    body = (
      <>
        {top > 0 && <tr style={{ height: top }} />}
        {items.map((item) => {
          const row = rows[item.index];
          return row ? renderRow(row) : null;
        })}
        {bottom > 0 && <tr style={{ height: bottom }} />}
      </>
    );
  } else {
    body = rows.map(renderRow);
  }

  return (
    <div
      ref={scrollRef}
      className={virtual ? "max-h-[70vh] overflow-auto" : undefined}
      tabIndex={virtual ? 0 : undefined}
    >
      {/* Tight rows that wrap nothing but names (a name link sets whitespace-normal), so a page holds 15+ rows.
          Positioned, so that the screen-reader-only text in its cells (a deadline's countdown) stays inside the
          table's scrolling box instead of widening the page on a phone. */}
      <Table
        aria-rowcount={virtual ? rows.length + 1 : undefined}
        className="relative [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_td]:align-middle [&_td:not([colspan])]:whitespace-nowrap [&_th]:py-1.5 [&_th]:whitespace-nowrap"
      >
        <caption className="sr-only">{caption}</caption>
        <TableHead className={virtual ? "sticky top-0 z-10" : undefined}>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <TableHeaderCell
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {label}
                        {sorted === "asc" ? (
                          <ArrowUp aria-hidden="true" className="size-3.5" />
                        ) : sorted === "desc" ? (
                          <ArrowDown aria-hidden="true" className="size-3.5" />
                        ) : (
                          <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-60" />
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </TableHeaderCell>
                );
              })}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>{body}</TableBody>
      </Table>
    </div>
  );
}
