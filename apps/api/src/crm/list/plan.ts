import type { AnyActor } from "#crm/actors.ts";
import { decodeCursor } from "#crm/list/cursor.ts";
import type { ListSql, PagedQuery } from "#crm/list/definition.ts";
import { phoneDigitsOf, planSearch, type SearchShape } from "#crm/list/search.ts";
import { dateBounds } from "#crm/list/times.ts";

/**
 * What decides a list query's SQL text, never its values: each shape is built and prepared once, then executed with
 * the values of each request. Scope and filters are still applied in every query, by the database.
 */
export interface Shape {
  /**
   * The rows the page statement fetches (the page's limit + 1), written into its text: with `limit $n`, PostgreSQL's
   * plan cache costs a generic plan for an unknown limit (a tenth of the table) against custom plans for 51 rows, so
   * it never chose the generic plan and planned the page anew on every request (a third of the database's CPU per
   * staff page, docs/behaviours/speed.md#api-lists). A literal limit lets the page's plan be made once per connection;
   * the list's few limits make few shapes.
   */
  rows: number;
  sort: string;
  order: "asc" | "desc";
  scoped: boolean;
  filters: string[];
  assignee: "me" | "nobody" | "unassigned" | "username" | null;
  from: boolean;
  to: boolean;
  ranges: string[];
  search: SearchShape;
  cursor: boolean;
}

/** One request planned: the shape of its SQL (what is prepared) and the values that fill its placeholders. */
export interface Plan {
  shape: Shape;
  values: Record<string, unknown>;
}

/** The assignee part of a plan: which condition the shape takes, and its value. */
function planAssignee(
  actor: AnyActor,
  query: PagedQuery,
  values: Record<string, unknown>,
): Shape["assignee"] {
  if (query.assignee === "unassigned") return "unassigned";
  if (query.assignee === "me") {
    if (actor.userId === null) return "nobody";
    values.assignee = actor.userId;
    return "me";
  }
  if (query.assignee === undefined) return null;
  values.assignee = query.assignee;
  return "username";
}

/** The list's own filters present in `query`, in name order; their values go into `values`. */
function planFilters<Q extends PagedQuery>(
  definition: ListSql<Q>,
  query: Q,
  values: Record<string, unknown>,
): string[] {
  const present: string[] = [];
  for (const field of Object.keys(definition.filters).sort()) {
    const value = (query as Record<string, unknown>)[field];
    if (value === undefined || value === null || value === "") continue;
    present.push(field);
    values[`filter_${field}`] = value;
  }
  return present;
}

/** The list's own date ranges present in `query`; their `YYYY-MM-DD` values go into `values`. */
function planRanges<Q extends PagedQuery>(
  definition: ListSql<Q>,
  query: Q,
  values: Record<string, unknown>,
): string[] {
  const ranges: string[] = [];
  for (const range of definition.ranges ?? []) {
    const value = (query as Record<string, unknown>)[range.name];
    if (typeof value !== "string" || value === "") continue;
    ranges.push(range.name);
    values[`range_${range.name}`] = value;
  }
  return ranges;
}

/** Splits one request into the shape of its SQL (what is prepared) and the values that fill the placeholders. */
export function planList<Q extends PagedQuery>(definition: ListSql<Q>, actor: AnyActor, query: Q): Plan {
  const values: Record<string, unknown> = {};
  const scoped = actor.scope !== "all" && actor.userId !== null;
  if (scoped) values.userId = actor.userId;
  const filters = planFilters(definition, query, values);
  const assignee = planAssignee(actor, query, values);
  const bounds = dateBounds(query.from, query.to);
  if (bounds.from) values.from = bounds.from.toISOString();
  if (bounds.to) values.to = bounds.to.toISOString();
  const ranges = planRanges(definition, query, values);
  const search = planSearch(query.q, phoneDigitsOf(definition.columns.id) !== undefined, values);
  if (query.cursor !== undefined) {
    const [value, id] = decodeCursor(query.cursor, definition.sorts[query.sort as Q["sort"]][1]);
    values.cursorValue = value;
    values.cursorId = id;
  }
  const shape: Shape = {
    rows: query.limit + 1,
    sort: query.sort,
    order: query.order,
    scoped,
    filters,
    assignee,
    from: bounds.from !== undefined,
    to: bounds.to !== undefined,
    ranges,
    search,
    cursor: query.cursor !== undefined,
  };
  return { shape, values };
}
