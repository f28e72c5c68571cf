import { getTableColumns, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { prefixRange, reversed, searchTerms } from "#crm/search-terms.ts";

/**
 * How a list query searches, as part of its prepared shape: not at all, the search text (trigram), or a phone's
 * digits at its start (and its end, with `suffix`).
 */
export type SearchShape = null | "text" | "phone" | "phone-suffix";

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

/**
 * The most rows of the list's own order a text search reads before it looks up every match instead: enough for a
 * page of a term in one record of 40 or more, few enough to cost less than the page itself.
 */
export function searchWindow(limit: number): number {
  return Math.min(4_000, Math.max(400, limit * 40));
}

const p = (name: string) => sql.placeholder(name);

/** The search shape of `q` on a table with (or without) phone digits; its values go into `values`. */
export function planSearch(
  q: string | undefined,
  hasPhoneDigits: boolean,
  limit: number,
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
  values.window = searchWindow(limit);
  return "text";
}

/** The condition a matching record meets (what counting uses; the page uses {@link searchedIds}). */
export function searchCondition(columns: SearchColumns, search: SearchShape): SQL | undefined {
  if (search === null) return undefined;
  if (search === "text") return sql`${columns.search} ilike ${p("pattern")}`;
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
 * The ids of the page of a search, chosen by what the data holds rather than by the planner's guess (which assumes
 * matches spread evenly over time, and walked the date index through 41,720 newer rows for "sharma"):
 * - a text search first reads the newest `window` rows of the list's own order (an index walk of fixed cost); when
 *   they hold a page of matches, or are the whole list, that is the page. Otherwise it looks up every match through
 *   the trigram index and sorts them, which costs what the matches do, however old they are;
 * - a phone search looks up the matches through the digit indexes (a handful of rows) and sorts them.
 * `base` holds every other condition of the list (scope, filters, keyset); `order` is the list's ORDER BY, over the
 * table's own sort column `sort`, which the CTEs call `s`.
 */
export function searchedIds(
  table: PgTable,
  columns: SearchColumns,
  search: Exclude<SearchShape, null>,
  base: SQL | undefined,
  sort: PgColumn,
  descending: boolean,
): SQL {
  const direction = descending ? sql`desc` : sql`asc`;
  const where = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);
  const matching = searchCondition(columns, search);
  const both = base ? sql`${base} and ${matching}` : matching;
  const matches = sql`matches as materialized (
    select ${columns.id} as id, ${sort} as s from ${table} ${where(both)}
  )`;
  if (search !== "text") {
    return sql`with ${matches} select id from matches order by s ${direction}, id ${direction} limit ${p("limit")}`;
  }
  return sql`with recent as materialized (
      select ${columns.id} as id, ${sort} as s, ${columns.search} as t from ${table} ${where(base)}
      order by ${sort} ${direction}, ${columns.id} ${direction} limit ${p("window")}
    ),
    hits as (
      select id, s from recent where t ilike ${p("pattern")} order by s ${direction}, id ${direction} limit ${p("limit")}
    ),
    ${matches},
    settled as materialized (
      select (select count(*) from hits) >= ${p("limit")}::integer
        or (select count(*) from recent) < ${p("window")}::integer as ok
    )
    select id from hits where (select ok from settled)
    union all
    (select id from matches where not (select ok from settled) order by s ${direction}, id ${direction} limit ${p("limit")})`;
}
