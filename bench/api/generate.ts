// Builds `count` leads (default 100,000) straight into a VisaDesk database for load tests, in the database itself
// (INSERT ... SELECT generate_series: a million leads in a minute, where batches from Node took ten): realistic names,
// cities, destinations, and E.164 phones spread over the whole mobile range (a bijection of the row number, so each is
// unique and a 5-digit prefix matches about one lead in 10,000, as real numbers do). `count` are visible to staff1 (60%
// unassigned, 40% theirs) and one in 21 more is staff2's (mixed in), so that staff1's list really filters by scope.
// One lead in ten has a deal (the board), a customer and a filing case (case numbers); one in five an enquiry.
import { is, sql } from "drizzle-orm";
import { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { analyzeDatabase, type Database } from "../../apps/api/src/db/client.ts";
import { CITIES, FIRST_NAMES, LAST_NAMES } from "../../apps/api/src/seed/people.ts";

const DESTINATIONS = ["GB", "CA", "US", "AU", "DE", "FR", "NZ", "IE", "SG", "AE"];
const VISA_TYPES = ["visitor", "student", "business", "schengen", "dependent", "transit", "general"];
const SOURCES = ["google", "facebook", "instagram", "web_form", "quick_support", "referral", "walk_in"];
const LEAD_STATUSES = ["new", "new", "contacted", "contacted", "qualified", "lost", "converted"];
const DEAL_STAGES = ["quoted", "negotiating", "won", "lost"];
const ENQUIRY_STATUSES = ["new", "in_progress", "responded", "closed"];

/** A SQL array literal of `values`, indexed 1-based by `pick(i, n)`. */
const arr = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]::text[]`);
/** `values[(expr mod n) + 1]`. */
const pick = (values: readonly string[], expr: string) =>
  sql`(${arr(values)})[(${sql.raw(expr)}) % ${sql.raw(String(values.length))} + 1]`;

/** The phone of lead `i`: +91 9 and nine digits, a bijection of i (7919 is coprime to 10^9). */
export function benchPhone(i: number): string {
  return `+919${String((i * 7919 + 12_345) % 1_000_000_000).padStart(9, "0")}`;
}

/** Inserts the leads (and their deals, customers, cases, enquiries), created over the year before `end`. */
export async function generateLeads(db: Database, count = 100_000, end = new Date()): Promise<number> {
  const total = Math.ceil((count * 21) / 20);
  const endIso = end.toISOString();
  const staff = (username: string) => sql`(select id from users where username = ${username})`;
  // The newest 4% never carry the first surname (Sharma): a search for it must look past ~40,000 newer leads, the
  // case that made the planner walk the date index through every newer row.
  const surname = sql`case when i >= ${sql.raw(String(Math.floor(total * 0.96)))} then ${pick(LAST_NAMES.slice(1), `i / ${FIRST_NAMES.length}`)} else ${pick(LAST_NAMES, `i / ${FIRST_NAMES.length}`)} end`;
  const created = sql.raw(
    `'${endIso}'::timestamptz - interval '365 days' + (i::float8 / ${total}) * interval '365 days'`,
  );
  // In chunks of 5,000 (a multiple of 10), each one statement (with its search terms: words, pairs and keys), well
  // inside the server's 15 s statement timeout on a loaded machine (chunks of 10,000 timed out at a load of 13).
  const chunk = 5_000;
  for (let lo = 0; lo < total; lo += chunk) {
    const hi = Math.min(total, lo + chunk) - 1;
    await db.execute(sql`
      insert into leads (id, status, name, phone, email, city, destination_country, visa_type, source, assignee_id,
        created_at, updated_at)
      select md5('lead' || i)::uuid, ${pick(LEAD_STATUSES, "i")},
        ${pick(FIRST_NAMES, "i")} || ' ' || ${surname},
        '+919' || lpad(((i::bigint * 7919 + 12345) % 1000000000)::text, 9, '0'),
        case when i % 3 = 0 then lower(${pick(FIRST_NAMES, "i")} || '.' || ${surname} || '.' || i || '@example.in') end,
        ${pick(CITIES, "i")}, ${pick(DESTINATIONS, "i")}, ${pick(VISA_TYPES, "i")}, ${pick(SOURCES, "i")},
        case when i % 21 = 20 then ${staff("staff2")} when i % 21 < 12 then null else ${staff("staff1")} end,
        ${created}, ${created}
      from generate_series(${lo}::integer, ${hi}::integer) as i`);
    await db.execute(sql`
      insert into deals (id, stage, lead_id, client_name, service, visa_type, destination_country, fee_inr, assignee_id,
        created_at, updated_at)
      select md5('deal' || i)::uuid, ${pick(DEAL_STAGES, "i / 10")}, md5('lead' || i)::uuid, l.name, 'visa', l.visa_type,
        l.destination_country, 25000 + (i % 50) * 1000, l.assignee_id, l.created_at, l.created_at
      from generate_series(${lo}::integer, ${hi}::integer, 10) as i join leads l on l.id = md5('lead' || i)::uuid`);
    await db.execute(sql`
      insert into customers (id, status, name, phone, email, city, lead_id, assignee_id, created_at, updated_at)
      select md5('customer' || i)::uuid, 'active', l.name, l.phone, l.email, l.city, l.id, l.assignee_id, l.created_at,
        l.created_at
      from generate_series(${lo}::integer, ${hi}::integer, 10) as i join leads l on l.id = md5('lead' || i)::uuid`);
    await db.execute(sql`
      insert into cases (id, case_number, kind, status, customer_id, deal_id, client_name, destination_country,
        visa_type, assignee_id, created_at, updated_at)
      select md5('case' || i)::uuid, 'VC-' || extract(year from l.created_at) || '-' || lpad((i / 10)::text, greatest(5, length((i / 10)::text)), '0'),
        'application', 'intake', md5('customer' || i)::uuid, md5('deal' || i)::uuid, l.name, l.destination_country,
        coalesce(l.visa_type, 'visitor'), l.assignee_id, l.created_at, l.created_at
      from generate_series(${lo}::integer, ${hi}::integer, 10) as i join leads l on l.id = md5('lead' || i)::uuid`);
    await db.execute(sql`
      insert into enquiries (id, reference, status, channel, name, phone, email, destination_country, visa_type,
        assignee_id, ip, created_at, updated_at)
      select md5('enquiry' || i)::uuid, 'VD-' || upper(lpad(to_hex((i::bigint * 2654435761) % 4294967296), 8, '0')), ${pick(ENQUIRY_STATUSES, "i / 5")},
        'web_form', l.name, l.phone, l.email, l.destination_country, l.visa_type, l.assignee_id, '10.0.0.1',
        l.created_at, l.created_at
      from generate_series(${lo}::integer, ${hi}::integer, 5) as i join leads l on l.id = md5('lead' || i)::uuid`);
  }
  // Fresh planner statistics, as PostgreSQL's autovacuum (and the server's periodic ANALYZE on PGlite) would give. On
  // PostgreSQL autovacuum also marks the new rows all-visible (its visibility map) soon after a bulk insert, so that
  // index-only scans (search_terms) read no table page: without it, a run measured whether autovacuum had got there
  // yet. PGlite never vacuums: there, rows stay as they were written.
  const postgres = is(db, PostgresJsDatabase);
  for (const table of [
    "leads",
    "deals",
    "customers",
    "cases",
    "enquiries",
    "search_terms",
    "search_vocabulary",
  ]) {
    if (postgres) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
    else await analyzeDatabase(db, table);
  }
  return total;
}
