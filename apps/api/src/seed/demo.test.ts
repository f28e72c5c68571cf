import { SCHENGEN_AREA } from "@visadesk/content/schengen";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cases, deals, deliveries, enquiries, leads } from "#db/schema.ts";
import { seedDemo } from "#seed/demo.ts";
import { useTestServer } from "#test/test-server.ts";

describe("demo data", () => {
  const server = useTestServer();

  it("fills an empty database with every stage of the journey, then refuses to run again", async () => {
    const db = server.app.database.db;
    const counts = await seedDemo(db, new Date("2025-12-31T12:00:00Z"), 400);
    expect(counts.enquiries).toBe(400);
    const group = async (
      table: typeof leads | typeof cases | typeof deliveries | typeof enquiries,
      column: string,
    ) =>
      Object.fromEntries(
        (
          await db
            .select({ key: sql<string>`${sql.raw(column)}`, n: sql<number>`count(*)::int` })
            .from(table)
            .groupBy(sql.raw(column))
        ).map((r) => [r.key, r.n]),
      );
    const leadStatuses = await group(leads, "status");
    for (const status of ["new", "contacted", "qualified", "converted", "lost"]) {
      expect(leadStatuses[status] ?? 0, status).toBeGreaterThan(0);
    }
    expect(counts.leads).toBeLessThan(400); // repeats from the same phone joined their lead
    const decisions = await group(cases, "decision");
    expect(decisions.refused ?? 0).toBeGreaterThan(0);
    expect(decisions.approved ?? 0).toBeGreaterThan(0);
    expect((await group(cases, "kind")).appeal ?? 0).toBeGreaterThan(0);
    expect((await group(deliveries, "status")).delivered ?? 0).toBeGreaterThan(0);
    // A won deal closed its lead's enquiries: none of them waits as open (or stuck) work.
    const [wonButOpen] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(enquiries)
      .innerJoin(deals, eq(deals.leadId, enquiries.leadId))
      .where(and(eq(deals.stage, "won"), notInArray(enquiries.status, ["closed", "spam"])));
    expect(wonButOpen?.n).toBe(0);
    // A Schengen visa only for the Schengen area, on every record that carries the pair (decision 029).
    for (const table of [enquiries, leads, deals, cases]) {
      const unfit = await db
        .select({ country: table.destinationCountry })
        .from(table)
        .where(and(eq(table.visaType, "schengen"), notInArray(table.destinationCountry, [...SCHENGEN_AREA])));
      expect(unfit, "a Schengen visa outside the Schengen area").toEqual([]);
    }
    const [schengen] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(cases)
      .where(eq(cases.visaType, "schengen"));
    expect(schengen?.n, "the check above has Schengen cases to look at").toBeGreaterThan(0);
    await expect(seedDemo(db, new Date("2025-12-31T12:00:00Z"), 10)).rejects.toThrow(/already has CRM data/);
    // A ceiling for a hang, not a speed check: 400 enquiries go through the services one at a time (with their
    // triggers and, on PostgreSQL, a WAL flush per commit), 161-300 s on a loaded 2-core machine.
  }, 600_000);
});
