import { Table, TableBody, TableHead, TableHeaderCell } from "@visadesk/ui/table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { lazy, type ReactNode, type RefObject, Suspense, useRef } from "react";
import type { VirtualRowsProps } from "#components/data-table-virtual-rows.tsx";

/** Above this many rows the body is virtualised (only the visible rows are in the DOM). */
export const VIRTUALISE_ABOVE = 60;
export const ROW_HEIGHT_PX = 32;

/** The column the list is sorted by, and its direction (one at a time: the server sorts). */
export interface SortingRule {
  id: string;
  desc: boolean;
}
export type SortingState = SortingRule[];
/** A change to `T`: the new value, or a function of the old one. */
export type OnChangeFn<T> = (updater: T | ((old: T) => T)) => void;

/** One column of a list: its header, how a row shows in it, and whether the server sorts by it. */
export interface ColumnDef<T> {
  id: string;
  header: string;
  /** The record's field the column shows: a column sorts only by a field (and unless `enableSorting` is false). */
  accessorKey?: keyof T & string;
  enableSorting?: boolean;
  cell: (context: { row: { original: T } }) => ReactNode;
}

// Plain elements with their classes written once, not @visadesk/ui's Table parts: a page of 25 rows × 8 columns made
// 400 components and class merges per render (docs/behaviours/speed.md#crm-pages: the leads table's first render was
// most of the page's TBT).
const ROW_CLASSES = "hover:bg-slate-50";
const CELL_CLASSES = "px-3 py-2 align-top text-slate-800";

/** A record's row: one `td` per column. */
export function DataRow<T>({ record, id, columns }: { record: T; id: string; columns: ColumnDef<T>[] }) {
  const context = { row: { original: record } };
  return (
    <tr data-row-id={id} className={ROW_CLASSES} style={{ height: ROW_HEIGHT_PX }}>
      {columns.map((column) => (
        <td key={column.id} className={CELL_CLASSES}>
          {column.cell(context)}
        </td>
      ))}
    </tr>
  );
}

/** The rows of a long page, virtualised: loaded with the first page of more than VIRTUALISE_ABOVE rows. */
const VirtualRows = lazy(() => import("#components/data-table-virtual-rows.tsx")) as <T>(
  props: VirtualRowsProps<T>,
) => ReactNode;

/**
 * The direction a first click sorts a column in, as TanStack Table chose it for this table before: ascending for a
 * text field (names, ISO dates), descending for a number (fees).
 */
function firstDirectionIsDesc<T>(column: ColumnDef<T>, data: readonly T[]): boolean {
  const first = data[0];
  return !(first && column.accessorKey && typeof first[column.accessorKey] === "string");
}

export interface DataTableProps<T> {
  /** Names the table for screen readers, e.g. "Leads". */
  caption: string;
  columns: ColumnDef<T>[];
  data: T[];
  getRowId: (row: T) => string;
  /** Server-side sorting: the table only reports what the user asked for. */
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  /** In place of the rows when there are none. */
  empty?: ReactNode;
}

/** A table with server-side sorting; long pages are virtualised so that scrolling stays smooth. */
export function DataTable<T>({
  caption,
  columns,
  data,
  getRowId,
  sorting,
  onSortingChange,
  empty,
}: DataTableProps<T>) {
  const virtual = data.length > VIRTUALISE_ABOVE;
  const scrollRef = useRef<HTMLDivElement>(null);
  const sorted = sorting[0];

  const allRows = data.map((record) => {
    const id = getRowId(record);
    return <DataRow key={id} id={id} record={record} columns={columns} />;
  });
  let body: ReactNode;
  if (data.length === 0) {
    body = (
      <tr className={ROW_CLASSES}>
        <td colSpan={columns.length} className={`${CELL_CLASSES} whitespace-normal`}>
          {empty}
        </td>
      </tr>
    );
  } else if (virtual) {
    // Every row while the virtualiser's code arrives: the same table, only longer for a moment.
    body = (
      <Suspense fallback={allRows}>
        <VirtualRows
          data={data}
          columns={columns}
          getRowId={getRowId}
          scrollRef={scrollRef as RefObject<HTMLDivElement | null>}
        />
      </Suspense>
    );
  } else {
    body = allRows;
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
        aria-rowcount={virtual ? data.length + 1 : undefined}
        className="relative [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_td]:align-middle [&_td:not([colspan])]:whitespace-nowrap [&_th]:py-1.5 [&_th]:whitespace-nowrap"
      >
        <caption className="sr-only">{caption}</caption>
        <TableHead className={virtual ? "sticky top-0 z-10" : undefined}>
          <tr className={ROW_CLASSES}>
            {columns.map((column) => {
              const direction = sorted?.id === column.id ? (sorted.desc ? "desc" : "asc") : undefined;
              const sortable = (column.enableSorting ?? true) && column.accessorKey !== undefined;
              const sortBy = () => {
                // A sorted column turns around; another starts in its own first direction (one column at a time).
                const desc = direction ? direction === "asc" : firstDirectionIsDesc(column, data);
                onSortingChange([{ id: column.id, desc }]);
              };
              return (
                <TableHeaderCell
                  key={column.id}
                  scope="col"
                  aria-sort={
                    direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined
                  }
                >
                  {sortable ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 uppercase"
                      onClick={sortBy}
                    >
                      {column.header}
                      {direction === "asc" ? (
                        <ArrowUp aria-hidden="true" className="size-3.5" />
                      ) : direction === "desc" ? (
                        <ArrowDown aria-hidden="true" className="size-3.5" />
                      ) : (
                        <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-60" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </TableHeaderCell>
              );
            })}
          </tr>
        </TableHead>
        <TableBody>{body}</TableBody>
      </Table>
    </div>
  );
}
