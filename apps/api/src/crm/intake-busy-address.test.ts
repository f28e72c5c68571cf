import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, login, useTestServer } from "#test/test-server.ts";

// Decision 032: no visitor is turned away. Many people share one address (a mobile carrier's CGNAT, an office's
// tablet): every well-formed enquiry from it is kept, those past the hour's usual number are marked for review, and
// only a flood past the minute's ceiling is asked to wait (429 with Retry-After), never refused for the hour.

const PER_HOUR = 5;
const PER_MINUTE = 30;

const enquiry = (phone: string, name = "Meera Shah") => ({
  name,
  phone,
  destinationCountry: "CA",
  visaType: "student",
  priorRefusal: false,
  consent: true,
});

async function rows<T>(app: Parameters<typeof call>[0], query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await (
    app as unknown as { database: { db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> } } }
  ).database.db.execute(query)) as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

describe("the public intake turns no visitor away", () => {
  const server = useTestServer({
    config: (base) => ({
      ...base,
      limits: { intakePerHour: PER_HOUR, intakePerMinute: PER_MINUTE, clientErrorsPerHour: 30 },
    }),
  });
  const app = () => server.app;
  const send = (phone: string, ip: string, name?: string) =>
    call(app(), { method: "POST", url: "/api/public/enquiries", body: enquiry(phone, name), ip });

  it("accepts the 6th to the 25th enquiry of an hour from one address, marks them for review, and staff find them", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await send(`+9198200001${String(i).padStart(2, "0")}`, "203.0.113.7")).statusCode);
      server.clock.advance(60_000); // one a minute: a busy office, not a flood
    }
    expect(statuses).toEqual(Array.from({ length: 25 }, () => 201));

    const stored = await rows<{ phone: string; review_reason: string | null; lead_id: string | null }>(
      app(),
      sql`select phone, review_reason, lead_id from enquiries where ip = '203.0.113.7' order by phone`,
    );
    expect(stored).toHaveLength(25);
    expect(stored.slice(0, PER_HOUR).map((r) => r.review_reason)).toEqual(Array(PER_HOUR).fill(null));
    expect(stored.slice(PER_HOUR).map((r) => r.review_reason)).toEqual(
      Array(25 - PER_HOUR).fill("busy_connection"),
    );
    // Marked, not hidden: each is a lead like any other.
    expect(stored.every((r) => r.lead_id !== null)).toBe(true);

    const staff = await login(app(), "admin");
    const marked = await call(app(), { url: "/api/enquiries?review=marked&limit=100", cookie: staff });
    expect(marked.statusCode).toBe(200);
    const items = marked.json().items as Array<{ reviewReason: string | null; phone: string }>;
    expect(items.map((i) => i.phone).sort()).toEqual(stored.slice(PER_HOUR).map((r) => r.phone));
    expect(items.every((i) => i.reviewReason === "busy_connection")).toBe(true);

    // Another address is not affected.
    await send("+919820000301", "203.0.113.8");
    const other = await rows<{ review_reason: string | null }>(
      app(),
      sql`select review_reason from enquiries where ip = '203.0.113.8'`,
    );
    expect(other).toEqual([{ review_reason: null }]);
  });

  it("folds an address's repeated enquiries from one person into one lead", async () => {
    for (let i = 0; i < 8; i++) expect((await send("+919820000401", "203.0.113.9")).statusCode).toBe(201);
    const leads = await rows<{ n: number }>(
      app(),
      sql`select count(distinct lead_id)::int as n from enquiries where ip = '203.0.113.9'`,
    );
    expect(leads).toEqual([{ n: 1 }]);
  });

  it("slows a flood past the minute's ceiling with Retry-After, writing nothing, and takes it again next minute", async () => {
    const start = server.clock.now().getTime();
    server.clock.advance(60_000 - (start % 60_000) + 15_000); // 15 s into a minute
    for (let i = 0; i < PER_MINUTE; i++) {
      expect((await send(`+9198200005${String(i).padStart(2, "0")}`, "203.0.113.10")).statusCode).toBe(201);
    }
    const before = await rows<{ n: number }>(app(), sql`select count(*)::int as n from enquiries`);
    const slowed = await send("+919820000599", "203.0.113.10");
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error.code).toBe("slow_down");
    expect(slowed.headers["retry-after"]).toBe("45");
    expect(await rows<{ n: number }>(app(), sql`select count(*)::int as n from enquiries`)).toEqual(before);

    server.clock.advance(45_000);
    expect((await send("+919820000599", "203.0.113.10")).statusCode).toBe(201);
  });
});
