import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MIGRATIONS_DIR } from "#config.ts";
import { readRollups, recountRollups } from "#dashboards/rollup-recount.ts";
import type { DatabaseConfig } from "#db/client.ts";
import { createServer } from "#server.ts";
import { caseStatusBody } from "#test/case-steps.ts";
import { createTestDatabase } from "#test/test-database.ts";
import { type CallOptions, call, createTestClock, login, testConfig } from "#test/test-server.ts";

// The rollups the dashboards read (dashboard_days, attribution_days, dashboard_states) are kept by triggers. Here a
// database first gets records while it stops short of the rollups' migration, then takes the migration (its backfill
// must count the rows already there), then goes through every kind of write the API makes; after each one the
// rollups must equal a recount of the records by plain aggregates (rollup-recount.ts). PGlite and PostgreSQL.

/** A copy of the migrations that stops before the rollups' own (found by its name: the lead may renumber it). */
async function migrationsBeforeRollups(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "visadesk-migrations-"));
  await cp(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith("dashboard-rollups"));
  expect(at, "the rollups' migration is in the journal").toBeGreaterThan(0);
  const rollups = journal.entries[at] as { tag: string; when: number };
  // Today's code writes columns that later migrations add (each with IF NOT EXISTS, so running them later is a
  // no-op): one migration just before the rollups adds them to the old schema, so that the first server's writes work.
  const columns = {
    tag: "0012_zz-columns-of-today",
    when: rollups.when - 2,
    idx: at,
    version: "7",
    breakpoints: true,
  };
  await writeFile(
    path.join(dir, `${columns.tag}.sql`),
    [
      ...["cases", "customers", "deals", "deliveries", "enquiries", "leads"].map(
        (table) => `ALTER TABLE "${table}" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;`,
      ),
      'ALTER TABLE "enquiries" ADD COLUMN IF NOT EXISTS "review_reason" text;',
    ].join("--> statement-breakpoint\n"),
  );
  // Today's server starts the job engine, whose schema a later migration makes (not idempotent): it is made here too,
  // before the rollups, and left out of the later run ({@link migrationsWithoutJobEngine}).
  const engine = journal.entries.find((e) => e.tag.endsWith(JOB_ENGINE_MIGRATION));
  expect(engine, "the job engine's migration is in the journal").toBeDefined();
  const early = { ...columns, tag: "0012_zz-job-engine", when: rollups.when - 1 };
  await cp(path.join(dir, `${engine?.tag}.sql`), path.join(dir, `${early.tag}.sql`));
  journal.entries = [...journal.entries.slice(0, at), columns, early];
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/** The job engine's migration, found by its name. */
const JOB_ENGINE_MIGRATION = "job_engine";

/** A copy of every migration but the job engine's, which {@link migrationsBeforeRollups} ran early. */
async function migrationsWithoutJobEngine(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "visadesk-migrations-"));
  await cp(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => !e.tag.endsWith(JOB_ENGINE_MIGRATION));
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

