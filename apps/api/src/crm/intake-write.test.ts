import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordEnquiry } from "#crm/record-enquiry.ts";
import { rowsOf } from "#dashboards/sql.ts";
import { observeQueries } from "#db/query-timing.ts";
import { call, login, useTestServer } from "#test/test-server.ts";

// The enquiry's whole write is one statement (crm/record-enquiry.ts), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: its lead, the enquiry and their timeline entries, found or created as five statements did before.

describe("the intake's write", () => {
  const server = useTestServer({
    config: (base) => ({ ...base, limits: { intakePerHour: 1000, clientErrorsPerHour: 30 } }),
  });
  const db = () => server.app.database.db;
  let admin = "";
  let n = 0;
  const phone = () => `+9197${String(20_000_000 + n++).padStart(8, "0")}`;
  const enquire = (number: string, extra: object = {}) =>
    call(server.app, {
      method: "POST",
      url: "/api/public/enquiries",
      body: {
        name: "Meera Iyer",
        phone: number,
        destinationCountry: "AU",
        visaType: "student",
        priorRefusal: false,
        consent: true,
        attribution: { source: "instagram" },
        ...extra,
      },
    });
  const timeline = (type: string, id: string) =>
    rowsOf<{ kind: string; text: string; details: unknown; actor: string | null }>(
      db(),
      sql`select kind, text, details, actor from activities where record_type = ${type} and record_id = ${id}
        order by id`,
    );
  const enquiryOf = async (reference: string) => {
    const [row] = await rowsOf<{
      id: string;
      lead_id: string | null;
      status: string;
      assignee_id: string | null;
    }>(db(), sql`select id, lead_id, status, assignee_id from enquiries where reference = ${reference}`);
    if (!row) throw new Error(`no enquiry ${reference}`);
    return row;
  };

  beforeAll(async () => {
    admin = await login(server.app, "admin");
  });

  it("sends two statements: the address's allowance, then the lead, the enquiry and their timeline at once", async () => {
    // (The first enquiry of a process also sweeps the allowance's old counters.)
    expect((await enquire(phone())).statusCode).toBe(201);
    const operations: string[] = [];
    const stop = observeQueries({ start: () => {}, end: ({ operation }) => operations.push(operation) });
    let answer: Awaited<ReturnType<typeof enquire>>;
    try {
      answer = await enquire(phone());
    } finally {
      stop();
    }
    expect(answer.statusCode).toBe(201);
    // The server's timer may fold the dashboards' queue meanwhile (a `select`, decision 023): not the intake's.
    expect(operations.filter((operation) => operation !== "select")).toEqual(["with", "with"]);
    const enquiry = await enquiryOf(answer.json().reference);
    expect(enquiry.status).toBe("new");
    expect(enquiry.lead_id).not.toBeNull();
    expect(await timeline("lead", enquiry.lead_id as string)).toEqual([
      { kind: "created", text: "Lead created", details: { source: "instagram" }, actor: null },
    ]);
    expect(await timeline("enquiry", enquiry.id)).toEqual([
      {
        kind: "created",
        text: "Received through the visa form",
        details: { channel: "web_form", spam: false },
        actor: null,
      },
    ]);
  });

  it("maintains no index that nothing reads: none on the enquiry's address (counted in counters, decision 023)", async () => {
    const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
      db(),
      sql`select indexname, indexdef from pg_indexes where tablename = 'enquiries' order by indexname`,
    );
    expect(indexes.length).toBeGreaterThan(5);
    expect(indexes.filter((index) => /\(ip\b/.test(index.indexdef))).toEqual([]);
  });

  it("attaches a repeat from the same phone to its lead, assigned as the lead is, with a message on the lead", async () => {
    const number = phone();
    const first = await enquiryOf((await enquire(number)).json().reference);
    const lead = first.lead_id as string;
    expect(
      (
        await call(server.app, {
          method: "POST",
          url: `/api/leads/${lead}/assign`,
          cookie: admin,
          body: { assignee: "staff1" },
        })
      ).statusCode,
    ).toBe(200);
    const repeat = await enquire(number, { channel: "quick_support", name: "Meera I." });
    expect(repeat.statusCode).toBe(201);
    const second = await enquiryOf(repeat.json().reference);
    expect(second.lead_id).toBe(lead);
    const [staff1] = await rowsOf<{ id: string }>(db(), sql`select id from users where username = 'staff1'`);
    expect(second.assignee_id).toBe(staff1?.id);
    expect((await timeline("lead", lead)).at(-1)).toEqual({
      kind: "message",
      text: "New enquiry through the quick-support popup",
      details: { channel: "quick_support" },
      actor: null,
    });
  });

  it("keeps a honeypot hit as spam, with no lead and its own timeline entry", async () => {
    const number = phone();
    const answer = await enquire(number, { website: "http://spam.example" });
    expect(answer.statusCode).toBe(201);
    const enquiry = await enquiryOf(answer.json().reference);
    expect(enquiry).toMatchObject({ status: "spam", lead_id: null });
    expect(await rowsOf(db(), sql`select id from leads where phone = ${number}`)).toEqual([]);
    expect(await timeline("enquiry", enquiry.id)).toEqual([
      {
        kind: "created",
        text: "Received and marked as spam (hidden field filled)",
        details: { channel: "web_form", spam: true },
        actor: null,
      },
    ]);
  });

  it("joins an enquiry without a phone to the lead with its email", async () => {
    const staffEnquiry = async (body: object) => {
      const created = await call(server.app, {
        method: "POST",
        url: "/api/enquiries",
        cookie: admin,
        body: { channel: "walk_in", name: "Kabir Shah", ...body },
      });
      expect(created.statusCode).toBe(201);
      const [row] = await rowsOf<{ lead_id: string }>(
        db(),
        sql`select lead_id from enquiries where id = ${created.json().id}`,
      );
      return row?.lead_id;
    };
    const email = `kabir.${n++}@example.in`;
    const first = await staffEnquiry({ email });
    server.clock.advance(60_000);
    const second = await staffEnquiry({ email });
    expect(second).toBe(first);
    expect(await timeline("lead", first as string)).toEqual([
      { kind: "created", text: "Lead created", details: { source: "walk_in" }, actor: "admin" },
      {
        kind: "message",
        text: "New enquiry through a walk-in",
        details: { channel: "walk_in" },
        actor: "admin",
      },
    ]);
    // A phone decides alone: the same email with a new phone is another lead.
    expect(await staffEnquiry({ email, phone: phone() })).not.toBe(first);
  });

  // Only PostgreSQL runs them at once: writes with the same new phone meet on the leads' unique phone, and one whose
  // lookup could not see the other's lead yet writes nothing and runs again. (Straight to the write: through the
  // intake, requests from one address already pass its allowance one at a time.)
  it("makes one lead of enquiries from one new phone written together", async () => {
    const actor = {
      user: null,
      userId: null,
      scope: "all",
      ip: "198.51.100.9",
      now: server.clock.now(),
    } as const;
    const write = (number: string, i: number) =>
      recordEnquiry(db(), actor, {
        channel: "web_form",
        name: `Together ${i}`,
        phone: number,
        email: null,
        destinationCountry: "AU",
        visaType: "student",
        message: null,
        priorRefusal: false,
        refusalDetails: null,
        city: null,
        consent: true,
        attribution: {},
        spam: false,
        assigneeId: null,
      });
    // Every connection of the pool open with the statement prepared, so that the writes below start together.
    await Promise.all(Array.from({ length: 10 }, (_, i) => write(phone(), i)));
    for (let round = 0; round < 5; round++) {
      const number = phone();
      const written = await Promise.all(Array.from({ length: 10 }, (_, i) => write(number, i)));
      expect(new Set(written.map((row) => row.reference)).size).toBe(10);
      const leads = await rowsOf<{ id: string }>(db(), sql`select id from leads where phone = ${number}`);
      expect(leads).toHaveLength(1);
      const attached = await rowsOf<{ n: number }>(
        db(),
        sql`select count(*)::integer as n from enquiries where lead_id = ${leads[0]?.id}`,
      );
      expect(attached[0]?.n).toBe(10);
    }
  });
});
