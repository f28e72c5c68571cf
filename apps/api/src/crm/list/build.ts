import { and, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import { baseWhere, hiddenParams, inSight, searchColumns } from "#crm/list/conditions.ts";
import type { ListDefinition, ListSql, PagedQuery } from "#crm/list/definition.ts";
import type { Shape } from "#crm/list/plan.ts";
import { searchCondition, searchedIds, searchedTermRows } from "#crm/list/search.ts";
import type { Database } from "#db/client.ts";

/**
 * The page query of `shape` (plus `extra`, narrowing it further), in the shape's sort and order. A phone search picks
 * the page's ids first ({@link searchedIds}), so that its plan does not hang on where in time the matches are.
 */
export function buildList<Q extends PagedQuery, Row extends { id: string }, Item>(
  db: Database,
  definition: ListDefinition<Q, Row, Item>,
  shape: Shape,
  extra: SQL | undefined,
): PgSelect {
  const [sortColumn] = definition.sorts[shape.sort as Q["sort"]];
  if (!Number.isSafeInteger(shape.rows) || shape.rows < 1) throw new Error(`a page of ${shape.rows} rows`);
  // A literal (see Shape.rows): Drizzle writes an SQL object as it is, where a number would become a parameter.
  const literalLimit = sql.raw(String(shape.rows)) as unknown as number;
  const direction = shape.order === "desc" ? sql`desc` : sql`asc`;
  const search = shape.search;
  // A phone or term search's statement is planned once: its values are hidden from the planner.
  const params = search !== null && search.kind !== "text" ? hiddenParams : inSight;
  const base = baseWhere(definition, shape, extra, true, params);
  const columns = searchColumns(definition);
  const table = definition.columns.id.table as PgTable;
  const page = { rows: shape.rows, descending: shape.order === "desc", cursor: shape.cursor };
  if (
    (search?.kind === "words" || search?.kind === "pairs" || search?.kind === "keys") &&
    sortColumn === definition.columns.createdAt
  ) {
    // A term search in creation order reads its page's rows itself (scope, filters and the cursor inside, each record
    // fetched once), under the table's own name, so that the list's select reads them as it reads the table.
    const rows = searchedTermRows(
      table,
      { ...columns, createdAt: definition.columns.createdAt },
      search,
      baseWhere(definition, shape, extra, false, params),
      page,
    );
    return definition
      .select(db, sql`(${rows}) as ${sql.identifier(getTableName(table))}`)
      .orderBy(sql`${sortColumn} ${direction}`, sql`${definition.columns.id} ${direction}`)
      .limit(literalLimit);
  }
  // A phone search picks its page's ids first; anything else is the planner's choice (a search of other text, or a
  // term search in another order: every match is read and sorted).
  const where =
    search?.kind === "phone"
      ? sql`${definition.columns.id} in (${searchedIds(table, columns, search, base, sortColumn, page)})`
      : and(base, searchCondition(columns, search));
  return definition
    .select(db)
    .where(where)
    .orderBy(sql`${sortColumn} ${direction}`, sql`${definition.columns.id} ${direction}`)
    .limit(literalLimit);
}

/** How many records match `shape` in all (and the sum of the list's money column), whatever the page. */
export function buildCount<Q extends PagedQuery>(
  db: Database,
  definition: ListSql<Q>,
  shape: Shape,
  extra: SQL | undefined,
): PgSelect {
  const { sum, columns } = definition;
  return db
    .select({
      total: sql<number>`count(*)::integer`.as("total"),
      sum: (sum ? sql<number>`coalesce(sum(${sum.column}), 0)::bigint::text` : sql<string>`'0'`).as("sum"),
    })
    .from(columns.id.table)
    .where(
      and(
        baseWhere(definition, shape, extra, false),
        searchCondition(searchColumns(definition), shape.search),
      ),
    )
    .$dynamic();
}
