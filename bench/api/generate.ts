// Builds `count` leads (default 100,000) straight into a VisaDesk database for load tests: realistic names, cities,
// destinations and E.164 phones. `count` are visible to staff1 (60% unassigned, 40% theirs) and one in 21 more is
// staff2's (mixed in), so that staff1's list really filters by scope and still has 2,000 pages of 50.
import { analyzeDatabase, type Database } from "../../apps/api/src/db/client.ts";
import { leads, users } from "../../apps/api/src/db/schema.ts";
import { CITIES, FIRST_NAMES, LAST_NAMES } from "../../apps/api/src/seed/people.ts";

const DESTINATIONS = ["GB", "CA", "US", "AU", "DE", "FR", "NZ", "IE", "SG", "AE"];
const VISA_TYPES = ["visitor", "student", "business", "schengen", "dependent", "transit", "general"] as const;
const SOURCES = ["google", "facebook", "instagram", "web_form", "quick_support", "referral", "walk_in"];
const STATUSES = ["new", "new", "contacted", "contacted", "qualified", "lost", "converted"] as const;

/** Inserts the leads, created over the year before `end`, in batches; returns how many were written. */
export async function generateLeads(db: Database, count = 100_000, end = new Date()): Promise<number> {
  const accounts = await db.select({ id: users.id, username: users.username }).from(users);
  const staff1 = accounts.find((a) => a.username === "staff1");
  const staff2 = accounts.find((a) => a.username === "staff2");
  const yearMs = 365 * 86_400_000;
  const batch = 2_000;
  const total = Math.ceil((count * 21) / 20);
  for (let start = 0; start < total; start += batch) {
    const rows: (typeof leads.$inferInsert)[] = [];
    for (let i = start; i < Math.min(total, start + batch); i++) {
      const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
      const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length] as string;
      const createdAt = new Date(end.getTime() - yearMs + Math.floor((i / total) * yearMs));
      const bucket = i % 21;
      rows.push({
        status: STATUSES[i % STATUSES.length] as (typeof STATUSES)[number],
        name: `${first} ${last}`,
        phone: `+9197${String(i).padStart(8, "0")}`,
        email: i % 3 === 0 ? `${first}.${last}.${i}@example.in`.toLowerCase() : null,
        city: CITIES[i % CITIES.length] as string,
        destinationCountry: DESTINATIONS[i % DESTINATIONS.length] as string,
        visaType: VISA_TYPES[i % VISA_TYPES.length] as (typeof VISA_TYPES)[number],
        source: SOURCES[i % SOURCES.length] as string,
        assigneeId: bucket === 20 ? (staff2?.id ?? null) : bucket < 12 ? null : (staff1?.id ?? null),
        createdAt,
        updatedAt: createdAt,
      });
    }
    await db.insert(leads).values(rows);
  }
  // Fresh planner statistics, as PostgreSQL's autovacuum (and the server's periodic ANALYZE on PGlite) would give.
  await analyzeDatabase(db, "leads");
  return total;
}
