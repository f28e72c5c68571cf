import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#dashboards/sql.ts";
import type { Database } from "#db/client.ts";
import { call, login, useTestServer } from "#test/test-server.ts";

// The search vocabulary (migration 0014) holds the words records use now, never one of a deleted or erased record:
// a name that was removed must not stay findable, even as a bare word, in the database.
describe("search vocabulary", () => {
  const server = useTestServer();
  const db = (): Database => server.app.database.db;
  let admin = "";
  let n = 0;
  const phone = () => `+91 95${String(40_000_000 + n++).padStart(8, "0")}`;

  async function newLead(name: string): Promise<string> {
    const response = await call(server.app, {
      method: "POST",
      url: "/api/leads",
      cookie: admin,
      body: { name, phone: phone(), visaType: "visitor", destinationCountry: "GB" },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }
  async function inVocabulary(word: string): Promise<boolean> {
    const [row] = await rowsOf<{ found: boolean }>(
      db(),
      sql`select exists (select from search_vocabulary where term = ${word}) as found`,
    );
    return row?.found === true;
  }
  async function termsOf(word: string): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::integer as n from search_terms where term = ${word}`,
    );
    return row?.n ?? -1;
  }

  beforeAll(async () => {
    admin = await login(server.app, "admin");
  });

  it("loses a word when the record that was its only use is renamed", async () => {
    const id = await newLead("Ishaan Quillfeather");
    expect(await inVocabulary("quillfeather")).toBe(true);
    const renamed = await call(server.app, {
      method: "PATCH",
      url: `/api/leads/${id}`,
      cookie: admin,
      body: { name: "Ishaan Kumar" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await inVocabulary("quillfeather")).toBe(false);
    expect(await termsOf("quillfeather")).toBe(0);
    expect(await inVocabulary("ishaan")).toBe(true);
    expect(await inVocabulary("kumar")).toBe(true);
  });

  it("keeps no pair or identifier of a name and email that were changed or deleted", async () => {
    const termsMentioning = async (piece: string) => {
      const [row] = await rowsOf<{ n: number }>(
        db(),
        sql`select count(*)::integer as n from search_terms where term like ${`%${piece}%`}`,
      );
      return row?.n ?? -1;
    };
    const response = await call(server.app, {
      method: "POST",
      url: "/api/leads",
      cookie: admin,
      body: {
        name: "Ishaan Keyfeather",
        phone: phone(),
        email: "ishaan.keyfeather.7@example.in",
        visaType: "visitor",
        destinationCountry: "GB",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id;
    // The word (once for name and email), the pair "ishaan keyfeather", and the email whole and from after the first
    // dot ("7@example.in" and "example.in" do not mention it).
    expect(await termsMentioning("keyfeather")).toBe(4);
    const found = await call(server.app, { url: "/api/leads?q=keyfeather.7", cookie: admin });
    expect(found.json().items.map((lead: { name: string }) => lead.name)).toEqual(["Ishaan Keyfeather"]);
    const changed = await call(server.app, {
      method: "PATCH",
      url: `/api/leads/${id}`,
      cookie: admin,
      body: { name: "Ishaan Marrowby", email: "ishaan.m@example.in" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await termsMentioning("keyfeather")).toBe(0);
    expect(await termsMentioning("ishaan marrowby")).toBe(1);
    await db().execute(sql`delete from leads where id = ${id}`);
    expect(await termsMentioning("ishaan.m@")).toBe(0);
    expect(await termsMentioning("ishaan marrowby")).toBe(0);
  });

  it("loses a word when the record that was its only use is deleted", async () => {
    const id = await newLead("Meera Thistlewaite");
    expect(await inVocabulary("thistlewaite")).toBe(true);
    await db().execute(sql`delete from leads where id = ${id}`);
    expect(await inVocabulary("thistlewaite")).toBe(false);
    expect(await termsOf("thistlewaite")).toBe(0);
  });

  it("keeps a word while any record of any kind still uses it", async () => {
    const first = await newLead("Tanvi Marigoldson");
    const second = await newLead("Arjun Marigoldson");
    await db().execute(sql`
      insert into customers (status, name, phone, created_at, updated_at)
      values ('active', 'Nila Saffronhurst', ${phone()}, now(), now())`);
    await db().execute(sql`
      insert into leads (status, name, phone, created_at, updated_at)
      values ('new', 'Ravi Saffronhurst', ${phone()}, now(), now())`);

    await db().execute(sql`delete from leads where id = ${first}`);
    expect(await inVocabulary("marigoldson")).toBe(true);
    expect(await inVocabulary("tanvi")).toBe(false);
    await db().execute(sql`delete from leads where id = ${second}`);
    expect(await inVocabulary("marigoldson")).toBe(false);

    // A lead's word stays while a customer still has it, and goes with the customer.
    await db().execute(sql`delete from leads where name = 'Ravi Saffronhurst'`);
    expect(await inVocabulary("saffronhurst")).toBe(true);
    await db().execute(sql`delete from customers where name = 'Nila Saffronhurst'`);
    expect(await inVocabulary("saffronhurst")).toBe(false);
  });

  it("keeps a word one record loses in the statement that gives it to another", async () => {
    await db().execute(sql`
      insert into leads (status, name, phone, created_at, updated_at) values
        ('new', 'Old Juniperwick', ${phone()}, now(), now()),
        ('new', 'New Person', ${phone()}, now(), now())`);
    await db().execute(sql`
      update leads set name = case name when 'Old Juniperwick' then 'Old Person' else 'New Juniperwick' end
      where name in ('Old Juniperwick', 'New Person')`);
    expect(await inVocabulary("juniperwick")).toBe(true);
    expect(await termsOf("juniperwick")).toBe(1);
    const found = await call(server.app, { url: "/api/leads?q=juniperwick", cookie: admin });
    expect(found.json().items.map((lead: { name: string }) => lead.name)).toEqual(["New Juniperwick"]);
  });

  // Only PostgreSQL has several sessions: PGlite runs one statement at a time. Customers, since a lead's writers
  // already wait on each other for the dashboards' rollups (migration 0013) before the words are looked at.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "keeps a word another transaction, not yet committed, gives a new record while its last use is deleted",
    async () => {
      const insertCustomer = (name: string) => sql`
        insert into customers (status, name, phone, created_at, updated_at)
        values ('active', ${name}, ${phone()}, now(), now())`;
      await db().execute(insertCustomer("Old Larkspurrow"));
      let commit = (): void => {};
      let written = (): void => {};
      const inserted = new Promise<void>((resolve) => {
        written = resolve;
      });
      const writer = db().transaction(async (tx) => {
        await tx.execute(insertCustomer("New Larkspurrow"));
        written();
        await new Promise<void>((resolve) => {
          commit = resolve;
        });
      });
      await inserted;
      // The deletion removes the word's last committed use: it must wait for the writer before removing the word.
      // (`then` sends it: Drizzle's query runs when awaited.)
      const deletion = db()
        .execute(sql`delete from customers where name = 'Old Larkspurrow'`)
        .then(() => undefined);
      for (;;) {
        const [waiting] = await rowsOf<{ n: number }>(
          db(),
          sql`select count(*)::integer as n from pg_locks where locktype = 'advisory' and not granted
            and database = (select oid from pg_database where datname = current_database())`,
        );
        if ((waiting?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      commit();
      await writer;
      await deletion;
      expect(await inVocabulary("larkspurrow")).toBe(true);
      const found = await call(server.app, { url: "/api/customers?q=larkspurrow", cookie: admin });
      expect(found.json().items.map((customer: { name: string }) => customer.name)).toEqual([
        "New Larkspurrow",
      ]);
    },
  );

  it("removes the words of many records deleted in one statement", async () => {
    await db().execute(sql`
      insert into leads (status, name, phone, created_at, updated_at)
      select 'new', 'Bulk Wordsmith' || chr(97 + i % 26) || chr(97 + i / 26), '+9194' || lpad(i::text, 8, '0'), now(), now()
      from generate_series(0, 499) as i`);
    expect(await inVocabulary("wordsmithaa")).toBe(true);
    await db().execute(sql`delete from leads where name like 'Bulk Wordsmith%'`);
    const [left] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::integer as n from search_vocabulary where term like 'wordsmith%' or term = 'bulk'`,
    );
    expect(left?.n).toBe(0);
  });
});
