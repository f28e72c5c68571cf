import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { csvCell } from "#lib/csv.ts";
import { registerErrorHandler } from "#lib/errors.ts";
import { sendCsv } from "#routes/csv-download.ts";
import { call, login, useTestServer } from "#test/test-server.ts";

/** Hostile text and dates are 400s naming the field, and the process lives (docs/security.md#hostile-input). */
describe("hostile text and dates", () => {
  const server = useTestServer();
  const app = () => server.app;
  let cookie = "";
  const admin = async () => {
    cookie ||= await login(app(), "admin");
    return cookie;
  };

  async function expectFieldRefused(response: { statusCode: number; json(): unknown }, field: string) {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
    const body = response.json() as { error: { fields?: Record<string, string> } };
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
    // The process lives and the database still answers.
    expect((await call(app(), { url: "/api/health" })).statusCode).toBe(200);
  }

  it("refuses year 0000 in an export's from/to with a 400 instead of ending the process", async () => {
    for (const resource of ["leads", "enquiries", "deals", "customers", "cases", "deliveries"]) {
      for (const key of ["from", "to"]) {
        const response = await call(app(), {
          url: `/api/${resource}/export.csv?${key}=0000-01-01`,
          cookie: await admin(),
        });
        await expectFieldRefused(response, key);
      }
    }
    const instant = await call(app(), { url: "/api/leads?to=0000-12-31T23:00:00Z", cookie: await admin() });
    await expectFieldRefused(instant, "to");
  });

  it("refuses a NUL byte or a lone surrogate in a query, a path parameter or a body", async () => {
    await expectFieldRefused(await call(app(), { url: "/api/leads?q=ab%00cd", cookie: await admin() }), "q");
    await expectFieldRefused(await call(app(), { url: "/api/leads/%00", cookie: await admin() }), "id");
    await expectFieldRefused(
      await call(app(), { url: "/api/public/enquiries?x=%00", method: "POST", body: {} }),
      "x",
    );
    const nulBody = await app().inject({
      method: "POST",
      url: "/api/public/enquiries",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      payload: '{"name":"Asha\\u0000","phone":"+919876543210"}',
    });
    await expectFieldRefused(nulBody, "name");
    const surrogate = await app().inject({
      method: "POST",
      url: "/api/leads",
      headers: { "content-type": "application/json", origin: "http://localhost", cookie: await admin() },
      payload: '{"name":"Asha \\ud800 Rao","phone":"+919876543211"}',
    });
    await expectFieldRefused(surrogate, "name");
    const nestedKey = await app().inject({
      method: "POST",
      url: "/api/client-errors",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      payload: '{"app":"marketing","extra":{"a\\u0000":1}}',
    });
    expect(nestedKey.statusCode).toBe(400);
    expect(nestedKey.json().error.message).toMatch(/NUL/);
  });

  it("refuses a NUL byte in a CSV import, naming the csv field", async () => {
    const response = await call(app(), {
      method: "POST",
      url: "/api/leads/import",
      cookie: await admin(),
      body: { csv: "name,phone\nAsha\u0000,+919876543212\n" },
    });
    await expectFieldRefused(response, "csv");
    const list = await call(app(), { url: "/api/leads?q=Asha", cookie: await admin() });
    expect(list.json().items).toHaveLength(0);
  });

  it("refuses year 0000 and out-of-range dates in bodies, public routes included", async () => {
    const lead = await call(app(), {
      method: "POST",
      url: "/api/leads",
      cookie: await admin(),
      body: { name: "Date Test", phone: "+919876543213", nextFollowUpOn: "0000-01-01" },
    });
    await expectFieldRefused(lead, "nextFollowUpOn");
    const report = await call(app(), {
      method: "POST",
      url: "/api/client-errors",
      body: {
        app: "marketing",
        name: "TypeError",
        message: "x",
        path: "/",
        occurredAt: "0000-01-01T00:00:00Z",
      },
    });
    await expectFieldRefused(report, "occurredAt");
  });

  it("refuses names made only of zero-width characters and strips bidi overrides", async () => {
    const invisible = await call(app(), {
      method: "POST",
      url: "/api/public/enquiries",
      body: {
        name: "\u200B\u200D\uFEFF",
        phone: "+919876543214",
        destinationCountry: "GB",
        visaType: "student",
        priorRefusal: false,
        consent: true,
      },
    });
    await expectFieldRefused(invisible, "name");
    const created = await call(app(), {
      method: "POST",
      url: "/api/leads",
      cookie: await admin(),
      body: { name: "Ravi \u202Egnp.exe\u202C Kumar", phone: "+919876543215" },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().name).toBe("Ravi gnp.exe Kumar");
  });
});

describe("the CSV export stream", () => {
  async function exportWith(records: () => AsyncGenerator<unknown[][]>) {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/x.csv", async (_request, reply) =>
      sendCsv(reply, { name: "x.csv", header: ["name"], records: records() }),
    );
    const response = await app.inject({ url: "/x.csv" }).catch((error: unknown) => error);
    await app.close();
    return response;
  }

  it("answers an error when the first page fails, and cuts the download when a later one does", async () => {
    const first = await exportWith(async function* () {
      yield* [];
      throw Object.assign(new Error("date/time field value out of range"), { code: "22008" });
    });
    expect((first as { statusCode: number }).statusCode).toBe(400);
    const later = await exportWith(async function* () {
      yield [["One"]];
      throw new Error("connection lost");
    });
    // Whatever the client sees of a cut download, the process is still here to run this line.
    expect(later).toBeDefined();
  });

  it("quotes only cells a spreadsheet would run, not phones", () => {
    expect(csvCell("+919876543210")).toBe("+919876543210");
    for (const formula of ["=1+1", "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(formula)).toBe(`'${formula}`);
    }
    expect(csvCell("Asha")).toBe("Asha");
  });
});
