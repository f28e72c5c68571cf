import { sql } from "drizzle-orm";
import { PglitePreparedQuery } from "drizzle-orm/pglite/session";
import { PostgresJsPreparedQuery } from "drizzle-orm/postgres-js/session";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { FILE_BATCH_ROWS } from "#crm/list/paged-list.ts";
import { call, login, useTestServer } from "#test/test-server.ts";

describe("CSV exports", () => {
  const server = useTestServer();
  const app = () => server.app;
  let admin = "";
  beforeAll(async () => {
    admin = await login(app(), "admin");
  });

  it("writes a lead's cells as its list shows them: the phone as stored, the assignee by username", async () => {
    const created = await call(app(), {
      method: "POST",
      url: "/api/leads",
      cookie: admin,
      body: {
        name: 'Asha "Ash" Rao, Jr',
        phone: "+91 98200 11111",
        city: "Nashik",
        visaType: "student",
        assignee: "staff1",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [item] = (await call(app(), { url: "/api/leads?city=Nashik", cookie: admin })).json().items;
    const response = await call(app(), { url: "/api/leads/export.csv?city=Nashik", cookie: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.split("\n")).toEqual([
      "id,status,name,phone,email,city,destinationCountry,visaType,source,nextFollowUpOn,createdAt,updatedAt,assignee",
      `${item.id},new,"Asha ""Ash"" Rao, Jr",+919820011111,,Nashik,,student,,,${item.createdAt},${item.updatedAt},staff1`,
      "",
    ]);
  });

  it("writes a case's dates as their JSON, as before the rows were read without items", async () => {
    const response = await call(app(), { url: "/api/cases/export.csv", cookie: admin });
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = response.body.trim().split("\n");
    expect(header).toBe(
      "id,caseNumber,kind,status,clientName,destinationCountry,visaType,decision,refusalReasonCode,dates,createdAt,updatedAt,assignee",
    );
    for (const line of lines) expect(line).toContain('"{""appointmentOn"":');
  });

  it("reads every record once across batches of thousands, in the list's order", async () => {
    // More than one batch of leads in Surat, written by SQL: the export's keyset must cross the batch's edge.
    const extra = FILE_BATCH_ROWS + 37;
    await app().database.db.execute(sql`
      insert into leads (status, name, city, created_at, updated_at)
      select 'new', 'Batch lead ' || n, 'Surat', timestamptz '2025-01-01' + n * interval '1 second',
        timestamptz '2025-01-01' + n * interval '1 second'
      from generate_series(1, ${extra}) as n`);
    // The list statements a request runs, counted where Drizzle runs a prepared statement's rows (`all`), on either
    // database.
    const counted = [PostgresJsPreparedQuery.prototype, PglitePreparedQuery.prototype].map((prototype) =>
      vi.spyOn(prototype, "all"),
    );
    const response = await call(app(), { url: "/api/leads/export.csv?city=Surat&order=asc", cookie: admin });
    const statements = counted.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    for (const spy of counted) spy.mockRestore();
    expect(response.statusCode).toBe(200);
    // Thousands of rows a statement: a list's pages of 100 took 21 statements here.
    expect(statements).toBeGreaterThanOrEqual(Math.ceil(extra / FILE_BATCH_ROWS));
    expect(statements).toBeLessThanOrEqual(Math.ceil(extra / FILE_BATCH_ROWS) + 1);
    const lines = response.body.trim().split("\n").slice(1);
    expect(lines).toHaveLength(extra);
    expect(new Set(lines.map((line) => line.split(",")[0])).size).toBe(extra);
    expect(lines.map((line) => line.split(",")[2])).toEqual(
      Array.from({ length: extra }, (_, i) => `Batch lead ${i + 1}`),
    );
  });
});
