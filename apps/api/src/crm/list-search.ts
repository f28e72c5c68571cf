import { getTableColumns, getTableName, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { prefixRange, reversed, searchTerms } from "#crm/search-terms.ts";
import { searchWordOf } from "#crm/search-words.ts";
import { searchTerms as searchTermsTable } from "#db/schema.ts";

/**
 * How a list query searches, as part of its prepared shape: not at all, the search text through the words of
 * `search_terms` (`words`: what was typed is one word piece, {@link searchWordOf}), the search text alone (`text`:
 * several pieces, or a short one), or a phone's digits at its start (and its end, with `suffix`).
 */
export type SearchShape = null | "words" | "text" | "phone" | "phone-suffix";

/** The columns a search reads: the table's search text and, on a table with phones, its `phone_digits`. */
export interface SearchColumns {
  id: PgColumn;
  search: PgColumn;
  phoneDigits: PgColumn | undefined;
}

/** The `phone_digits` column of the table of `id`, if it has one: such a table is searched by phone through it. */
export function phoneDigitsOf(id: PgColumn): PgColumn | undefined {
  return (getTableColumns(id.table as PgTable) as Record<string, PgColumn | undefined>).phoneDigits;
}

const p = (name: string) => sql.placeholder(name);

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
    if (terms.suffix === null) return "phone";
    [values.suffixLow, values.suffixHigh] = prefixRange(reversed(terms.suffix));
    return "phone-suffix";
  }
  // On a table without phones (deals, cases, deliveries) digits are text: a case number, a tracking number.
  values.pattern =
    terms.kind === "text" ? terms.pattern : `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const word = searchWordOf(q);
  if (word === null) return "text";
  // The word holds no `%`, `_` or backslash: they split words.
  values.word = `%${word}%`;
  return "words";
}

/** The condition a matching record meets (what counting uses; the page uses {@link searchedIds}). */
export function searchCondition(columns: SearchColumns, search: SearchShape): SQL | undefined {
  if (search === null) return undefined;
  if (search === "text" || search === "words") return sql`${columns.search} ilike ${p("pattern")}`;
  const digits = columns.phoneDigits;
  if (!digits) throw new Error("a phone search on a table without phone_digits");
  // The very expressions of the two indexes (schema.ts), so the planner matches them.
  const start = sql`(${digits} collate "C")`;
  const end = sql`(reverse(${digits}) collate "C")`;
  return or(
    sql`(${start} >= ${p("prefixLow0")} and ${start} < ${p("prefixHigh0")})`,
    sql`(${start} >= ${p("prefixLow1")} and ${start} < ${p("prefixHigh1")})`,
    search === "phone-suffix"
      ? sql`(${end} >= ${p("suffixLow")} and ${end} < ${p("suffixHigh")})`
      : undefined,
  );
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
  search: "phone" | "phone-suffix",
  base: SQL | undefined,
  sort: PgColumn,
  descending: boolean,
): SQL {
  const direction = descending ? sql`desc` : sql`asc`;
  const matching = searchCondition(columns, search);
  const where = base ? sql`${base} and ${matching}` : matching;
  return sql`with matches as materialized (
      select ${columns.id} as id, ${sort} as s from ${table} where ${where}
    )
    select id from matches order by s ${direction}, id ${direction} limit ${p("limit")}`;
}

/**
 * The ids of the page of a one-word text search ({@link searchWordOf}): the vocabulary's words that contain it (its
 * trigram index, planned for the pattern), then for each word its records newest first through `search_terms_idx`,
 * each checked against the search and `base` (scope, filters, keyset), a page at most per word; then the page of
 * those. Every record of such a word matches the search, so a word's walk stops at a page (more only where `base`
 * leaves records out): the cost does not grow with the table nor with how many newer records do not match ("sharma"
 * behind 40,000 newer other names). In the table's creation order the walk is the index's order; in another sort each
 * word's matches are all read and sorted. `createdAt` is the table's creation time column.
 */
export function searchedWordIds(
  table: PgTable,
  columns: SearchColumns,
  base: SQL | undefined,
  sort: PgColumn,
  createdAt: PgColumn,
  descending: boolean,
  cursor: boolean,
): SQL {
  const kind = sql.raw(`'${getTableName(table)}'`);
  const direction = descending ? sql`desc` : sql`asc`;
  const byCreation = sort === createdAt;
  const termKeyset =
    byCreation && cursor
      ? sql` and (${searchTermsTable.createdAt}, ${searchTermsTable.recordId}) ${descending ? sql`<` : sql`>`} (${p("cursorValue")}::timestamptz, ${p("cursorId")}::uuid)`
      : sql``;
  const order = byCreation
    ? sql`${searchTermsTable.createdAt} ${direction}, ${searchTermsTable.recordId} ${direction}`
    : sql`${sort} ${direction}, ${columns.id} ${direction}`;
  const matching = sql`${columns.search} ilike ${p("pattern")}`;
  const recordMatches = base ? sql`${base} and ${matching}` : matching;
  // In creation order each of the word's rows is checked by a subquery on the record's primary key, which the planner
  // runs row by row in the index's order and so stops at a page: as a join it may instead read every record of the
  // word and sort them (it did, at 50,000 leads, once the vocabulary's few words made it expect thousands per word).
  const walk = byCreation
    ? sql`select ${searchTermsTable.recordId} as id, ${searchTermsTable.createdAt} as s
        from ${searchTermsTable}
        where ${searchTermsTable.kind} = ${kind} and ${searchTermsTable.term} = words.term${termKeyset}
          and (select true from ${table} where ${columns.id} = ${searchTermsTable.recordId} and ${recordMatches})`
    : sql`select ${columns.id} as id, ${sort} as s
        from ${searchTermsTable} join ${table} on ${columns.id} = ${searchTermsTable.recordId}
        where ${searchTermsTable.kind} = ${kind} and ${searchTermsTable.term} = words.term and ${recordMatches}`;
  return sql`with words as materialized (
      select term from search_words_containing(${p("word")}) as word(term)
    ), matches as materialized (
      select distinct found.id, found.s from words cross join lateral (
        ${walk}
        order by ${order} limit ${p("limit")}
      ) as found
    )
    select id from matches order by s ${direction}, id ${direction} limit ${p("limit")}`;
}
