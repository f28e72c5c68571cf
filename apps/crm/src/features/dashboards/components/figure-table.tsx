import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@visadesk/ui/table";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { downloadCsv, type FigureColumn, toCsv } from "#features/dashboards/utils/csv.ts";

export interface FigureTableProps<Row> {
  /** The table's caption, also the CSV's file name. */
  caption: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What a cell shows on screen when it is more than its text (a link to the list behind a number). */
  render?: Partial<Record<string, (row: Row) => ReactNode>>;
  empty?: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A chart's figures as a table (for screen readers and for people who want the numbers), with its CSV download. */
export function FigureTable<Row>({ caption, columns, rows, rowKey, render, empty }: FigureTableProps<Row>) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-700" id={`${slug(caption)}-caption`}>
          {caption}
        </p>
        <button
          type="button"
          onClick={() => downloadCsv(`${slug(caption)}.csv`, toCsv(columns, rows))}
          className="inline-flex h-8 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-50"
        >
          <Download aria-hidden="true" className="size-4" /> CSV<span className="sr-only"> of {caption}</span>
        </button>
      </div>
      {/* Positioned, so that the screen-reader-only text in its cells stays inside the table's scrolling box. */}
      <Table className="relative" aria-labelledby={`${slug(caption)}-caption`}>
        <TableHead>
          <tr>
            {columns.map((c) => (
              <TableHeaderCell key={c.key} scope="col" className={c.numeric ? "text-right" : undefined}>
                {c.label}
              </TableHeaderCell>
            ))}
          </tr>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <span className="text-slate-600">{empty ?? "Nothing in this range."}</span>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((c) => (
                  <TableCell key={c.key} className={c.numeric ? "text-right tabular-nums" : undefined}>
                    {render?.[c.key]?.(row) ?? c.value(row) ?? "–"}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