describe("the dashboards' rollups stay equal to a recount of the records", () => {
  const clock = createTestClock(new Date("2025-03-03T05:00:00.000Z"));
  const folders: string[] = [];
  let config: DatabaseConfig;
  let drop: () => Promise<void> = async () => {};
  let app: FastifyInstance | undefined;
  let cookie = "";
  const ids: Record<string, string> = {};

  const start = async (migrationsDir: string) => {
    const base = testConfig(config, clock);
    app = await createServer({
      ...base,
      // The clock moves days ahead between writes: a session that outlives them.
      auth: { ...base.auth, idleTimeoutMs: 10 ** 12, absoluteTimeoutMs: 10 ** 12 },
      migrationsDir,
      limits: { intakePerHour: 1000, clientErrorsPerHour: 30 },
    });
    cookie = await login(app, "admin");
  };
  const server = () => app as FastifyInstance;
  async function api(options: CallOptions) {
    const response = await call(server(), { cookie, ...options });
    expect(response.statusCode, `${options.method ?? "GET"} ${options.url}: ${response.body}`).toBeLessThan(
      300,
    );
    return response.json();
  }
  const post = (url: string, body: object = {}) => api({ method: "POST", url, body });
  const patch = (url: string, body: object) => api({ method: "PATCH", url, body });
  async function expectEqualToRecount(step: string) {
    const { db } = server().database;
    expect(await readRollups(db), step).toEqual(await recountRollups(db));
  }
  async function enquire(name: string, phone: string, extra: object = {}) {
    await api({
      method: "POST",
      url: "/api/public/enquiries",
      cookie: "",
      body: {
        name,
        phone,
        destinationCountry: "GB",
        visaType: "visitor",
        priorRefusal: false,
        consent: true,
        city: "Pune",
        ...extra,
      },
    });
  }
  /**
   * The newest record of `name` in a plain list, not a search: the first server's schema predates `search_terms`,
   * which every search reads.
   */
  async function idOf(list: "enquiries" | "leads", name: string): Promise<string> {
    const page = await api({ url: `/api/${list}?limit=100` });
    return page.items.find((item: { name: string }) => item.name === name).id;
  }
  const leadOf = (name: string) => idOf("leads", name);
  const google = { attribution: { source: "google", campaign: "uk-visitor", term: "uk visitor visa" } };

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    if (database.config.kind === "pglite") {
      // On disk, so that the second server finds the first one's records.
      const dataDir = await mkdtemp(path.join(tmpdir(), "visadesk-rollups-"));
      folders.push(dataDir);
      config = { kind: "pglite", dataDir };
    } else config = database.config;

    // Before the rollups existed: records of every kind, written through the API.
    const before = await migrationsBeforeRollups();
    folders.push(before);
    await start(before);
    await enquire("Early Client", "+91 98200 40001", google);
    clock.advance(3_600_000);
    await enquire("Early Client", "+91 98200 40001", { city: "Mumbai" }); // the same person: first touch stays
    await enquire("Spam Sender", "+91 98200 40002");
    await post(`/api/enquiries/${await idOf("enquiries", "Spam Sender")}/status`, { status: "spam" });
    ids.early = await leadOf("Early Client");
    await post(`/api/leads/${ids.early}/assign`, { assignee: "staff1" });
    await post(`/api/leads/${ids.early}/status`, { status: "contacted" });
    await post(`/api/leads/${ids.early}/status`, { status: "qualified" });
    const { dealId } = await post(`/api/leads/${ids.early}/convert`, { feeInr: 40_000 });
    clock.advance(86_400_000);
    const won = await post(`/api/deals/${dealId}/win`, {});
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"])
      await post(`/api/cases/${won.caseId}/status`, caseStatusBody(status));
    await post(`/api/cases/${won.caseId}/decision`, { decision: "approved" });
    await server().close();
    app = undefined;

    // The rollups' migration runs on those records.
    const rest = await migrationsWithoutJobEngine();
    folders.push(rest);
    await start(rest);
  }, 300_000); // two servers started, the migrations run twice, on a shared 2-core machine

  afterAll(async () => {
    await app?.close();
    await drop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it("fills the rollups from the records already there when the migration runs", async () => {
    await expectEqualToRecount("after the backfill");
    const rollups = await readRollups(server().database.db);
    // Not an empty equality: the backfill counted the enquiry under its campaign with its lead, deal, win, fee
    // and approval.
    expect(rollups.days.length).toBeGreaterThan(0);
    expect(rollups.leads.some((line) => line.endsWith("| 1 | 1"))).toBe(true); // its one deal, won
    expect(
      rollups.attribution.some((line) =>
        line.includes("| campaign | uk-visitor | 1 | 1 | 1 | 1 | 40000 | 1"),
      ),
    ).toBe(true);
    expect(rollups.states.some((line) => line.startsWith("enquiry | spam"))).toBe(true);
  });

  it("keeps them equal through every kind of write", async () => {
    clock.advance(86_400_000);
    await enquire("Later Client", "+91 98200 40003", google);
    await expectEqualToRecount("a public enquiry (a new lead)");
    const walkIn = await post("/api/enquiries", {
      channel: "walk_in",
      name: "Walk In",
      phone: "+91 98200 40004",
    });
    await expectEqualToRecount("an enquiry entered by staff");
    await patch(`/api/enquiries/${walkIn.id}`, { city: "Delhi" });
    await expectEqualToRecount("an enquiry's city edited");
    await post(`/api/enquiries/${walkIn.id}/assign`, { assignee: "staff2" });
    await expectEqualToRecount("an enquiry reassigned");
    await post(`/api/enquiries/${walkIn.id}/status`, { status: "spam" });
    await expectEqualToRecount("an enquiry marked spam");
    await post(`/api/enquiries/${walkIn.id}/status`, { status: "new" });
    await expectEqualToRecount("an enquiry taken out of spam");

    ids.later = await leadOf("Later Client");
    const manual = await post("/api/leads", {
      name: "Manual Lead",
      phone: "+91 98200 40005",
      destinationCountry: "CA",
      visaType: "student",
    });
    await expectEqualToRecount("a lead entered by staff");
    await post("/api/leads/import", { csv: "name,phone\nImported Lead,+91 98200 40006\n" });
    await expectEqualToRecount("a lead imported (its figures queued)");
    // More rows than a statement queues (migration 0016): their figures are added at once.
    const many = Array.from(
      { length: 20 },
      (_, i) => `Bulk Lead ${String.fromCharCode(65 + i)},+91 98201 ${40_000 + i}`,
    );
    await post("/api/leads/import", { csv: `name,phone\n${many.join("\n")}\n` });
    await expectEqualToRecount("20 leads imported in one statement (their figures added at once)");
    await post(`/api/leads/${ids.later}/assign`, { assignee: "staff2" });
    await expectEqualToRecount("a lead reassigned (its enquiries follow)");
    await post(`/api/leads/${ids.later}/status`, { status: "contacted" });
    await post(`/api/leads/${ids.later}/status`, { status: "qualified" });
    await expectEqualToRecount("a lead's status changed");
    const { dealId } = await post(`/api/leads/${ids.later}/convert`, { feeInr: 30_000 });
    await expectEqualToRecount("a lead converted (a deal opened)");
    const second = await post("/api/deals", { leadId: manual.id, feeInr: 20_000 });
    await expectEqualToRecount("a deal opened by hand");
    await patch(`/api/deals/${dealId}`, { feeInr: 32_000 });
    await post(`/api/deals/${dealId}/stage`, { stage: "negotiating" });
    await post(`/api/deals/${dealId}/assign`, { assignee: "staff1" });
    await expectEqualToRecount("a deal's fee, stage and assignee changed");
    clock.advance(86_400_000);
    const won = await post(`/api/deals/${dealId}/win`, {});
    await expectEqualToRecount("a deal won (customer and case opened)");
    // Whether or not the API lets a won deal's fee change, the rollups must agree with what is stored.
    await call(server(), { cookie, method: "PATCH", url: `/api/deals/${dealId}`, body: { feeInr: 33_000 } });
    await post(`/api/deals/${dealId}/assign`, { assignee: "staff2" });
    await expectEqualToRecount("a won deal's fee edited and the deal reassigned");
    await post(`/api/deals/${second.id}/stage`, { stage: "lost", lostReason: "Chose another offer" });
    await expectEqualToRecount("a deal lost");

    await post(`/api/cases/${won.caseId}/assign`, { assignee: "staff1" });
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"])
      await post(`/api/cases/${won.caseId}/status`, caseStatusBody(status));
    await expectEqualToRecount("a case filed (submitted)");
    clock.advance(86_400_000);
    await post(`/api/cases/${won.caseId}/decision`, { decision: "refused", reasonCode: "weak_home_ties" });
    await expectEqualToRecount("a refusal");
    const appeal = await post(`/api/cases/${won.caseId}/appeal`, {});
    await expectEqualToRecount("an appeal opened");
    const appealId: string = appeal.id;
    for (const status of ["documents_pending", "documents_complete", "submitted", "decision_pending"])
      await post(`/api/cases/${appealId}/status`, caseStatusBody(status));
    const { deliveryId } = await post(`/api/cases/${appealId}/decision`, { decision: "approved" });
    await expectEqualToRecount("an appeal won (a delivery opened)");
    await post(`/api/deliveries/${deliveryId}/status`, { status: "ready", holder: "VisaDesk Pune office" });
    await post(`/api/deliveries/${deliveryId}/assign`, { assignee: "staff1" });
    await expectEqualToRecount("a delivery moved and reassigned");
  });
});
