/** One column of a figures table: its heading and how a row shows in it (text for the screen and the CSV alike). */
export interface FigureColumn<Row> {
  key: string;
  label: string;
  value: (row: Row) => string | number | null;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

/**
 * A cell as CSV: quoted when it holds a comma, quote or line break, and prefixed with `'` when it starts like a
 * spreadsheet formula (`=`, `+`, `-`, `@`), so that opening the file never runs anything.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text with a heading line (CRLF line ends, as RFC 4180 says). */
export function toCsv<Row>(columns: readonly FigureColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((c) => csvCell(c.label)),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
  ];
  return `${lines.map((cells) => cells.join(",")).join("\r\n")}\r\n`;
}

/** Offers `csv` as a download named `filename` (UTF-8 with a byte-order mark, so spreadsheets read ₹ and names right). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
