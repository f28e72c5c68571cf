// The public intake under load, as decision 032 promises it: no well-formed enquiry refused for its address, a flood
// from one address slowed. `pnpm exec tsx bench/api/intake-load.ts`, on PostgreSQL when BENCH_DATABASE_URL is set (a
// fresh database on that server, dropped afterwards), else PGlite in memory, with the product's default rates (20 an
// hour before review, 60 a minute). BENCH_REQUESTS enquiries (default 2,000) BENCH_CONCURRENCY at a time (default 20)
// go through `server.inject`, three ways: from many addresses as fast as they go, from one address as fast as it
// goes (a flood), and from one address at 50 a minute for an hour of the server's clock (a mobile carrier's shared
// address, or an office). Prints, for each, how many were accepted, slowed (429 with Retry-After), refused otherwise
// and marked for review, and the rate.
import { sql } from "drizzle-orm";
import { DEFAULT_LIMITS } from "../../apps/api/src/config.ts";
import { createServer } from "../../apps/api/src/server.ts";
import { benchConfig, benchDatabase, resultRows } from "./setup.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

async function main(): Promise<void> {
  const { database, drop } = await benchDatabase();
  // The server's clock: the wall clock, moved on by `shift` for the scenario that simulates an hour.
  let shift = 0;
  const server = await createServer({
    ...benchConfig(database),
    limits: DEFAULT_LIMITS,
    now: () => new Date(Date.now() + shift),
  });
  try {
    let n = 0;
    const send = (address: string) =>
      server.inject({
        method: "POST",
        url: "/api/public/enquiries",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        remoteAddress: "127.0.0.1",
        payload: JSON.stringify({
          name: "Bench Visitor",
          phone: `+9196${String(n++).padStart(8, "0")}`,
          destinationCountry: "GB",
          visaType: "student",
          priorRefusal: false,
          consent: true,
        }),
      });
    const manyAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const scenarios = [
      { label: "many addresses, as fast as they go", address: manyAddress, pace: 0 },
      { label: "one address, as fast as it goes (a flood)", address: () => "10.200.0.1", pace: 0 },
      { label: "one address, 50 a minute for an hour (CGNAT)", address: () => "10.200.0.2", pace: 1_200 },
    ];
    console.log(
      `${database.kind}, ${REQUESTS} enquiries a scenario, ${CONCURRENCY} at a time; ${DEFAULT_LIMITS.intakePerHour} an hour from one address before review, ${DEFAULT_LIMITS.intakePerMinute} a minute before slowing\n`,
    );
    for (const scenario of scenarios) {
      const count = scenario.pace ? Math.min(REQUESTS, 3_000) : REQUESTS;
      const outcomes = { accepted: 0, slowed: 0, refused: 0 };
      const since = new Date(Date.now() + shift);
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: scenario.pace ? 1 : CONCURRENCY }, async () => {
          while (next < count) {
            const i = next++;
            if (scenario.pace) shift += scenario.pace;
            const reply = await send(scenario.address(i));
            if (reply.statusCode === 201) outcomes.accepted++;
            else if (reply.statusCode === 429) outcomes.slowed++;
            else outcomes.refused++;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const [marked] = await resultRows<{ n: number }>(
        server.database.db,
        sql`select count(*)::int as n from enquiries where review_reason is not null and created_at >= ${since.toISOString()}::timestamptz`,
      );
      console.log(
        `${scenario.label.padEnd(46)} accepted ${String(outcomes.accepted).padStart(5)}  slowed ${String(outcomes.slowed).padStart(5)}  refused ${String(outcomes.refused).padStart(3)}  marked for review ${String(marked?.n ?? 0).padStart(5)}  ${(count / seconds).toFixed(0).padStart(5)} requests/s, ${(outcomes.accepted / seconds).toFixed(0).padStart(5)} accepted/s`,
      );
      shift += 2 * 3_600_000; // the next scenario starts on hours of its own
    }
  } finally {
    await server.close();
    await drop();
  }
}

await main();
