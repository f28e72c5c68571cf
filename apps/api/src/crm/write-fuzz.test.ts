import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";

/** The tables a refused request must leave as they were (the audit log and sessions may change by design). */
const DATA_TABLES = [
  "enquiries",
  "leads",
  "deals",
  "customers",
  "cases",
  "checklist_items",
  "deliveries",
  "custody_entries",
  "activities",
  "counters",
  "client_errors",
  "users",
];

const RUNS = 500;

/** Keys the write bodies use, so random bodies often get past the first check and reach deeper rules. */
const KEYS = [
  "name",
  "phone",
  "email",
  "destinationCountry",
  "visaType",
  "priorRefusal",
  "consent",
  "status",
  "stage",
  "lostReason",
  "feeInr",
  "governmentFeeInr",
  "assignee",
  "text",
  "kind",
  "decision",
  "reasonCode",
  "holder",
  "courier",
  "trackingNumber",
  "receivedBy",
  "leadId",
  "caseId",
  "customerId",
  "service",
  "csv",
  "website",
  "channel",
  "app",
  "message",
  "path",
  "occurredAt",
  "portalUsername",
  "passportLast4",
  "appealDeadlineOn",
];

const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "+91 98765 43210",
    "GB",
    "student",
    "lost",
    "won",
    "refused",
    "approved",
    "ready",
    "delivered",
    "staff1",
    "2025-02-01",
    "",
    "VC-2025-00001",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** A body: malformed JSON text, any JSON value, or an object of known keys with random values. */
const bodies = fc.oneof(
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((text) => ({ raw: `{${text}` })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((json) => ({ json })) },
  {
    weight: 4,
    arbitrary: fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }).map((json) => ({ json })),
  },
);

describe("random and malformed bodies to every write endpoint", () => {
  const server = useTestServer();
  const app = () => server.app;
  const endpoints: { method: "POST" | "PATCH"; url: string }[] = [];
  let cookie = "";

  // One statement for every table: a hash of all their rows.
  const FINGERPRINT = sql.raw(
    `select ${DATA_TABLES.map(
      (table) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`,
    ).join(" || ',' || ")} as h`,
  );
  async function fingerprint(): Promise<string> {
    const result = (await app().database.db.execute(FINGERPRINT)) as
      | { rows: { h: string }[] }
      | { h: string }[];
    return (Array.isArray(result) ? result : result.rows)[0]?.h ?? "";
  }

  beforeAll(async () => {
    cookie = await login(app(), "admin");
    const post = async (url: string, body: object) => {
      const response = await call(app(), { method: "POST", url, cookie, body });
      if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
      return response.json();
    };
    const lead = await post("/api/leads", {
      name: "Fuzz Lead",
      phone: "+919876500001",
      visaType: "student",
      destinationCountry: "CA",
    });
    await post(`/api/leads/${lead.id}/status`, { status: "qualified" });
    const other = await post("/api/leads", {
      name: "Fuzz Two",
      phone: "+919876500002",
      visaType: "visitor",
      destinationCountry: "GB",
    });
    await post(`/api/leads/${other.id}/status`, { status: "qualified" });
    const { dealId } = await post(`/api/leads/${other.id}/convert`, { feeInr: 20_000 });
    const { caseId, customerId } = await post(`/api/deals/${dealId}/win`, {});
    const detail = (await call(app(), { url: `/api/cases/${caseId}`, cookie })).json();
    const itemId = detail.checklist[0].id;
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"]) {
      await post(`/api/cases/${caseId}/status`, { status });
    }
    const { deliveryId } = await post(`/api/cases/${caseId}/decision`, { decision: "approved" });
    const enquiry = await post("/api/enquiries", {
      channel: "walk_in",
      name: "Fuzz Walk-in",
      phone: "+919876500003",
    });
    const deal2 = await post("/api/deals", { leadId: lead.id, feeInr: 1_000 });

    const P = (url: string) => endpoints.push({ method: "POST", url });
    const U = (url: string) => endpoints.push({ method: "PATCH", url });
    P("/api/public/enquiries");
    P("/api/client-errors");
    P("/api/enquiries");
    U(`/api/enquiries/${enquiry.id}`);
    for (const action of ["status", "assign", "notes"]) P(`/api/enquiries/${enquiry.id}/${action}`);
    P("/api/leads");
    P("/api/leads/import");
    U(`/api/leads/${lead.id}`);
    for (const action of ["status", "assign", "notes", "convert"]) P(`/api/leads/${lead.id}/${action}`);
    P("/api/deals");
    U(`/api/deals/${deal2.id}`);
    for (const action of ["stage", "win", "assign", "notes"]) P(`/api/deals/${deal2.id}/${action}`);
    P("/api/customers");
    U(`/api/customers/${customerId}`);
    for (const action of ["status", "assign", "notes"]) P(`/api/customers/${customerId}/${action}`);
    P("/api/cases");
    U(`/api/cases/${caseId}`);
    for (const action of ["status", "decision", "appeal", "checklist", "assign", "notes"])
      P(`/api/cases/${caseId}/${action}`);
    P(`/api/cases/${caseId}/checklist/${itemId}/status`);
    P("/api/deliveries");
    U(`/api/deliveries/${deliveryId}`);
    for (const action of ["status", "assign", "notes"]) P(`/api/deliveries/${deliveryId}/${action}`);
  });

  it("answers only 2xx or 4xx, and a refused request writes nothing", async () => {
    expect(endpoints.length).toBeGreaterThan(30);
    let baseline = await fingerprint();
    const statuses = new Map<number, number>();
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const response = await app().inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: { origin: "http://localhost", cookie, "content-type": "application/json" },
            payload: "raw" in body ? body.raw : JSON.stringify(body.json),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${endpoint.method} ${endpoint.url}: ${response.body}`).toBeLessThan(
            500,
          );
          expect(response.statusCode).toBeGreaterThanOrEqual(200);
          const after = await fingerprint();
          if (response.statusCode >= 400)
            expect(after, `${endpoint.url} wrote on ${response.statusCode}`).toBe(baseline);
          baseline = after;
        }),
        { numRuns: RUNS, seed: 7 },
      );
    }
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
  }, 600_000);
});
