import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ListSelect } from "#crm/list/columns.ts";
import type { SortKind } from "#crm/list/cursor.ts";

/** The query every CRM list takes (`ZListQueryBase` parsed), with its own sorts and filters. */
export interface PagedQuery {
  /** The opaque `nextCursor` of the previous page. */
  cursor?: string | undefined;
  limit: number;
  q?: string | undefined;
  /** `me`, `unassigned`, or a username (an unknown one matches nothing). */
  assignee?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  order: "asc" | "desc";
  sort: string;
  /** Whether to count every matching record (a second query, a scan of every match): only when asked. */
  count?: boolean | undefined;
}

/** A filter of a list's own: the query field must equal the column (`caseless`: ignoring case). */
export type ListFilter = PgColumn | { column: PgColumn; caseless: true };

/** What one CRM list is made of; scope, filters, search and keyset paging are the same for every list. */
export interface ListDefinition<Q extends PagedQuery, Row extends { id: string }, Item> {
  /**
   * The select with its joins and without a where: the table's columns, the assignee's username and name... each
   * field selected as the key of `Row` that holds it.
   */
  select: ListSelect;
  /** The columns the shared filters use. */
  columns: { id: PgColumn; assignee: PgColumn; createdAt: PgColumn; search: PgColumn };
  /** Each sort: its column and kind; the row has a field of the sort's name that holds the value. */
  sorts: Record<Q["sort"], readonly [PgColumn, SortKind]>;
  /** The list's own filters, by query field. */
  filters: { [K in Exclude<keyof Q, keyof PagedQuery> & string]?: ListFilter };
  toItem: (row: Row) => Item;
  /** Date-range filters of its own: the query field holds a `YYYY-MM-DD` the column must be on/after (`from`) or on/before. */
  ranges?: readonly { name: Exclude<keyof Q, keyof PagedQuery> & string; column: PgColumn; from: boolean }[];
  /** A money column whose sum over every matching record each page reports as `totalFeeInr` (integer rupees). */
  sum?: { column: PgColumn };
}

/** The parts of a list definition that decide its SQL (never its values). */
export type ListSql<Q extends PagedQuery> = Pick<
  ListDefinition<Q, { id: string }, unknown>,
  "columns" | "filters" | "sorts" | "ranges" | "sum"
>;

/** A list's page statement as a part of a larger one (`pagedList`'s `partOf`). */
export interface ListPart<Item> {
  /** What decides the part's SQL text: parts of equal keys are the same SQL. */
  key: string;
  /** The page's query, from placeholders only (built when a statement of its key is to be prepared). */
  query: () => SQL;
  /** The values of its placeholders. */
  values: Record<string, unknown>;
  /** The page's items from its rows (the driver's rows, or the JSON of them: times as text). */
  page: (rows: unknown[]) => Item[];
}

/** A page of a list, with how many records match in all (whatever the page). */
export interface ListPage<Item> {
  items: Item[];
  nextCursor: string | null;
  /** How many match in all, when the query asked (`count`); else null. */
  total: number | null;
  /** With a {@link ListDefinition.sum}: the sum of its column over every matching record (null when not counted). */
  totalFeeInr?: number | null;
}
