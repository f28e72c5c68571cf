import type { CrmActor } from "#crm/actors.ts";

/**
 * One column of a CSV export: a field of the list's row, written under its own name, or a header and how to read its
 * cell from the row (the assignee's username, a case's dates). Read from the rows the list's statement answers, so an
 * export makes no list item and writes only what it exports (a lead's display phone, say, never).
 */
export type ExportColumn<Row> = (keyof Row & string) | readonly [header: string, read: (row: Row) => unknown];

/** What a list exports: its header, and every record a query keeps as the cells to write, batch by batch. */
export interface RecordExport<Q> {
  header: readonly string[];
  records: (actor: CrmActor, query: Q) => AsyncGenerator<unknown[][]>;
}

/** The export of `columns` over a list's `batches` (its rows from its statement, in large batches). */
export function recordExport<Q, Row>(
  columns: readonly ExportColumn<Row>[],
  batches: (actor: CrmActor, query: Q) => AsyncGenerator<Row[]>,
): RecordExport<Q> {
  const readers = columns.map((column) =>
    typeof column === "string" ? (row: Row) => row[column as keyof Row] : column[1],
  );
  return {
    header: columns.map((column) => (typeof column === "string" ? column : column[0])),
    async *records(actor, query) {
      for await (const rows of batches(actor, query)) {
        yield rows.map((row) => readers.map((read) => read(row)));
      }
    },
  };
}
