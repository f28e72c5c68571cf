/**
 * CSV as the exports write it (RFC 4180 with `\n` between records, as csv-stringify writes by default): a cell is quoted
 * when it holds a comma, a quote or a line break, its quotes doubled; `true` is `1` and `false`, null and a missing
 * value an empty cell; an object is its JSON. Written by hand because formatting is most of an export's own work:
 * one string per batch of rows costs a fraction of a stream transform called for every record (docs/capacity.md).
 */

/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"): starting with = + - @, a tab or a CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone in E.164 (`+919876543210`) is a number to a spreadsheet, not a formula. */
const E164 = /^\+\d{6,15}$/;
const NEEDS_QUOTES = /[",\n\r]/;

/**
 * A value as text a spreadsheet only shows: a text it would run as a formula gets a leading quote, except a phone in
 * E.164, which is kept as it is.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined || value === false) return "";
  if (value === true) return "1";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (!FORMULA_START.test(text) || E164.test(text)) return text;
  return `'${text}`;
}

/** One cell as it is written into a record: quoted when it must be. */
function field(value: unknown): string {
  const text = csvCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records of cells as CSV text, each ended by `\n`. */
export function csvRecords(records: readonly (readonly unknown[])[]): string {
  // Lines joined once: a string grown record by record is a rope that is flattened again when it is written.
  const lines = new Array<string>(records.length + 1);
  for (let r = 0; r < records.length; r++) {
    const record = records[r] as readonly unknown[];
    let line = record.length > 0 ? field(record[0]) : "";
    for (let i = 1; i < record.length; i++) line += `,${field(record[i])}`;
    lines[r] = line;
  }
  lines[records.length] = "";
  return lines.join("\n");
}
