import { and, eq, isNull, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SortKind } from "#crm/list/cursor.ts";
import type { ListFilter, ListSql, PagedQuery } from "#crm/list/definition.ts";
import type { Shape } from "#crm/list/plan.ts";
import { hiddenValue, phoneDigitsOf, type SearchColumns } from "#crm/list/search.ts";
import { users } from "#db/schema.ts";

const p = (name: string) => sql.placeholder(name);

/**
 * How a statement reads its values: as they are (`plain`, or `cast` to a type), or each where the planner cannot see
 * it (search.ts's {@link hiddenValue}), so that its custom plans cost what its generic plan does and PostgreSQL keeps
 * the generic plan. A search's statements hide them: with a staff member's own id in sight, a key search's custom
 * plan looked a little cheaper, and was made anew on every run.
 */
export interface Params {
  plain: (name: string, type: string) => SQL | Placeholder;
  cast: (name: string, type: string) => SQL;
}
export const inSight: Params = {
  plain: (name) => p(name),
  cast: (name, type) => sql`${p(name)}::${sql.raw(type)}`,
};
export const hiddenParams: Params = { plain: hiddenValue, cast: hiddenValue };

/** The condition of the shape's assignee filter, if any. */
function assigneeCondition(
  assigneeColumn: PgColumn,
  assignee: Shape["assignee"],
  params: Params,
): SQL | undefined {
  switch (assignee) {
    case "unassigned":
      return isNull(assigneeColumn);
    case "nobody":
      return sql`false`;
    case "me":
      return eq(assigneeColumn, params.plain("assignee", assigneeColumn.getSQLType()));
    case "username":
      return sql`${assigneeColumn} = (select ${users.id} from ${users} where ${users.username} = ${params.plain("assignee", "text")})`;
    case null:
      return undefined;
  }
}

/** Rows after the cursor in the shape's order, keyed by (sort value, id). */
function keysetCondition(
  shape: Shape,
  sortColumn: PgColumn,
  kind: SortKind,
  idColumn: PgColumn,
  params: Params,
): SQL | undefined {
  if (!shape.cursor) return undefined;
  const typed = params.cast(
    "cursorValue",
    kind === "time" ? "timestamptz" : kind === "int" ? "integer" : "text",
  );
  const id = params.cast("cursorId", "uuid");
  return shape.order === "desc"
    ? sql`(${sortColumn}, ${idColumn}) < (${typed}, ${id})`
    : sql`(${sortColumn}, ${idColumn}) > (${typed}, ${id})`;
}

/** The conditions of the list's own filters present in `shape` (`caseless` ones ignore case). */
function filterConditions<Q extends PagedQuery>(
  { filters }: ListSql<Q>,
  shape: Shape,
  params: Params,
): SQL[] {
  return shape.filters.map((field) => {
    const filter = filters[field as keyof typeof filters] as ListFilter;
    return "caseless" in filter
      ? sql`lower(${filter.column}) = lower(${params.plain(`filter_${field}`, "text")})`
      : eq(filter as PgColumn, params.plain(`filter_${field}`, (filter as PgColumn).getSQLType()));
  });
}

/** The conditions of the list's own date ranges present in `shape`, in the definition's order. */
function rangeConditions<Q extends PagedQuery>(
  { ranges }: ListSql<Q>,
  shape: Shape,
  params: Params,
): (SQL | undefined)[] {
  return (ranges ?? []).map((range) =>
    shape.ranges.includes(range.name)
      ? range.from
        ? sql`${range.column} >= ${params.cast(`range_${range.name}`, "date")}`
        : sql`${range.column} <= ${params.cast(`range_${range.name}`, "date")}`
      : undefined,
  );
}

/**
 * The conditions of `shape` but its search (scope, filters, dates; the keyset only when `withCursor`), from
 * placeholders only, in sight of the planner or hidden from it ({@link Params}).
 */
export function baseWhere<Q extends PagedQuery>(
  definition: ListSql<Q>,
  shape: Shape,
  extra: SQL | undefined,
  withCursor: boolean,
  params: Params = inSight,
): SQL | undefined {
  const { columns } = definition;
  const [sortColumn, kind] = definition.sorts[shape.sort as Q["sort"]];
  return and(
    extra,
    // The staff scope (as `canSee`): unassigned records and the actor's own.
    shape.scoped
      ? or(
          isNull(columns.assignee),
          eq(columns.assignee, params.plain("userId", columns.assignee.getSQLType())),
        )
      : undefined,
    ...filterConditions(definition, shape, params),
    assigneeCondition(columns.assignee, shape.assignee, params),
    shape.from ? sql`${columns.createdAt} >= ${params.cast("from", "timestamptz")}` : undefined,
    shape.to ? sql`${columns.createdAt} < ${params.cast("to", "timestamptz")}` : undefined,
    ...rangeConditions(definition, shape, params),
    withCursor ? keysetCondition(shape, sortColumn, kind, columns.id, params) : undefined,
  );
}

/** The search columns of a list: its search text and, on a table with phones, their digits. */
export function searchColumns<Q extends PagedQuery>({ columns }: ListSql<Q>): SearchColumns {
  return { id: columns.id, search: columns.search, phoneDigits: phoneDigitsOf(columns.id) };
}
