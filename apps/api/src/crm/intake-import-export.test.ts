import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";

const body = (phone: string) => ({
  name: "Meera Shah",
  phone,
  destinationCountry: "DE",
  visaType: "schengen",
  priorRefusal: true,
  refusalDetails: "Refused in 2023 for weak ties",
  consent: true,
});

async function count(
  app: { database: { db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> } } },
  table: string,
) {
  const result = (await app.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as
    | { rows: { n: number }[] }
    | { n: number }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows[0]?.n ?? 0;
}

describe("public intake", () => {
  const server = useTestServer();
  const app = () => server.app;

  it("refuses a cross-site post and a form post (CSRF), like any state-changing request", async () => {
    const crossSite = await app().inject({
      method: "POST",
      url: "/api/public/enquiries",
      headers: { origin: "https://evil.example" },
      payload: body("+919820000097"),
    });
    expect(crossSite.statusCode).toBe(403);
    const form = await app().inject({
      method: "POST",
      url: "/api/public/enquiries",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=x",
    });
    expect(form.statusCode).toBe(403);
  });
});

describe("client error reports", () => {
  const server = useTestServer({
    config: (base) => ({ ...base, limits: { intakePerHour: 5, clientErrorsPerHour: 3 } }),
  });
  const app = () => server.app;
  const report = {
    app: "marketing",
    name: "TypeError",
    message: "x is undefined",
    path: "/visa-form",
    occurredAt: "2025-01-06T09:00:00.000Z",
  };

  it("stores reports (202), drops those over the per-IP limit silently, and shows them to admin only", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await call(app(), {
        method: "POST",
        url: "/api/client-errors",
        body: { ...report, message: `m${i}` },
        ip: "198.51.100.4",
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: true });
    }
    expect(await count(app(), "client_errors")).toBe(3);
    const bad = await call(app(), {
      method: "POST",
      url: "/api/client-errors",
      body: { ...report, path: "https://x" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("path");
    const admin = await login(app(), "admin");
    const list = await call(app(), { url: "/api/client-errors", cookie: admin });
    expect(list.json().items.map((i: { message: string }) => i.message)).toEqual(["m2", "m1", "m0"]);
    const staff = await login(app(), "staff1");
    expect((await call(app(), { url: "/api/client-errors", cookie: staff })).statusCode).toBe(403);
  });
});

describe("CSV import and export", () => {
  const server = useTestServer();
  const app = () => server.app;
  let admin = "";
  beforeAll(async () => {
    admin = await login(app(), "admin");
  });

  it("reports every bad row with its line and writes nothing", async () => {
    const csv = [
      "name,phone,email,city,destinationCountry,visaType,source,assignee",
      "Anil Mehta,+91 98111 00001,anil@example.com,Delhi,GB,visitor,facebook,staff1",
      "Bad Phone,12345,,Mumbai,US,student,google,",
      '"Quoted, Name",+91 98111 00002,,Chennai,XX,student,google,',
      "",
      "Dup Phone,098111 00001,,Pune,CA,student,google,nobody",
    ].join("\n");
    const before = await count(app(), "leads");
    const response = await call(app(), {
      method: "POST",
      url: "/api/leads/import",
      cookie: admin,
      body: { csv },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("import_invalid");
    expect(error.rows).toEqual([
      { row: 2, line: 3, fields: { phone: expect.any(String) } },
      { row: 3, line: 4, fields: { destinationCountry: expect.any(String) } },
      {
        row: 4,
        line: 6,
        fields: { phone: "repeats the phone of row 1", assignee: "is not an active staff account" },
      },
    ]);
    expect(await count(app(), "leads")).toBe(before);
  });

  it("imports a valid file, refuses a phone already in the CRM, and staff may not import", async () => {
    const csv =
      "name,phone,city,visaType\nAnil Mehta,+91 98111 00001,Delhi,visitor\nSunita Iyer,+91 98111 00003,Kochi,student\n";
    const response = await call(app(), {
      method: "POST",
      url: "/api/leads/import",
      cookie: admin,
      body: { csv },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ imported: 2 });
    const again = await call(app(), {
      method: "POST",
      url: "/api/leads/import",
      cookie: admin,
      body: { csv },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.rows[0].fields).toEqual({ phone: "belongs to an existing lead" });
    const staff = await login(app(), "staff1");
    expect(
      (await call(app(), { method: "POST", url: "/api/leads/import", cookie: staff, body: { csv } }))
        .statusCode,
    ).toBe(403);
  });

  it("exports a filtered list as CSV, streaming every page, to admin only", async () => {
    for (let i = 0; i < 120; i++) {
      await call(app(), {
        method: "POST",
        url: "/api/leads",
        cookie: admin,
        body: { name: `=Export ${i}`, phone: `+9197000${String(i).padStart(5, "0")}`, city: "Surat" },
      });
    }
    const response = await call(app(), { url: "/api/leads/export.csv?city=Surat", cookie: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const lines = response.body.trim().split("\n");
    expect(lines[0]).toBe(
      "id,status,name,phone,email,city,destinationCountry,visaType,source,nextFollowUpOn,createdAt,updatedAt,assignee",
    );
    expect(lines).toHaveLength(121);
    expect(lines[1]).toContain("'=Export");
    const staff = await login(app(), "staff1");
    expect((await call(app(), { url: "/api/leads/export.csv", cookie: staff })).statusCode).toBe(403);
    for (const resource of ["enquiries", "deals", "customers", "cases", "deliveries"]) {
      const other = await call(app(), { url: `/api/${resource}/export.csv`, cookie: admin });
      expect(other.statusCode, resource).toBe(200);
    }
  });
});
