import { sql } from "drizzle-orm";
import { fromRollups } from "#dashboards/read-model.ts";
import { rowsOf } from "#dashboards/sql.ts";
import type { Database } from "#db/client.ts";

// Every column is named: a row is read by its values in order, and two unnamed sums would share one key.

// The dashboards' rollups (migration 0013) recounted from the records by plain aggregates written apart from the
// triggers' rules: the tests and the bench compare the two, so a rule that drifts from the records is caught.

/** The three rollups, each as sorted lines of text (rows whose figures are all zero left out). */
export interface RollupSnapshot {
  days: string[];
  attribution: string[];
  states: string[];
  leads: string[];
}

const DAY = (column: string) => sql.raw(`(${column} at time zone 'Asia/Kolkata')::date::text`);

const lines = (rows: Record<string, unknown>[]) =>
  rows
    .map((row) =>
      Object.values(row)
        .map((v) => (v === null ? "∅" : String(v)))
        .join(" | "),
    )
    .sort();

/** What the rollups hold once the queued writes are folded in, as every dashboard reads them (decision 042). */
export function readRollups(db: Database): Promise<RollupSnapshot> {
  return fromRollups(db, snapshotOf);
}

async function snapshotOf(db: Database): Promise<RollupSnapshot> {
  const [days, attribution, states, leads] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`select day::text, assignee_id, enquiries, leads, deals, won, revenue_inr, cases, submitted, decided,
          approved, appeals_decided, appeals_won from dashboard_days
        where (enquiries, leads, deals, won, revenue_inr, cases, submitted, decided, approved, appeals_decided,
          appeals_won) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select day::text, dimension, key, enquiries, leads, deals, won, revenue_inr, approved from attribution_days
        where (enquiries, leads, deals, won, revenue_inr, approved) <> (0, 0, 0, 0, 0, 0)`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select record_type, status, assignee_id, count from dashboard_states where count <> 0`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select lead_id, assignee_id, created_at::text, first_contact_at::text, deals, won from dashboard_leads`,
    ),
  ]);
  return { days: lines(days), attribution: lines(attribution), states: lines(states), leads: lines(leads) };
}

/** The same figures counted from the records themselves. */
export async function recountRollups(db: Database): Promise<RollupSnapshot> {
  const [days, attribution, states, leads] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`with x (day, assignee_id, enquiries, leads, deals, won, revenue_inr, cases, submitted, decided, approved,
          appeals_decided, appeals_won) as (
          select ${DAY("created_at")}, assignee_id, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 from enquiries
            where status <> 'spam'
          union all select ${DAY("created_at")}, assignee_id, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0 from leads
          union all select ${DAY("created_at")}, assignee_id, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0 from deals
          union all select ${DAY("sc.at")}, d.assignee_id, 0, 0, 0, 1, d.fee_inr, 0, 0, 0, 0, 0, 0
            from stage_changes sc join deals d on d.id = sc.record_id
            where sc.record_type = 'deal' and sc.to_status = 'won' and d.stage = 'won'
          union all select ${DAY("created_at")}, assignee_id, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0 from cases
          union all select submitted_on::text, assignee_id, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0 from cases
            where submitted_on is not null
          union all select decision_on::text, assignee_id, 0, 0, 0, 0, 0, 0, 0, (decision <> 'none')::int,
              (decision = 'approved')::int, (kind = 'appeal' and decision <> 'none')::int,
              (kind = 'appeal' and decision = 'approved')::int
            from cases where decision_on is not null
        )
        select day, assignee_id, sum(enquiries) as e, sum(leads) as l, sum(deals) as d, sum(won) as w,
          sum(revenue_inr) as r, sum(cases) as c, sum(submitted) as s, sum(decided) as de, sum(approved) as a,
          sum(appeals_decided) as ad, sum(appeals_won) as aw
        from x group by day, assignee_id
        having (sum(enquiries), sum(leads), sum(deals), sum(won), sum(revenue_inr), sum(cases), sum(submitted),
          sum(decided), sum(approved), sum(appeals_decided), sum(appeals_won)) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      // First touch: each lead's first enquiry that is not spam; its outcome from its deals and their cases, an
      // appeal belonging to the deal of the case it appeals.
      sql`with recursive owned (id, deal_id, decision) as (
          select c.id, c.deal_id, c.decision from cases c where c.deal_id is not null
          union all select a.id, o.deal_id, a.decision from cases a join owned o on a.parent_case_id = o.id
        ), e as (
          select en.*, ${DAY("en.created_at")} as day,
            en.lead_id is not null
              and row_number() over (partition by en.lead_id order by en.created_at, en.id) = 1 as first_touch
          from enquiries en where en.status <> 'spam'
        ), outcome as (
          select d.lead_id, count(*) as deals, count(*) filter (where d.stage = 'won') as won,
            coalesce(sum(d.fee_inr) filter (where d.stage = 'won'), 0) as revenue,
            (select count(*) from owned c join deals d2 on d2.id = c.deal_id
              where d2.lead_id = d.lead_id and c.decision = 'approved') as approved
          from deals d group by d.lead_id
        ), k as (
          select e.day, e.first_touch, o.deals, o.won, o.revenue, o.approved,
            coalesce(nullif(e.attribution->>'source', ''), '') as source,
            coalesce(nullif(e.attribution->>'campaign', ''), '') as campaign,
            lower(coalesce(nullif(e.attribution->>'searchTerm', ''), nullif(e.attribution->>'term', ''), '')) as keyword,
            coalesce(nullif(e.city, ''), '') as city,
            coalesce(nullif(e.attribution->>'primaryService', ''), '')
              || case when (e.attribution->>'refusalFocus') = 'true' then ' · refusal focus' else '' end
              as personalisation,
            coalesce(e.destination_country, '') as destination, coalesce(e.visa_type, '') as visa_type
          from e left join outcome o on o.lead_id = e.lead_id and e.first_touch
        ), v as (
          select k.*, d.dimension, d.key from k cross join lateral (values ('source', k.source),
            ('campaign', k.campaign), ('keyword', k.keyword), ('city', k.city), ('personalisation', k.personalisation),
            ('destination', k.destination), ('visaType', k.visa_type)) d(dimension, key)
        )
        select day, dimension, key, count(*) as e, count(*) filter (where first_touch) as l,
          coalesce(sum(deals), 0) as d, coalesce(sum(won), 0) as w, coalesce(sum(revenue), 0) as r,
          coalesce(sum(approved), 0) as a
        from v group by day, dimension, key`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select 'enquiry' as record_type, status, assignee_id, count(*) as n from enquiries group by status, assignee_id
        union all select 'lead', status, assignee_id, count(*) from leads group by status, assignee_id
        union all select 'deal', stage, assignee_id, count(*) from deals group by stage, assignee_id
        union all select 'case', status, assignee_id, count(*) from cases group by status, assignee_id
        union all select 'delivery', status, assignee_id, count(*) from deliveries group by status, assignee_id`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`select l.id, l.assignee_id, l.created_at::text, fc.at::text as first_contact_at,
          coalesce(d.deals, 0) as deals, coalesce(d.won, 0) as won
        from leads l
          left join (select record_id, min(at) as at from stage_changes where record_type = 'lead' group by record_id) fc
            on fc.record_id = l.id
          left join (select lead_id, count(*) as deals, count(*) filter (where stage = 'won') as won from deals
            group by lead_id) d on d.lead_id = l.id`,
    ),
  ]);
  return { days: lines(days), attribution: lines(attribution), states: lines(states), leads: lines(leads) };
}
