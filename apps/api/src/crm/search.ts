import type { SearchQuery, SearchResult } from "@visadesk/contracts/search";
import { is, Placeholder, type SQL, sql } from "drizzle-orm";
import type { CrmActor } from "#crm/actors.ts";
import type { ListPart } from "#crm/list/index.ts";
import type { Database } from "#db/client.ts";

/** The query the header search gives each list: its newest matches, uncounted. */
type HeaderQuery = { q: string; limit: number; order: "desc"; sort: "createdAt"; count: boolean };

/** Each kind the header search reads, as its list's page statement for a part of one statement (`partOf`). */
export type SearchedLists = {
  [Kind in keyof SearchResult]: (actor: CrmActor, query: HeaderQuery) => ListPart<SearchResult[Kind][number]>;
};

/** The kinds in the order of the statement's columns. */
const KINDS = [
  "leads",
  "enquiries",
  "deals",
  "customers",
  "cases",
] as const satisfies readonly (keyof SearchResult)[];

/** The most combined statements kept prepared (a search has a few shapes per kind: phone, words, pairs, keys...). */
const MAX_STATEMENTS = 100;

type Statement = { execute: (values: Record<string, unknown>) => Promise<Record<string, unknown>[]> };

/** The rows of one kind's JSON column: parsed by the driver (PostgreSQL) or as text (PGlite's worker). */
function rowsOf(value: unknown): unknown[] {
  const rows = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(rows) ? rows : [];
}

/** The values of all parts, by placeholder name; a name two parts share must hold the same value in both. */
function valuesOf(parts: ListPart<unknown>[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [name, value] of Object.entries(part.values)) {
      if (name in values && values[name] !== value) {
        throw new Error(`the header search's lists give ${name} two values`);
      }
      values[name] = value;
    }
  }
  return values;
}

/**
 * The header search: each list's own search (the same scope, plans and answers as `?q=` on it), newest first, all in
 * one statement (each kind's page as a JSON column), so that a keystroke costs the browser one round trip and the
 * database one statement, planned once per connection for each combination of the lists' shapes (decision 021).
 */
export function createSearchService(db: Database, lists: SearchedLists) {
  const prepared = new Map<string, Statement>();
  let made = 0;

  function statementOf(parts: ListPart<unknown>[]): Statement {
    const key = JSON.stringify(parts.map((part) => part.key));
    let statement = prepared.get(key);
    if (!statement) {
      const columns = Object.fromEntries(
        KINDS.map((kind, i) => [
          kind,
          sql`(select coalesce(json_agg(page), '[]'::json) from (${(parts[i] as ListPart<unknown>).query()}) as page)`.as(
            kind,
          ),
        ]),
      ) as Record<(typeof KINDS)[number], SQL.Aliased<unknown>>;
      const query = db.select(columns).from(sql`(select) as one`);
      if (!query.toSQL().params.every((param) => is(param, Placeholder))) {
        throw new Error("the header search's statement holds a value instead of a placeholder");
      }
      statement = query.prepare(`search_${made++}`) as unknown as Statement;
      if (prepared.size >= MAX_STATEMENTS) {
        const oldest = prepared.keys().next().value;
        if (oldest !== undefined) prepared.delete(oldest);
      }
      prepared.set(key, statement);
    }
    return statement;
  }

  return async function search(actor: CrmActor, { q, limit }: SearchQuery): Promise<SearchResult> {
    const query: HeaderQuery = { q, limit, order: "desc", sort: "createdAt", count: false };
    const parts = KINDS.map((kind) => lists[kind](actor, query)) as ListPart<unknown>[];
    const [row] = await statementOf(parts).execute(valuesOf(parts));
    return Object.fromEntries(
      KINDS.map((kind, i) => [kind, (parts[i] as ListPart<unknown>).page(rowsOf(row?.[kind]))]),
    ) as SearchResult;
  };
}
