import {
  type AnalyticsDashboard,
  ATTRIBUTION_DIMENSIONS,
  type AttributionDimension,
  type DashboardRangeQuery,
  type FunnelFigures,
  type KeyedFigures,
  MAX_RANGE_DAYS,
} from "@visadesk/contracts/dashboards";
import { type SQL, sql } from "drizzle-orm";
import { type ResolvedRange, resolveRange } from "#dashboards/range.ts";
import { dayText, num, ratio, rowsOf } from "#dashboards/sql.ts";
import type { Database } from "#db/client.ts";

/** How each attribution dimension reads an enquiry (the `e` of the first-touch rows). */
const DIMENSION_SQL: Record<AttributionDimension, SQL> = {
  source: sql.raw(`coalesce(nullif(e.attribution->>'source', ''), '')`),
  campaign: sql.raw(`coalesce(nullif(e.attribution->>'campaign', ''), '')`),
  // The search keyword: what the visitor typed (searchTerm), else the ad's keyword (utm_term).
  keyword: sql.raw(
    `lower(coalesce(nullif(e.attribution->>'searchTerm', ''), nullif(e.attribution->>'term', ''), ''))`,
  ),
  city: sql.raw(`coalesce(nullif(e.city, ''), '')`),
  // The personalisation the landing showed: its primary service, and "refusal" when it focused on refusals.
  personalisation: sql.raw(
    `coalesce(nullif(e.attribution->>'primaryService', ''), '') || case when (e.attribution->>'refusalFocus') = 'true' then ' · refusal focus' else '' end`,
  ),
};

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
 * The enquiries of the range (spam left out), each with what its lead became when it is that lead's first enquiry
 * of the range (first touch: a lead and its revenue count once, under the enquiry that brought it).
 */
function touches(range: ResolvedRange): SQL {
  return sql`e as (
      select en.id, en.lead_id, en.attribution, en.city, en.destination_country, en.visa_type,
        row_number() over (partition by en.lead_id order by en.created_at, en.id) = 1
        and en.lead_id is not null as first_touch
      from enquiries en
      where en.created_at >= ${range.start.toISOString()}::timestamptz
        and en.created_at < ${range.end.toISOString()}::timestamptz and en.status <> 'spam'
    ), outcome as (
      select d.lead_id, count(*) as deals, count(*) filter (where d.stage = 'won') as won,
        coalesce(sum(d.fee_inr) filter (where d.stage = 'won'), 0) as revenue, coalesce(sum(a.n), 0) as approved
      from deals d left join lateral (
        select count(*) as n from cases c where c.deal_id = d.id and c.decision = 'approved'
      ) a on true
      where d.lead_id in (select lead_id from e where first_touch)
      group by d.lead_id
    ), t as (
      select e.*, o.deals, o.won, o.revenue, o.approved from e left join outcome o on o.lead_id = e.lead_id and e.first_touch
    )`;
}

const SUMS = sql.raw(`count(*) as enquiries, count(*) filter (where first_touch) as leads,
  coalesce(sum(deals), 0) as deals, coalesce(sum(won), 0) as won, coalesce(sum(revenue), 0) as revenue,
  coalesce(sum(approved), 0) as approved`);

/**
 * Every attribution dimension, destination and visa type over the range, and the range's totals (each lead once),
 * in one pass (grouping sets, the empty set being the total).
 */
async function breakdowns(db: Database, range: ResolvedRange) {
  const dims = [
    ...ATTRIBUTION_DIMENSIONS.map((d) => [d, DIMENSION_SQL[d]] as const),
    ["destination", sql.raw(`coalesce(e.destination_country, '')`)] as const,
    ["visaType", sql.raw(`coalesce(e.visa_type, '')`)] as const,
  ];
  const keyed = sql.join(
    dims.map(([name, expression]) => sql`${expression.getSQL()} as ${sql.raw(`"g_${name}"`)}`),
    sql`, `,
  );
  const sets = sql.join(
    dims.map(([name]) => sql.raw(`("g_${name}")`)),
    sql`, `,
  );
  const which = sql.join(
    dims.map(([name]) => sql.raw(`when grouping("g_${name}") = 0 then '${name}'`)),
    sql` `,
  );
  const key = sql.join(
    dims.map(([name]) => sql.raw(`when grouping("g_${name}") = 0 then "g_${name}"`)),
    sql` `,
  );
  const rows = await rowsOf<Record<string, unknown> & { dimension: string; key: string }>(
    db,
    sql`with ${touches(range)}, k as (select e.*, ${keyed} from t e)
      select case ${which} else 'total' end as dimension, case ${key} else '' end as key, ${SUMS}
      from k group by grouping sets (${sets}, ())`,
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
  const total = rows.find((row) => row.dimension === "total");
  return {
    totals: figures(total ?? {}),
    attribution: Object.fromEntries(
      ATTRIBUTION_DIMENSIONS.map((d) => [d, top(d)]),
    ) as AnalyticsDashboard["attribution"],
    destinations: top("destination"),
    visaTypes: top("visaType"),
  };
}

/**
 * Per week (from Monday) or month of the range, in Asia/Kolkata: enquiries and leads received, deals won and their
 * fees (by the day they were won), and visas approved (by decision day).
 */
async function series(db: Database, range: ResolvedRange): Promise<AnalyticsDashboard["series"]> {
  const unit = sql.raw(`'${range.by}'`);
  const s = range.start.toISOString();
  const e = range.end.toISOString();
  const periodOf = (instant: SQL) => sql`date_trunc(${unit}, (${instant}) at time zone 'Asia/Kolkata')::date`;
  const rows = await rowsOf<Record<string, unknown> & { period: unknown }>(
    db,
    sql`with x as (
        select ${periodOf(sql`created_at`)} as period, 1 as enquiries, 0 as leads, 0 as won, 0 as revenue, 0 as approved
          from enquiries where created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz and status <> 'spam'
        union all select ${periodOf(sql`created_at`)}, 0, 1, 0, 0, 0
          from leads where created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz
        union all select ${periodOf(sql`sc.at`)}, 0, 0, 1, d.fee_inr, 0
          from stage_changes sc join deals d on d.id = sc.record_id
          where sc.record_type = 'deal' and sc.to_status = 'won' and d.stage = 'won'
            and sc.at >= ${s}::timestamptz and sc.at < ${e}::timestamptz
        union all select date_trunc(${unit}, decision_on)::date, 0, 0, 0, 0, 1
          from cases where decision = 'approved' and decision_on between ${range.from}::date and ${range.to}::date
      )
      select period, sum(enquiries) as enquiries, sum(leads) as leads, sum(won) as won, sum(revenue) as revenue,
        sum(approved) as approved from x group by period order by period`,
  );
  const found = new Map(rows.map((r) => [dayText(r.period), r]));
  return periodsOf(range).map((period) => {
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

/** `/api/dashboards/analytics`: from the ad keyword to revenue and approved visas. */
export async function analyticsDashboard(
  db: Database,
  query: DashboardRangeQuery,
  now: Date,
): Promise<AnalyticsDashboard> {
  const range = resolveRange(query, now, MAX_RANGE_DAYS);
  const [split, periods, reasons] = await Promise.all([
    breakdowns(db, range),
    series(db, range),
    refusalReasons(db, range),
  ]);
  return {
    range: { from: range.from, to: range.to, by: range.by },
    ...split,
    series: periods,
    refusalReasons: reasons,
  };
}
