import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AnyActor, CrmActor, SystemActor } from "#crm/actors.ts";
import { createLeadService } from "#crm/leads.ts";
import { SEARCH_KEY_ROWS_MAX } from "#crm/list/search.ts";
import { analyzeDatabase, type Database } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { statementCounter } from "#test/count-statements.ts";
import { call, login, useTestServer } from "#test/test-server.ts";

// Searches by phone, name, email and case number, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: what they find,
// and the plans they run with enough rows that the planner's choice is real (EXPLAIN, generic and custom plans).
describe("list searches", () => {
  const counter = statementCounter();
  const server = useTestServer({ config: (base) => ({ ...base, extraRoutes: counter.extraRoutes }) });
  const db = (): Database => server.app.database.db;
  let admin = "";

  async function names(url: string): Promise<string[]> {
    const response = await call(server.app, { url, cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json()
      .items.map((item: { name?: string; caseNumber?: string }) => item.name ?? item.caseNumber);
  }
  const search = (q: string) => names(`/api/leads?limit=50&q=${encodeURIComponent(q)}`);

  /** The ids of the page a plain `search ILIKE` over the same rows gives (newest first), after `after` rows. */
  async function plainIlike(q: string, after = 0): Promise<string[]> {
    const pattern = `%${q
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const result = await db().execute(
      sql`select name from leads where search ilike ${pattern} order by created_at desc, id desc limit 50 offset ${after}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      name: string;
    }[];
    return rows.map((row) => row.name);
  }

  // 30,000 leads a minute apart; "Sharma" only among the oldest 100 (the newest 29,900 are other names), phones
  // +91 7 and nine digits (a bijection of the row), and one lead, the oldest, with the phone the tests search for.
  const LEADS = 30_000;
  beforeAll(async () => {
    admin = await login(server.app, "admin");
    // In three statements: each well inside PostgreSQL's statement timeout on a busy machine.
    for (let lo = 0; lo < LEADS; lo += 10_000) {
      await db().execute(sql`
      insert into leads (status, name, phone, email, created_at, updated_at)
      select 'new',
        case when i < 100 then 'Asha Sharma ' || i else 'Ravi Verma ' || i end,
        case when i = 0 then '+919811122334' else '+917' || lpad(((i::bigint * 7919 + 12345) % 1000000000)::text, 9, '0') end,
        case when i % 3 = 0 then 'person.' || i || '@example.in' end,
        timestamptz '2024-01-01' + i * interval '1 minute', timestamptz '2024-01-01' + i * interval '1 minute'
      from generate_series(${lo}::integer, ${lo + 9_999}::integer) as i`);
    }
    // Older than all of those: names with other scripts, accents and punctuation inside words.
    await db().execute(sql`
      insert into leads (status, name, phone, email, created_at, updated_at) values
        ('new', 'आशा शर्मा', '+918800000001', null, '2023-06-01', '2023-06-01'),
        ('new', 'Zoë O''Brien-Smith', '+448800000002', 'zoe_obrien+visa@example.co.uk', '2023-06-02', '2023-06-02'),
        ('new', 'D''Souza 100%', null, 'dsouza.100@example.in', '2023-06-03', '2023-06-03')`);
    // For the header search: the first 30 Sharmas' deals, customers and cases (case numbers VC-2024-00000 to 00029),
    // and an enquiry for each of the first 60.
    await db().execute(sql`
      insert into deals (stage, lead_id, client_name, service, visa_type, destination_country, fee_inr, created_at,
        updated_at)
      select 'quoted', id, name, 'visa', 'student', 'GB', 30000, created_at, created_at from leads
      where name like 'Asha Sharma %' and created_at < timestamptz '2024-01-01' + interval '30 minutes'`);
    await db().execute(sql`
      insert into customers (status, name, phone, email, lead_id, created_at, updated_at)
      select 'active', name, phone, email, id, created_at, created_at from leads
      where name like 'Asha Sharma %' and created_at < timestamptz '2024-01-01' + interval '30 minutes'`);
    await db().execute(sql`
      insert into cases (case_number, kind, status, customer_id, deal_id, client_name, destination_country,
        visa_type, created_at, updated_at)
      select 'VC-2024-' || lpad((extract(epoch from c.created_at - timestamptz '2024-01-01') / 60)::integer::text, 5, '0'),
        'application', 'intake', c.id, d.id, c.name, 'GB', 'student', c.created_at, c.created_at
      from customers c join deals d on d.lead_id = c.lead_id`);
    await db().execute(sql`
      insert into enquiries (reference, status, channel, name, phone, email, destination_country, visa_type, ip,
        created_at, updated_at)
      select 'VD-' || upper(substr(md5(id::text), 1, 8)), 'new', 'web_form', name, phone, email, 'GB', 'student',
        '10.0.0.1', created_at, created_at
      from leads where name like 'Asha Sharma %' and created_at < timestamptz '2024-01-01' + interval '60 minutes'`);
    for (const table of [
      "leads",
      "deals",
      "customers",
      "cases",
      "enquiries",
      "search_terms",
      "search_vocabulary",
    ])
      await analyzeDatabase(db(), table);
  }, 120_000);

  describe("finds a phone however it is typed", () => {
    it.each([
      "9811122334",
      "09811122334",
      "+91 98111 22334",
      "+919811122334",
      "98111",
      "9811 1",
      "22334",
      "122334",
      "(981) 112-2334",
    ])("%s", async (q) => {
      expect(await search(q)).toEqual(["Asha Sharma 0"]);
    });

    it("and nothing for digits only inside a number, or another number", async () => {
      expect(await search("11122")).toEqual([]);
      expect(await search("+44 9811122334")).toEqual([]);
      expect(await search("9811122335")).toEqual([]);
    });

    it("finds customers and enquiries by phone too", async () => {
      const customer = await call(server.app, {
        method: "POST",
        url: "/api/customers",
        cookie: admin,
        body: { name: "Kiran Phone", phone: "+91 99887 76655" },
      });
      expect(customer.statusCode, customer.body).toBe(201);
      const found = await call(server.app, { url: "/api/customers?q=09988776655", cookie: admin });
      expect(found.json().items.map((c: { name: string }) => c.name)).toEqual(["Kiran Phone"]);
      const enquiry = await call(server.app, {
        method: "POST",
        url: "/api/public/enquiries",
        body: {
          name: "Meera Enquirer",
          phone: "+91 90000 12345",
          destinationCountry: "GB",
          visaType: "student",
          priorRefusal: false,
          consent: true,
        },
      });
      expect(enquiry.statusCode, enquiry.body).toBe(201);
      const enquiries = await call(server.app, { url: "/api/enquiries?q=12345", cookie: admin });
      expect(enquiries.json().items.map((e: { name: string }) => e.name)).toEqual(["Meera Enquirer"]);
    });
  });

  it("finds names and emails in the list's order, and pages through them", async () => {
    const page = await search("sharma");
    expect(page).toHaveLength(50);
    // Newest first: the highest numbers of the 100 Sharmas.
    expect(page.slice(0, 2)).toEqual(["Asha Sharma 99", "Asha Sharma 98"]);
    const response = await call(server.app, { url: "/api/leads?limit=50&q=sharma", cookie: admin });
    const next = await names(`/api/leads?limit=50&q=sharma&cursor=${response.json().nextCursor}`);
    expect(next).toHaveLength(50);
    expect(next[0]).toBe("Asha Sharma 49");
    expect(await search("PERSON.29997@")).toEqual(["Ravi Verma 29997"]);
    // A common name among the newest rows: the first rows read hold the page.
    expect((await search("verma")).slice(0, 1)).toEqual(["Ravi Verma 29999"]);
    expect(await search("nobody-by-this-name")).toEqual([]);
  });

  describe("finds what a plain ILIKE finds where the rules agree (decision 021), in the same order", () => {
    // A word's piece anywhere in a word; two words from the start of the first; an identifier (or its part after
    // punctuation) from its start; what none of these covers, the search text itself.
    it.each([
      "sharma",
      "SHARMA",
      "arma",
      "asha sharma",
      "asha sharma 4",
      "asha sha",
      "Sharma 9",
      "sha",
      "verma 2999",
      "ravi",
      "ravi verma 2999",
      "person.2999",
      "person.29997@",
      "29997@example",
      "@example.in",
      "example.in",
      "example",
      "शर्मा",
      "आशा शर्मा",
      "zoë",
      "o'brien-smith",
      "brien-smith",
      "brien smith",
      "obrien+visa",
      "zoe_obrien",
      "visa@example.co.uk",
      "100%",
      "d'souza 100",
      "nobody-by-this-name",
      "xq",
    ])("%s", async (q) => {
      expect(await search(q)).toEqual(await plainIlike(q));
    });

    it("and the next page too", async () => {
      for (const q of ["sharma", "example", "verma 1", "asha sharma", "person.1"]) {
        const first = await call(server.app, {
          url: `/api/leads?limit=50&q=${encodeURIComponent(q)}`,
          cookie: admin,
        });
        const next = await names(
          `/api/leads?limit=50&q=${encodeURIComponent(q)}&cursor=${first.json().nextCursor}`,
        );
        expect(next, q).toEqual(await plainIlike(q, 50));
      }
    });

    it("in another sort", async () => {
      const byName = await names("/api/leads?limit=50&q=sharma&sort=name&order=asc");
      const result = await db().execute(
        sql`select name from leads where search ilike '%sharma%' order by name asc, id asc limit 50`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        name: string;
      }[];
      expect(byName).toEqual(rows.map((row) => row.name));
    });

    it("in another sort, by pairs and identifiers too", async () => {
      for (const q of ["asha sharma", "person.1"]) {
        const byName = await names(`/api/leads?limit=50&q=${encodeURIComponent(q)}&sort=name&order=asc`);
        const pattern = `%${q}%`;
        const result = await db().execute(
          sql`select name from leads where search ilike ${pattern} order by name asc, id asc limit 50`,
        );
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
          name: string;
        }[];
        expect(byName, q).toEqual(rows.map((row) => row.name));
      }
    });

    it("after a record's name changes, by its new words only", async () => {
      await db().execute(sql`update leads set name = 'Kavya Renamed-Twice' where name = 'Ravi Verma 12345'`);
      expect(await search("renamed")).toEqual(["Kavya Renamed-Twice"]);
      expect(await search("verma 12345")).toEqual([]);
      expect(await search("kavya renamed")).toEqual(await plainIlike("kavya renamed"));
      expect(await search("renamed-tw")).toEqual(["Kavya Renamed-Twice"]);
      expect(await search("verma 12345")).toEqual([]);
    });
  });

  describe("finds identifiers and pairs of words by their start, where a plain ILIKE finds a piece anywhere", () => {
    it("an identifier, or its part after punctuation, from its start", async () => {
      // "2999": names Ravi Verma 2999 and 29990 to 29999 (the identifier 2999…); not the phones holding 2999, nor
      // Ravi Verma 12999 (a piece inside an identifier).
      expect(await search("2999")).toEqual([
        ...Array.from({ length: 10 }, (_, i) => `Ravi Verma ${29999 - i}`),
        "Ravi Verma 2999",
      ]);
      expect(await plainIlike("2999")).toContain("Ravi Verma 12999");
      expect(await search("erson.29997")).toEqual([]);
      expect(await search("29997@")).toEqual(["Ravi Verma 29997"]);
      expect(await search("souza")).toEqual(["D'Souza 100%"]);
      expect(await search("co.uk")).toEqual(["Zoë O'Brien-Smith"]);
    });

    it("two words from the start of the first", async () => {
      expect(await plainIlike("sha sharma")).toHaveLength(50);
      expect(await search("sha sharma")).toEqual([]);
      expect(await search("a sharma 4")).toEqual([]);
      expect(await search("asha sharma 4")).toEqual(await plainIlike("a sharma 4"));
      expect(await search("Asha  Sharma")).toEqual(await search("asha sharma"));
    });
  });

  it("finds a case by its number, from the start of any of its parts", async () => {
    const cases = (q: string) => names(`/api/cases?limit=50&q=${encodeURIComponent(q)}`);
    for (const q of ["VC-2024-00007", "vc-2024-00007", "2024-00007", "00007", "-00007"]) {
      expect(await cases(q), q).toEqual(["VC-2024-00007"]);
    }
    expect(await cases("0000")).toEqual(Array.from({ length: 10 }, (_, i) => `VC-2024-0000${9 - i}`));
    expect(await cases("VC-2024")).toHaveLength(30);
    expect(await cases("C-2024")).toEqual([]);
    expect(await cases("4-00007")).toEqual([]);
  });

  it("answers the header search in one statement, each kind as its list would", async () => {
    // Only the statements of this test's own requests count (src/test/count-statements.ts): the server's background
    // work (the dashboards' fold timer among it) is not in them.
    const labels = (items: { name?: string; clientName?: string; caseNumber?: string }[]) =>
      items.map((item) => item.name ?? item.clientName ?? item.caseNumber);
    /** The statements counted while `url` was answered. */
    const statementsOf = async (url: string) =>
      (await counter.count(server.app, { url, cookie: admin })).statements;
    for (const q of ["sharma", "9811122334", "asha sharma", "person.29997@", "VC-2024", "xq"]) {
      const found = await call(server.app, {
        url: `/api/search?q=${encodeURIComponent(q)}`,
        cookie: admin,
      });
      expect(found.statusCode, found.body).toBe(200);
      // As many statements as one list's search (its page, and what the session costs): one for the five kinds.
      const list = await statementsOf(`/api/leads?limit=5&q=${encodeURIComponent(q)}`);
      expect(list, q).toBeGreaterThan(0);
      expect(await statementsOf(`/api/search?q=${encodeURIComponent(q)}`), q).toBe(list);
      for (const kind of ["leads", "enquiries", "deals", "customers", "cases"]) {
        const page = await call(server.app, {
          url: `/api/${kind}?limit=5&q=${encodeURIComponent(q)}`,
          cookie: admin,
        });
        expect(labels(found.json()[kind]), `${kind} ${q}`).toEqual(labels(page.json().items));
        expect(found.json()[kind], `${kind} ${q}`).toEqual(page.json().items);
      }
    }
    const response = await call(server.app, { url: "/api/search?q=9811122334", cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(Object.keys(result).sort()).toEqual(["cases", "customers", "deals", "enquiries", "leads"]);
    expect(result.leads.map((lead: { name: string }) => lead.name)).toEqual(["Asha Sharma 0"]);
    const names = await call(server.app, { url: "/api/search?q=sharma&limit=3", cookie: admin });
    expect(names.json().leads.map((lead: { name: string }) => lead.name)).toEqual([
      "Asha Sharma 99",
      "Asha Sharma 98",
      "Asha Sharma 97",
    ]);
    const tooShort = await call(server.app, { url: "/api/search?q=a", cookie: admin });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.message).toContain("q");
    const signedOut = await call(server.app, { url: "/api/search?q=sharma" });
    expect(signedOut.statusCode).toBe(401);
  });

  it("counts the matches of a search when asked", async () => {
    const response = await call(server.app, { url: "/api/leads?limit=5&q=sharma&count=true", cookie: admin });
    expect(response.json().total).toBe(100);
    const phone = await call(server.app, { url: "/api/leads?limit=5&q=22334&count=true", cookie: admin });
    expect(phone.json().total).toBe(1);
  });

  describe("plans", () => {
    const admin: SystemActor = { user: null, userId: null, scope: "all", ip: null, now: new Date() };
    /** staff1, whose searches check each record's scope. */
    async function staff(): Promise<CrmActor> {
      const [user] = await db().select({ id: users.id }).from(users).where(eq(users.username, "staff1"));
      if (!user) throw new Error("no staff1");
      const who = { username: "staff1", name: "Staff One", role: "staff" as const };
      return { user: who, userId: user.id, scope: "own", ip: "127.0.0.1", now: new Date() };
    }
    const query = (q: string) => ({
      q,
      limit: 50,
      order: "desc" as const,
      sort: "createdAt" as const,
      count: false,
    });

    /** A literal of `value` for the EXECUTE of a test's own statement (values the test chose). */
    const literal = (value: unknown) =>
      value === null
        ? "null"
        : typeof value === "number"
          ? String(value)
          : `'${String(value).replaceAll("'", "''")}'`;

    /** The JSON plan of the page statement for `q`, as a generic (prepared) or custom plan, with actual row counts. */
    async function planOf(
      q: string,
      mode: "force_generic_plan" | "force_custom_plan",
      actor: AnyActor = admin,
    ) {
      const statement = createLeadService(db()).list.statementOf(actor, query(q));
      return db().transaction(async (tx) => {
        await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
        await tx.execute(sql.raw(`prepare search_plan as ${statement.sql}`));
        const result = await tx.execute(
          sql.raw(
            `explain (analyze, costs off, timing off, format json) execute search_plan(${statement.params.map(literal).join(", ")})`,
          ),
        );
        await tx.execute(sql.raw("deallocate search_plan"));
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
          string,
          unknown
        >[];
        const cell = Object.values(rows[0] ?? {})[0];
        return JSON.stringify(typeof cell === "string" ? JSON.parse(cell) : cell);
      });
    }

    /** Every plan node, flattened. */
    function nodes(plan: string): Record<string, unknown>[] {
      const all: Record<string, unknown>[] = [];
      const visit = (node: Record<string, unknown>) => {
        all.push(node);
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
      };
      for (const top of JSON.parse(plan) as { Plan: Record<string, unknown> }[]) visit(top.Plan);
      return all;
    }
    const readOf = (plan: string, index: string) =>
      nodes(plan)
        .filter((node) => node["Index Name"] === index)
        .reduce((sum, node) => sum + Number(node["Actual Rows"] ?? 0) * Number(node["Actual Loops"] ?? 1), 0);
    const seqScans = (plan: string) =>
      nodes(plan).filter((node) => node["Node Type"] === "Seq Scan" && node["Relation Name"] === "leads");

    for (const mode of ["force_generic_plan", "force_custom_plan"] as const) {
      it(`looks a phone up through the digit indexes (${mode})`, async () => {
        for (const q of ["9811122334", "+91 98111 22334", "22334"]) {
          const plan = await planOf(q, mode);
          expect(seqScans(plan), q).toEqual([]);
          expect(plan, q).toContain("leads_phone_digits_idx");
          expect(readOf(plan, "leads_created_idx"), q).toBe(0);
        }
        const suffix = await planOf("22334", mode);
        expect(suffix).toContain("leads_phone_digits_reversed_idx");
      });

      it(`walks only the searched terms' records, newest first (${mode})`, async () => {
        // "sharma" sits behind 29,900 newer other names; "arma" is in two words (sharma, verma); "person" in 10,000
        // emails; "asha sharma" is a pair behind 29,900 newer ones, "ravi verma" the pair of 29,900; "person.2" starts
        // 1,111 emails, "person.1" 11,111 (more than a key search reads), "example.in" ends 10,000.
        const pages = {
          sharma: 2,
          arma: 2,
          person: 1,
          शर्मा: 1,
          "asha sharma": 1,
          "ravi verma": 1,
          "asha sh": 1,
          "आशा शर्मा": 1,
        };
        for (const [q, terms] of Object.entries(pages)) {
          const plan = await planOf(q, mode, await staff());
          expect(seqScans(plan), q).toEqual([]);
          expect(plan, q).toContain("search_terms_idx");
          expect(readOf(plan, "leads_created_idx"), q).toBe(0);
          // A page (and one more) per term, never the 29,900 newer rows; a pair's terms are found by one probe each.
          expect(readOf(plan, "search_terms_idx"), q).toBeLessThanOrEqual(terms * 51 + 2 * terms);
          // The records are read one by one for the page: a page's worth (and the next), never every match.
          expect(readOf(plan, "leads_pkey"), q).toBeLessThanOrEqual(terms * 51);
        }
        for (const q of ["person.29997@", "person.2", "person.1", "example.in", "29997@"]) {
          const plan = await planOf(q, mode, await staff());
          expect(seqScans(plan), q).toEqual([]);
          expect(readOf(plan, "leads_created_idx"), q).toBe(0);
          expect(readOf(plan, "search_terms_idx"), q).toBeLessThanOrEqual(SEARCH_KEY_ROWS_MAX);
          expect(readOf(plan, "leads_pkey"), q).toBeLessThanOrEqual(51);
        }
      });
    }

    it("plans each search once per connection, and keeps that plan", async () => {
      const actor = await staff();
      for (const q of [
        "9811122334",
        "22334",
        "sharma",
        "asha sharma",
        "asha sh",
        "person.29997@",
        "verma 2999",
      ]) {
        const statement = createLeadService(db()).list.statementOf(actor, query(q));
        const plans = await db().transaction(async (tx) => {
          await tx.execute(sql.raw(`prepare search_plan as ${statement.sql}`));
          const values = statement.params.map(literal).join(", ");
          for (let run = 0; run < 8; run++) await tx.execute(sql.raw(`execute search_plan(${values})`));
          const result = await tx.execute(
            sql.raw(
              "select generic_plans::integer as generic, custom_plans::integer as custom from pg_prepared_statements where name = 'search_plan'",
            ),
          );
          await tx.execute(sql.raw("deallocate search_plan"));
          return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0];
        });
        // The plan cache tries five custom plans, then keeps the generic plan, which costs no more (the values are
        // hidden from the planner): with them in sight, a key search was planned on every run.
        expect(plans, q).toEqual({ generic: 3, custom: 5 });
      }
    });

    it("finds the words holding a piece through the vocabulary's trigram index", async () => {
      // Inside the search's own statement, planned once for every piece, on a vocabulary of 20,000 words (the test's
      // few names would be read whole, rightly).
      await db().execute(
        sql`insert into search_vocabulary (term) select 'word' || md5(i::text) from generate_series(1, 20000) as i`,
      );
      await analyzeDatabase(db(), "search_vocabulary");
      for (const mode of ["force_generic_plan", "force_custom_plan"] as const) {
        const plan = await planOf("sharma", mode, await staff());
        expect(plan, mode).toContain("search_vocabulary_term_idx");
        expect(
          nodes(plan).filter((node) => node["Node Type"] === "Seq Scan" && node["Relation Name"] !== "users"),
          mode,
        ).toEqual([]);
      }
      expect(await search("sharma")).toHaveLength(50);
      // 20,000 words into a trigram index without a pending list: half a minute on PGlite on a loaded machine.
    }, 120_000);
  });
});
