import { is, Placeholder, type SQL } from "drizzle-orm";
import type { AnyActor } from "#crm/actors.ts";
import { buildList } from "#crm/list/build.ts";
import { encodeCursor, pageOf } from "#crm/list/cursor.ts";
import type { ListDefinition, ListPage, ListPart, PagedQuery } from "#crm/list/definition.ts";
import { planList, type Shape } from "#crm/list/plan.ts";
import {
  type CountStatement,
  cachedStatement,
  checkPlaceholders,
  prepareCount,
  prepareList,
  type Statement,
} from "#crm/list/statements.ts";
import { utcIso } from "#crm/list/times.ts";
import type { Database } from "#db/client.ts";

/**
 * The rows a file (a CSV export) reads per statement: enough that a statement's round trip costs little beside its
 * rows (a list's pages of 100 made a thousand statements of 100,000 leads), few enough that a batch's rows die young
 * (batches of 5,000 spent about twice as long collecting garbage) and that the two batches in memory at once are a few
 * megabytes whatever the size of the list (docs/capacity.md#csv-export).
 */
export const FILE_BATCH_ROWS = 2_000;

/**
 * One CRM list: `list(actor, query)` answers a page of items and the cursor of the next page, in the query's sort,
 * filtered by the actor's scope (staff see unassigned records and their own) and the query. `extra` narrows it
 * further (the customer portal's own records); such a query is built for that call only.
 */
export function pagedList<Q extends PagedQuery, Row extends { id: string }, Item>(
  db: Database,
  definition: ListDefinition<Q, Row, Item>,
) {
  const prepared = new Map<string, Statement<Row>>();
  const counts = new Map<string, CountStatement>();
  /** Statement names number both caches together, so that a list's page and count statements never share one. */
  const nameOf = (kind: "p" | "n") => `list_${prepared.size + counts.size}_${kind}`;

  function listStatement(shape: Shape, extra: SQL | undefined): Statement<Row> {
    if (extra !== undefined)
      return prepareList<Row>(db, buildList(db, definition, shape, extra), "list_once");
    return cachedStatement(prepared, JSON.stringify(shape), () => {
      const built = buildList(db, definition, shape, undefined);
      checkPlaceholders(built);
      return prepareList<Row>(db, built, nameOf("p"));
    });
  }

  function countStatement(shape: Shape, extra: SQL | undefined): CountStatement {
    if (extra !== undefined) return prepareCount(db, definition, shape, extra, "count_once");
    return cachedStatement(counts, JSON.stringify({ ...shape, rows: 0, cursor: false }), () =>
      prepareCount(db, definition, shape, undefined, nameOf("n")),
    );
  }

  /**
   * The SQL text and values of the page statement `list(actor, query)` runs (for the tests and benchmarks that pin
   * its plan with EXPLAIN).
   */
  function statementOf(actor: AnyActor, query: Q): { sql: string; params: unknown[] } {
    const { shape, values } = planList(definition, actor, query);
    const built = buildList(db, definition, shape, undefined).toSQL();
    return {
      sql: built.sql,
      params: built.params.map((param) => (is(param, Placeholder) ? values[param.name] : param)),
    };
  }

  /** The rows' times completed to the API's form ({@link utcIso}), in place. */
  function completeTimes(rows: Row[]): Row[] {
    for (const row of rows as unknown as Record<string, unknown>[]) {
      if (typeof row.createdAt === "string") row.createdAt = utcIso(row.createdAt);
      if (typeof row.updatedAt === "string") row.updatedAt = utcIso(row.updatedAt);
    }
    return rows;
  }

  /** The cursor after `row` in `query`'s sort. */
  const cursorAfter = (row: Row, query: Q) =>
    encodeCursor((row as Record<string, unknown>)[query.sort] as Date | string | number, row.id);

  /** The page of `query` from its statement's rows (the page's limit + 1). */
  function pageFrom(rows: Row[], query: Q): { items: Item[]; nextCursor: string | null } {
    return pageOf(completeTimes(rows), query.limit, definition.toItem, (row) => cursorAfter(row, query));
  }

  /**
   * Every row `query` matches from its cursor on, in its sort, {@link FILE_BATCH_ROWS} per statement (keyset, each
   * statement prepared once), as the statement answers them: no item is made, so a file writes only what it reads.
   * The next batch is asked for as soon as a batch has come, so the database reads it while the caller writes this one
   * (two batches in memory at most).
   */
  async function* batches(actor: AnyActor, query: Q, extra?: SQL): AsyncGenerator<Row[]> {
    const read = async (cursor: string | undefined) => {
      const { shape, values } = planList(definition, actor, { ...query, limit: FILE_BATCH_ROWS, cursor });
      return completeTimes(await listStatement(shape, extra).all(values));
    };
    let next = read(query.cursor);
    for (;;) {
      const rows = await next;
      const last = rows[FILE_BATCH_ROWS - 1];
      if (rows.length <= FILE_BATCH_ROWS || last === undefined) {
        if (rows.length > 0) yield rows;
        return;
      }
      rows.length = FILE_BATCH_ROWS;
      next = read(cursorAfter(last, query));
      // A caller that stops early leaves the next batch unread: its failure, if any, is nobody's to report.
      next.catch(() => {});
      yield rows;
    }
  }

  /**
   * The page statement of `query` as a part of a larger statement (the header search's: decision 021), unprepared:
   * the key of its shape (what decides its text), its query, its values, and how its rows make the page.
   */
  function partOf(actor: AnyActor, query: Q): ListPart<Item> {
    const { shape, values } = planList(definition, actor, query);
    return {
      key: JSON.stringify(shape),
      query: () => {
        const built = buildList(db, definition, shape, undefined);
        checkPlaceholders(built);
        return built.getSQL();
      },
      values,
      page: (rows) => pageFrom(rows as Row[], query).items,
    };
  }

  async function list(actor: AnyActor, query: Q, extra?: SQL): Promise<ListPage<Item>> {
    const { shape, values } = planList(definition, actor, query);
    const rows = await listStatement(shape, extra).all(values);
    const page = pageFrom(rows, query);
    // Counting is a scan of every match (a 100,000-lead list: ~20x a page's cost), so only a query that asks pays it.
    if (!query.count) return { ...page, total: null, ...(definition.sum ? { totalFeeInr: null } : {}) };
    const { cursorValue: _value, cursorId: _id, ...countValues } = values;
    const [counted] = await countStatement(shape, extra).all(countValues);
    return {
      ...page,
      total: counted?.total ?? 0,
      ...(definition.sum ? { totalFeeInr: Number(counted?.sum ?? 0) } : {}),
    };
  }
  return Object.assign(list, { statementOf, partOf, batches });
}
