import {
  type DashboardRangeQuery,
  MAX_RANGE_DAYS,
  type StaffDashboard,
} from "@visadesk/contracts/dashboards";
import { sql } from "drizzle-orm";
import { kolkataDay, resolveRange } from "#dashboards/range.ts";
import { fromRollups } from "#dashboards/read-model.ts";
import { num, ratio, rowsOf } from "#dashboards/sql.ts";
import type { Database } from "#db/client.ts";

async function readStaffDashboard(
  db: Database,
  query: DashboardRangeQuery,
  now: Date,
): Promise<StaffDashboard> {
  const range = resolveRange(query, now, MAX_RANGE_DAYS);
  const today = kolkataDay(now);
  const s = range.start.toISOString();
  const e = range.end.toISOString();
  const rows = await rowsOf<
    Record<string, unknown> & { username: string; name: string; role: "ceo" | "admin" | "staff" }
  >(
    db,
    sql`with
      -- Enquiries received, fees won, cases filed and decided: the day rollup (migration 0013), a row per day and
      -- assignee.
      dd as (select assignee_id, sum(enquiries) as enquiries, sum(revenue_inr) as revenue, sum(submitted) as filed,
          sum(decided) as decided, sum(approved) as approved
        from dashboard_days where day between ${range.from}::date and ${range.to}::date group by assignee_id),
      -- The range's leads with their first contact and deals, one index-only slice of dashboard_leads (kept by the
      -- database as leads, stage changes and deals are written): no join over the stage changes or the deals.
      ld as (
        select assignee_id, count(*) as leads,
          percentile_cont(0.5) within group (order by extract(epoch from first_contact_at - created_at) / 3600)
            filter (where first_contact_at is not null) as median_hours,
          count(first_contact_at) as contacted, count(*) filter (where deals > 0) as deals,
          count(*) filter (where won > 0) as won
        from dashboard_leads where created_at >= ${s}::timestamptz and created_at < ${e}::timestamptz
        group by assignee_id),
      od as (select assignee_id, count(*) as n from leads
        where next_follow_up_on < ${today}::date and status in ('new', 'contacted', 'qualified') group by assignee_id)
      select u.username, u.name, u.role, coalesce(dd.enquiries, 0) as enquiries, coalesce(ld.leads, 0) as leads,
        ld.median_hours, coalesce(ld.contacted, 0) as contacted, coalesce(ld.deals, 0) as deals,
        coalesce(ld.won, 0) as won, coalesce(dd.revenue, 0) as revenue, coalesce(dd.filed, 0) as filed,
        coalesce(dd.decided, 0) as decided, coalesce(dd.approved, 0) as approved, coalesce(od.n, 0) as overdue
      from users u
        left join dd on dd.assignee_id = u.id left join ld on ld.assignee_id = u.id
        left join od on od.assignee_id = u.id
      where u.role in ('ceo', 'admin', 'staff') and (u.active or dd.enquiries > 0 or ld.leads > 0 or dd.revenue > 0)
      order by u.role = 'staff' desc, u.username`,
  );
  return {
    range: { from: range.from, to: range.to, by: range.by },
    today,
    staff: rows.map((r) => {
      const leads = num(r.leads);
      const deals = num(r.deals);
      const won = num(r.won);
      const decided = num(r.decided);
      const approved = num(r.approved);
      const median = r.median_hours === null || r.median_hours === undefined ? null : Number(r.median_hours);
      return {
        username: r.username,
        name: r.name,
        role: r.role,
        enquiries: num(r.enquiries),
        leads,
        medianFirstContactHours: median === null ? null : Math.round(median * 10) / 10,
        contacted: num(r.contacted),
        deals,
        won,
        conversionToDeal: ratio(deals, leads),
        conversionToWon: ratio(won, leads),
        revenueInr: num(r.revenue),
        casesFiled: num(r.filed),
        decided,
        approved,
        approvalRate: ratio(approved, decided),
        overdueFollowUps: num(r.overdue),
      };
    }),
  };
}

/**
 * `/api/dashboards/staff`: per internal account over the range: enquiries and leads they were given (created in the
 * range), the median hours from a lead's creation (its first enquiry) to its first state change (the first contact),
 * deals and wins of those leads, fees of the deals they won in the range, cases submitted and decided in the range,
 * and their overdue follow-ups today.
 */
export function staffDashboard(db: Database, query: DashboardRangeQuery, now: Date): Promise<StaffDashboard> {
  // Every write committed before this read counts: the read model folds the queued ones in first (decision 042).
  return fromRollups(db, (folded) => readStaffDashboard(folded, query, now));
}
