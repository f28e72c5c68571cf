import { type InvestorDashboard, ZInvestorDashboard } from "@visadesk/contracts/dashboards";
import { sql } from "drizzle-orm";
import { appealClaim, measuredResults } from "#dashboards/measured-results.ts";
import { kolkataDay, monthStart } from "#dashboards/range.ts";
import { fromRollups } from "#dashboards/read-model.ts";
import { num, ratio, rowsOf } from "#dashboards/sql.ts";
import type { Database } from "#db/client.ts";

/** How many months the investors' page shows, this one included. */
export const INVESTOR_MONTHS = 24;

/**
 * The refusal-appeal success rate the public site claims today, as a share: measured from the decided appeals when
 * there are enough, else the site's claimed 95% (docs/behaviours/public-site.md#who-it-is-for) (decision 031), exactly
 * as the home page shows it.
 */
async function claimedAppealRate(db: Database, today: string): Promise<number> {
  const claim = appealClaim(await measuredResults(db, today));
  return Number.parseFloat(claim.value) / 100;
}

async function readInvestorDashboard(db: Database, now: Date): Promise<InvestorDashboard> {
  const today = kolkataDay(now);
  const first = monthStart(today, -(INVESTOR_MONTHS - 1));
  const [monthRows, [rates], destinations, claimedRate] = await Promise.all([
    rowsOf<{ month: string; revenue: unknown; filed: unknown; decided: unknown; approved: unknown }>(
      db,
      // The day rollup (migration 0013): fees by the day deals were won, cases by the day filed and decided.
      sql`select to_char(day, 'YYYY-MM') as month, sum(revenue_inr) as revenue, sum(submitted) as filed,
          sum(decided) as decided, sum(approved) as approved
        from dashboard_days where day >= ${first}::date group by 1`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select sum(decided) as decided, sum(approved) as approved, sum(appeals_decided) as appeals_decided,
        sum(appeals_won) as appeals_won from dashboard_days`,
    ),
    rowsOf<{ country: string; clients: unknown }>(
      db,
      sql`select destination_country as country, count(distinct customer_id) as clients from cases
        where kind = 'application' group by destination_country order by count(distinct customer_id) desc, destination_country`,
    ),
    claimedAppealRate(db, today),
  ]);
  const byMonth = new Map(monthRows.map((r) => [r.month, r]));
  let previous: number | null = null;
  const months = Array.from({ length: INVESTOR_MONTHS }, (_, i) => {
    const month = monthStart(first, i).slice(0, 7);
    const row = byMonth.get(month);
    const revenueInr = num(row?.revenue);
    const growth = previous ? revenueInr / previous - 1 : null;
    previous = revenueInr;
    return {
      month,
      revenueInr,
      growth: growth === null ? null : Math.round(growth * 1000) / 1000,
      casesFiled: num(row?.filed),
      decided: num(row?.decided),
      approved: num(row?.approved),
    };
  });
  const approved = num(rates?.approved);
  const decided = num(rates?.decided);
  const won = num(rates?.appeals_won);
  const appealsDecided = num(rates?.appeals_decided);
  return ZInvestorDashboard.parse({
    asOf: now.toISOString(),
    months,
    approvals: { approved, decided, rate: ratio(approved, decided) },
    appeals: {
      won,
      decided: appealsDecided,
      rate: ratio(won, appealsDecided),
      claimedRate,
    },
    clientsByDestination: destinations.map((d) => ({ country: d.country, clients: num(d.clients) })),
  });
}

/**
 * `/api/dashboards/investor`: aggregates only: revenue, cases filed and decisions per month, approval and appeal
 * success rates measured from the cases, clients by destination. The answer is parsed with its strict schema before
 * it leaves, so a column that carried a name, phone, email or case number would fail the request, not leak.
 */
export function investorDashboard(db: Database, now: Date): Promise<InvestorDashboard> {
  // Every write committed before this read counts: the read model folds the queued ones in first (decision 042).
  return fromRollups(db, (folded) => readInvestorDashboard(folded, now));
}
