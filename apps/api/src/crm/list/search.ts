import { getTableColumns, getTableName, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { prefixRange, reversed, searchTerms } from "#crm/search-terms.ts";
import { searchOf } from "#crm/search-words.ts";

/**
 * How a list query searches, as part of its prepared shape: not at all; a phone's digits at its start (and its end,
 * with `suffix`); through the terms of `search_terms` (`words`, `pairs`, `keys`: {@link searchOf}), `checked` when the
 * whole text typed must also be in each match; or the search text alone (`text`).
 */
export type SearchShape =
  | null
  | { kind: "phone"; suffix: boolean }
  | { kind: "words" | "pairs" | "keys"; checked: boolean }
  | { kind: "text" };

/** A search through the terms of `search_terms`. */
type TermShape = Extract<SearchShape, { kind: "words" | "pairs" | "keys" }>;

/** The columns a search reads: the table's search text and, on a table with phones, its `phone_digits`. */
export interface SearchColumns {
  id: PgColumn;
  search: PgColumn;
  phoneDigits: PgColumn | undefined;
}

/**
 * The most terms a `pairs` search walks ("asha s": Asha Shah, Asha Sharma, Asha Singh...), in the terms' order; a
 * prefix that more pairs start with finds the matches of the first ones (each further letter narrows it).
 */
export const SEARCH_PAIR_TERMS_MAX = 50;

/**
 * The most key rows a `keys` search reads before the page is sorted out of them: a prefix of more identifiers than
 * that ("neha.", "2026") finds the newest matches among the first of them in the index's order.
 */
export const SEARCH_KEY_ROWS_MAX = 500;

/** The `phone_digits` column of the table of `id`, if it has one: such a table is searched by phone through it. */
export function phoneDigitsOf(id: PgColumn): PgColumn | undefined {
  return (getTableColumns(id.table as PgTable) as Record<string, PgColumn | undefined>).phoneDigits;
}

const p = (name: string) => sql.placeholder(name);

/**
 * The value of placeholder `name`, of SQL type `type`, where the planner cannot see it (an InitPlan), so that a
 * prepared statement's custom plans cost what its generic plan does and PostgreSQL keeps the generic one, planned once
 * per connection: with the values in sight it planned a phone search anew on every run (three quarters of its
 * database time), each plan hardly cheaper, and a key search with a staff member's own id too.
 */
export function hiddenValue(name: string, type = "text"): SQL {
  return sql`(select ${p(name)}::${sql.raw(type)})`;
}
const hidden = (name: string) => hiddenValue(name);

/** `like` pattern of `text` anywhere: `%text%` with its `%`, `_` and backslashes escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search shape of `q` on a table with (or without) phone digits; its values go into `values`. */
export function planSearch(
  q: string | undefined,
  hasPhoneDigits: boolean,
  values: Record<string, unknown>,
): SearchShape {
  if (q === undefined || q.trim() === "") return null;
  const terms = searchTerms(q);
  if (terms.kind === "phone" && hasPhoneDigits) {
    terms.prefixes.forEach((prefix, i) => {
      [values[`prefixLow${i}`], values[`prefixHigh${i}`]] = prefixRange(prefix);
    });
    if (terms.suffix === null) return { kind: "phone", suffix: false };
    [values.suffixLow, values.suffixHigh] = prefixRange(reversed(terms.suffix));
    return { kind: "phone", suffix: true };
  }
  // On a table without phones (deals, cases, deliveries) digits are text: a case number, a tracking number.
  const search = searchOf(q);
  if (search.kind === "text") {
    values.pattern = containsPattern(q.trim());
    return { kind: "text" };
  }
  if (search.whole !== null) values.pattern = containsPattern(search.whole);
  if (search.kind === "words") values.word = containsPattern(search.word);
  else values.prefix = search.prefix;
  return { kind: search.kind, checked: search.whole !== null };
}

/** `search_terms` as `alias`, and its term in the "C" collation: the expression of `search_terms_idx`. */
function termsTable(alias: string) {
  return {
    from: sql.raw(`search_terms as ${alias}`),
    term: sql.raw(`(${alias}.term collate "C")`),
    alias: sql.raw(alias),
  };
}

/** The start and end of the range of terms that start with the typed prefix, lower-cased as the search text is. */
const prefixLow = sql`(select lower(${p("prefix")}::text) collate "C")`;
const prefixHigh = sql`(select (lower(${p("prefix")}::text) || chr(1114111)) collate "C")`;

/** The vocabulary's words that contain the typed piece (its trigram index): a subquery of one `term` column. */
const vocabularyWords = sql`select term from search_vocabulary where term ilike ${hidden("word")}`;

/**
 * The condition a matching record meets, whatever the page: what counting uses, and a page in another order than
 * the records' creation (which reads and sorts every match). The page in creation order uses {@link searchedIds} and
 * {@link searchedTermRows}, which stop at a page.
 */
export function searchCondition(columns: SearchColumns, search: SearchShape): SQL | undefined {
  if (search === null) return undefined;
  if (search.kind === "text") return sql`${columns.search} ilike ${p("pattern")}`;
  if (search.kind !== "phone") {
    const kind = sql.raw(`'${getTableName(columns.id.table as PgTable)}'`);
    const t = termsTable("t");
    const terms =
      search.kind === "words"
        ? sql`${t.term} in (${vocabularyWords})`
        : sql`${t.term} >= ${prefixLow} and ${t.term} < ${prefixHigh}`;
    const found = sql`${columns.id} in (select ${t.alias}.record_id from ${t.from}
      where ${t.alias}.kind = ${kind} and ${terms})`;
    return search.checked ? sql`${found} and ${columns.search} ilike ${hidden("pattern")}` : found;
  }
  const digits = columns.phoneDigits;
  if (!digits) throw new Error("a phone search on a table without phone_digits");
  // The very expressions of the two indexes (schema.ts), so the planner matches them.
  const start = sql`(${digits} collate "C")`;
  const end = sql`(reverse(${digits}) collate "C")`;
  return or(
    sql`(${start} >= ${hidden("prefixLow0")} and ${start} < ${hidden("prefixHigh0")})`,
    sql`(${start} >= ${hidden("prefixLow1")} and ${start} < ${hidden("prefixHigh1")})`,
    search.suffix ? sql`(${end} >= ${hidden("suffixLow")} and ${end} < ${hidden("suffixHigh")})` : undefined,
  );
}

/** What a page's search reads beyond its matches: its order, its size, and whether it follows a cursor. */
export interface SearchedPage {
  /** The page's rows (its limit + 1), written into the statement's text. */
  rows: number;
  descending: boolean;
  /** Whether the page follows a cursor (`cursorValue`, `cursorId`): the table's sort is its creation time. */
  cursor: boolean;
}

/**
 * The ids of the page of a phone search: the matches looked up through the digit indexes (a handful of rows) and
 * sorted, so that the plan does not hang on the planner's guess of where in time they are (a prepared statement's
 * generic plan guesses a range matches 0.5% of rows evenly spread, and walked the date index through every newer
 * row). `base` holds every other condition of the list (scope, filters, keyset); `sort` is the table's own sort column.
 */
export function searchedIds(
  table: PgTable,
  columns: SearchColumns,
  search: Extract<SearchShape, { kind: "phone" }>,
  base: SQL | undefined,
  sort: PgColumn,
  page: SearchedPage,
): SQL {
  const direction = page.descending ? sql`desc` : sql`asc`;
  const matching = searchCondition(columns, search);
  const where = base ? sql`${base} and ${matching}` : matching;
  return sql`with matches as materialized (
      select ${columns.id} as id, ${sort} as s from ${table} where ${where}
    )
    select id from matches order by s ${direction}, id ${direction} limit ${sql.raw(String(page.rows))}`;
}

/**
 * The page of a term search in the records' creation order (decision 021), as rows of `table` (every column, so that
 * the list's select reads them as it reads the table, and each record is fetched once), at most `page.rows`. It costs
 * the same whether the matches are the newest records or sit behind 40,000 newer ones, at 10,000 or 1,000,000 records:
 * - `words` and `pairs`: the terms to walk (the vocabulary's words that contain the piece, through its trigram index;
 *   or the first {@link SEARCH_PAIR_TERMS_MAX} pairs that start with the two words, one probe of `search_terms_idx`
 *   each), then each term's records newest first through `search_terms_idx`, joined to the table and checked, a page
 *   at most per term (more only where the check leaves records out), then the page of those;
 * - `keys`: the first {@link SEARCH_KEY_ROWS_MAX} key rows that start with the prefix (an identifier has a row or a
 *   few), newest first within each key, then newest first of all, joined to the table and checked until a page.
 * The check is `base` (scope, filters) and, for several pieces, the whole text typed.
 */
export function searchedTermRows(
  table: PgTable,
  columns: SearchColumns & { createdAt: PgColumn },
  search: TermShape,
  base: SQL | undefined,
  page: SearchedPage,
): SQL {
  const kind = sql.raw(`'${getTableName(table)}'`);
  const direction = page.descending ? sql`desc` : sql`asc`;
  const rows = sql.raw(String(page.rows));
  const t = termsTable("t");
  const keyset = page.cursor
    ? sql` and (${t.alias}.created_at, ${t.alias}.record_id) ${page.descending ? sql`<` : sql`>`} (${hiddenValue("cursorValue", "timestamptz")}, ${hiddenValue("cursorId", "uuid")})`
    : sql``;
  const whole = search.checked ? sql`${columns.search} ilike ${hidden("pattern")}` : undefined;
  const check =
    base && whole ? sql` and ${base} and ${whole}` : base || whole ? sql` and ${base ?? whole}` : sql``;
  const created = sql.identifier(columns.createdAt.name);
  const id = sql.identifier(columns.id.name);
  if (search.kind === "keys") {
    // In the index's order (a key's rows newest first), at most SEARCH_KEY_ROWS_MAX, then newest first: the records are
    // joined in that order until a page passes the check (OFFSET 0 keeps the sort below the join, so the join stops).
    return sql`with hits as materialized (
        select ${t.alias}.record_id as id, ${t.alias}.created_at as s from ${t.from}
        where ${t.alias}.kind = ${kind} and ${t.term} >= ${prefixLow} and ${t.term} < ${prefixHigh}${keyset}
        order by ${t.term} ${direction}, ${t.alias}.created_at ${direction}, ${t.alias}.record_id ${direction}
        limit ${sql.raw(String(SEARCH_KEY_ROWS_MAX))}
      )
      select ${table}.* from (select distinct id, s from hits order by s ${direction}, id ${direction} offset 0) as sorted
      join ${table} on ${columns.id} = sorted.id${check}
      order by sorted.s ${direction}, sorted.id ${direction}
      limit ${rows}`;
  }
  const terms = search.kind === "words" ? sql`terms as materialized (${vocabularyWords})` : pairTerms(kind);
  // Each term's rows in the index's order, joined to their records one by one (a nested loop), so that the walk stops
  // at a page that passes the check.
  return sql`with recursive ${terms}
    select distinct on (found.${created}, found.${id}) found.* from terms cross join lateral (
      select ${table}.* from ${t.from} join ${table} on ${columns.id} = ${t.alias}.record_id
      where ${t.alias}.kind = ${kind} and ${t.term} = terms.term${keyset}${check}
      order by ${t.term} ${direction}, ${t.alias}.created_at ${direction}, ${t.alias}.record_id ${direction}
      limit ${rows}
    ) as found
    order by found.${created} ${direction}, found.${id} ${direction}
    limit ${rows}`;
}

/**
 * The distinct pairs that start with the typed prefix, in order, at most SEARCH_PAIR_TERMS_MAX: one probe of
 * `search_terms_idx` each for the next term after the last (a loose index scan), where reading the range would read
 * every record of every pair.
 */
function pairTerms(kind: SQL): SQL {
  const s = termsTable("s");
  const next = (after: SQL | null) => sql`select ${s.term} from ${s.from}
    where ${s.alias}.kind = ${kind} and ${s.term} ${after === null ? sql`>= ${prefixLow}` : sql`> ${after}`}
      and ${s.term} < ${prefixHigh}
    order by ${s.term} limit 1`;
  return sql`pairs(term) as (
      (${next(null)})
      union all
      select (${next(sql`pairs.term`)}) from pairs where pairs.term is not null
    ), terms as materialized (
      select term from pairs where term is not null limit ${sql.raw(String(SEARCH_PAIR_TERMS_MAX))}
    )`;
}
