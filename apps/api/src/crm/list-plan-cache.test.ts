import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CrmActor } from "#crm/actors.ts";
import { createLeadService } from "#crm/leads.ts";
import { analyzeDatabase, type Database } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { useTestServer } from "#test/test-server.ts";

// A list's page statement is prepared once and run with each request's values; PostgreSQL's plan cache (and PGlite's,
// which runs the same statements named: decision 016) then decides per statement whether to plan each run anew (a
// custom plan) or to keep one plan (generic). Planning the staff page on every request was a third of the database's
// CPU per page (docs/behaviours/speed.md#api-lists): these tests pin that the page is planned once, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL, with enough leads that the planner's costs are real.
describe("the plan of a list's page", () => {
  const server = useTestServer();
  const db = (): Database => server.app.database.db;
  let staff: CrmActor;

  beforeAll(async () => {
    await db().execute(sql`
      insert into leads (status, name, phone, created_at, updated_at)
      select 'new', 'Plan Lead ' || i, '+917' || lpad(i::text, 9, '0'),
        timestamptz '2024-01-01' + i * interval '1 minute', timestamptz '2024-01-01' + i * interval '1 minute'
      from generate_series(1, 20000) as i`);
    await analyzeDatabase(db(), "leads");
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.username, "staff1"));
    if (!user) throw new Error("no staff1");
    const userId = user.id;
    staff = {
      user: { username: "staff1", name: "Staff One", role: "staff" },
      userId,
      scope: "own",
      ip: "127.0.0.1",
      now: new Date(),
    };
  }, 120_000);

  /** How often PostgreSQL planned `text` generically and per run over `runs` executions with `params`. */
  async function plansOf(text: string, params: unknown[], runs: number) {
    return db().transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare page_plan as ${text}`));
      const values = params.map((value) => (typeof value === "number" ? String(value) : `'${value}'`));
      for (let run = 0; run < runs; run++)
        await tx.execute(sql.raw(`execute page_plan(${values.join(", ")})`));
      const result = await tx.execute(
        sql.raw(
          "select generic_plans::integer as generic, custom_plans::integer as custom from pg_prepared_statements where name = 'page_plan'",
        ),
      );
      await tx.execute(sql.raw("deallocate page_plan"));
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        generic: number;
        custom: number;
      }[];
      return rows[0];
    });
  }

  const staffPage = (limit: number) =>
    createLeadService(db()).list.statementOf(staff, {
      limit,
      order: "desc",
      sort: "createdAt",
      count: false,
    });

  it("writes the page's limit into its text, so each limit is its own statement", () => {
    const page = staffPage(50);
    expect(page.sql).toMatch(/ limit 51$/);
    expect(page.params).toEqual([staff.userId]);
    expect(staffPage(20).sql).toMatch(/ limit 21$/);
  });

  it("is planned once and kept (a generic plan), where a limit as a parameter was planned on every run", async () => {
    const page = staffPage(50);
    // The plan cache tries five custom plans before it weighs the generic one.
    expect(await plansOf(page.sql, page.params, 8)).toEqual({ generic: 3, custom: 5 });
    // The same statement with its limit as a parameter, as it was: the generic plan's cost for an unknown limit (a
    // tenth of the rows) never beats a custom plan's for 51, so every run was planned.
    const parameterised = page.sql.replace(/ limit 51$/, " limit $2");
    expect(await plansOf(parameterised, [...page.params, 51], 8)).toEqual({ generic: 0, custom: 8 });
  });
});
