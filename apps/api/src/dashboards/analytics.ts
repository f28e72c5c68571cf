import {
  type AnalyticsDashboard,
  ATTRIBUTION_DIMENSIONS,
  type DashboardRangeQuery,
  type FunnelFigures,
  type KeyedFigures,
  MAX_RANGE_DAYS,
} from "@visadesk/contracts/dashboards";
import { sql } from "drizzle-orm";
import { type ResolvedRange, resolveRange } from "#dashboards/range.ts";
import { fromRollups } from "#dashboards/read-model.ts";
import { dayText, num, ratio, rowsOf } from "#dashboards/sql.ts";
import type { Database } from "#db/client.ts";

/** The most rows a breakdown answers (the largest first). */
const TOP = 25;

/** Derived rates of a row of counts. */
export function figures(row: Record<string, unknown>): FunnelFigures {
  const enquiries = num(row.enquiries);
  const leads = num(row.leads);
  const won = num(row.won);
  const revenueInr = num(row.revenue);
  const perEnquiry = ratio(revenueInr, enquiries);
  return {
    enquiries,
    leads,
    deals: num(row.deals),
    won,
    revenueInr,
    approved: num(row.approved),
    leadRate: ratio(Math.min(leads, enquiries), enquiries),
    winRate: ratio(Math.min(won, leads), leads),
    revenuePerEnquiryInr: perEnquiry === null ? null : Math.round(perEnquiry),
  };
}

/**
 * Every attribution dimension, destination and visa type over the range, from the rollup
 * `attribution_days` (migration 0013: at most days × keys rows, never the enquiries themselves). By cohort (first
 * touch): each lead, its deals, revenue and approved visas (its appeals' included, migration 0022) count once, under
 * its first enquiry (spam left out), on that enquiry's day; the range counts the leads whose first enquiry falls in
 * it, whenever they won or were approved.
 */
async function breakdowns(db: Database, range: ResolvedRange) {
  const rows = await rowsOf<Record<string, unknown> & { dimension: string; key: string }>(
    db,
    sql`select dimension, key, sum(enquiries) as enquiries, sum(leads) as leads, sum(deals) as deals,
        sum(won) as won, sum(revenue_inr) as revenue, sum(approved) as approved
      from attribution_days where day between ${range.from}::date and ${range.to}::date
      group by dimension, key having sum(enquiries) > 0`,
  );
  const byDimension = new Map<string, KeyedFigures[]>();
  for (const row of rows) {
    const list = byDimension.get(row.dimension) ?? [];
    list.push({ key: String(row.key ?? ""), ...figures(row) });
    byDimension.set(row.dimension, list);
  }
  const top = (name: string) =>
    (byDimension.get(name) ?? [])
      .sort((a, b) => b.revenueInr - a.revenueInr || b.enquiries - a.enquiries || a.key.localeCompare(b.key))
      .slice(0, TOP);
  return {
    attribution: Object.fromEntries(
      ATTRIBUTION_DIMENSIONS.map((d) => [d, top(d)]),
    ) as AnalyticsDashboard["attribution"],
    destinations: top("destination"),
    visaTypes: top("visaType"),
  };
}

/**
 * Per week (from Monday) or month of the range, in Asia/Kolkata, by the day each thing happened: enquiries received,
 * leads and deals opened, deals won and their fees (on the day they were won), visas approved (on the decision day,
 * approved appeals included). The range's totals are these rows added up, so the header always equals its rows.
 */
async function series(db: Database, range: ResolvedRange) {
  const unit = sql.raw(`'${range.by}'`);
  // From the day rollup (migration 0013): one row per day and assignee, whatever the number of records.
  const rows = await rowsOf<Record<string, unknown> & { period: unknown }>(
    db,
    sql`select date_trunc(${unit}, day)::date as period, sum(enquiries) as enquiries, sum(leads) as leads,
        sum(deals) as deals, sum(won) as won, sum(revenue_inr) as revenue, sum(approved) as approved
      from dashboard_days where day between ${range.from}::date and ${range.to}::date
      group by 1 order by 1`,
  );
  const found = new Map(rows.map((r) => [dayText(r.period), r]));
  const total: Record<string, number> = { enquiries: 0, leads: 0, deals: 0, won: 0, revenue: 0, approved: 0 };
  for (const row of rows)
    for (const name of Object.keys(total)) total[name] = (total[name] ?? 0) + num(row[name]);
  const periods: AnalyticsDashboard["series"] = periodsOf(range).map((period) => {
    const row = found.get(period);
    return {
      period,
      enquiries: num(row?.enquiries),
      leads: num(row?.leads),
      won: num(row?.won),
      revenueInr: num(row?.revenue),
      approved: num(row?.approved),
    };
  });
  return { totals: figures(total), series: periods };
}

/** The first day of every week (Monday) or month that the range touches, so that an empty period still shows. */
export function periodsOf(range: { from: string; to: string; by: "week" | "month" }): string[] {
  const periods: string[] = [];
  const first = new Date(`${range.from}T00:00:00.000Z`);
  if (range.by === "month") first.setUTCDate(1);
  else first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  for (const d = first; d.toISOString().slice(0, 10) <= range.to; ) {
    periods.push(d.toISOString().slice(0, 10));
    if (range.by === "month") d.setUTCMonth(d.getUTCMonth() + 1);
    else d.setUTCDate(d.getUTCDate() + 7);
  }
  return periods;
}

/** The refusal reasons of the cases refused in the range, most frequent first. */
async function refusalReasons(
  db: Database,
  range: ResolvedRange,
): Promise<AnalyticsDashboard["refusalReasons"]> {
  const rows = await rowsOf<{ code: AnalyticsDashboard["refusalReasons"][number]["code"]; n: unknown }>(
    db,
    sql`select refusal_reason_code as code, count(*) as n from cases
      where decision = 'refused' and refusal_reason_code is not null
        and decision_on between ${range.from}::date and ${range.to}::date
      group by refusal_reason_code order by count(*) desc, refusal_reason_code`,
  );
  return rows.map((r) => ({ code: r.code, count: num(r.n) }));
}

async function readAnalyticsDashboard(
  db: Database,
  query: DashboardRangeQuery,
  now: Date,
): Promise<AnalyticsDashboard> {
  const range = resolveRange(query, now, MAX_RANGE_DAYS);
  const [split, events, reasons] = await Promise.all([
    breakdowns(db, range),
    series(db, range),
    refusalReasons(db, range),
  ]);
  return {
    range: { from: range.from, to: range.to, by: range.by },
    totals: events.totals,
    ...split,
    series: events.series,
    refusalReasons: reasons,
  };
}

/** `/api/dashboards/analytics`: from the ad keyword to revenue and approved visas. */
export function analyticsDashboard(
  db: Database,
  query: DashboardRangeQuery,
  now: Date,
): Promise<AnalyticsDashboard> {
  // Every write committed before this read counts: the read model folds the queued ones in first (decision 042).
  return fromRollups(db, (folded) => readAnalyticsDashboard(folded, query, now));
}
