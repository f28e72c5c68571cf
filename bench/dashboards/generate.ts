// Builds the pipeline behind 100,000 leads straight into a VisaDesk database, in SQL on the server (seconds, not
// minutes): the leads (bench/api/generate.ts), an enquiry for each lead (a tenth of them two) with ad attribution,
// deals for converted and some qualified leads, customers and cases for the won deals in every state, deliveries
// for the approved ones, and the stage changes the dashboards read (first contacts, wins, deliveries).
import { analyzeDatabase, type Database } from "../../apps/api/src/db/client.ts";
import { generateLeads } from "../api/generate.ts";

/** Writes it all, the leads over the year before `end`; answers the row counts. */
export async function generatePipeline(
  db: Database,
  leads: number,
  end = new Date(),
): Promise<Record<string, number>> {
  await generateLeads(db, leads, end);
  const at = end.toISOString();
  // Plain SQL text (the bench has no drizzle of its own); the one value spliced in is the ISO instant made above.
  const steps: [string, string][] = [
    [
      "enquiries",
      `insert into enquiries (reference, status, channel, name, phone, destination_country, visa_type, city,
          consent, attribution, lead_id, assignee_id, created_at, updated_at)
        select 'VD-X' || lpad(n::text, 7, '0'), (array['new','in_progress','responded','closed','spam'])[1 + n % 5],
          'web_form', l.name, l.phone, l.destination_country, l.visa_type, l.city, true,
          case n % 6
            when 5 then '{}'::jsonb
            else jsonb_build_object(
              'source', (array['google','google','facebook','instagram','google'])[1 + n % 5],
              'campaign', (array['uk-visitor-visa','canada-study','schengen-summer','free-study-visa','visa-refusal-appeal'])[1 + n % 5],
              'term', (array['uk visitor visa','canada student visa','schengen appointment','free study visa','uk visa refused'])[1 + n % 5],
              'searchTerm', (array['uk visitor visa','canada student visa','schengen appointment','free study visa','uk visa refused'])[1 + n % 5],
              'primaryService', (array['visitor','student','schengen','student','refusal-appeal'])[1 + n % 5],
              'refusalFocus', n % 5 = 4)
          end,
          l.id, l.assignee_id, l.created_at + (n % 3) * interval '1 hour', l.created_at + (n % 3) * interval '1 hour'
        from (select l.*, row_number() over (order by l.created_at, l.id) as n from leads l) l
        union all
        select 'VD-Y' || lpad(n::text, 7, '0'), 'closed', 'quick_support', l.name, l.phone, l.destination_country,
          l.visa_type, l.city, true, '{}'::jsonb, l.id, l.assignee_id, l.created_at + interval '3 days',
          l.created_at + interval '3 days'
        from (select l.*, row_number() over (order by l.created_at, l.id) as n from leads l) l where n % 10 = 0`,
    ],
    [
      "deals",
      `insert into deals (stage, lead_id, client_name, service, visa_type, destination_country, fee_inr,
          government_fee_inr, assignee_id, created_at, updated_at)
        select case when l.status = 'converted' then (array['won','won','won','lost','quoted','negotiating'])[1 + n % 6]
                    else (array['quoted','negotiating'])[1 + n % 2] end,
          l.id, l.name, case when n % 5 = 4 then 'refusal_appeal' else 'visa' end, l.visa_type, l.destination_country,
          (array[18000, 30000, 45000, 60000])[1 + n % 4], 11500, l.assignee_id,
          l.created_at + interval '5 days', l.created_at + interval '5 days'
        from (select l.*, row_number() over (order by l.id) as n from leads l
              where l.status = 'converted' or (l.status = 'qualified' and l.created_at::time < '12:00')) l`,
    ],
    [
      "customers",
      `insert into customers (status, name, phone, email, city, lead_id, assignee_id, created_at, updated_at)
        select 'active', l.name, l.phone, l.email, l.city, l.id, l.assignee_id, d.created_at + interval '7 days',
          d.created_at + interval '7 days'
        from deals d join leads l on l.id = d.lead_id
        where d.stage = 'won' and not exists (select 1 from customers c where c.lead_id = d.lead_id)`,
    ],
    [
      "cases",
      `insert into cases (case_number, kind, status, customer_id, deal_id, client_name, destination_country,
          visa_type, decision, refusal_reason_code, assignee_id, submitted_on, decision_on, appeal_deadline_on,
          appointment_on, created_at, updated_at)
        select 'VC-B-' || lpad(n::text, 7, '0'), 'application',
          (array['intake','documents_pending','documents_complete','submitted','decision_pending','decided','decided','decided','closed','closed'])[1 + n % 10],
          c.id, d.id, d.client_name, coalesce(d.destination_country, 'GB'), coalesce(d.visa_type, 'visitor'),
          case when n % 10 >= 5 then (case when n % 7 = 0 then 'refused' else 'approved' end) else 'none' end,
          case when n % 10 >= 5 and n % 7 = 0 then 'weak_home_ties' end,
          d.assignee_id,
          case when n % 10 >= 3 then ((d.created_at + interval '20 days') at time zone 'Asia/Kolkata')::date end,
          case when n % 10 >= 5 then ((d.created_at + interval '45 days') at time zone 'Asia/Kolkata')::date end,
          case when n % 10 >= 5 and n % 7 = 0 then ((d.created_at + interval '73 days') at time zone 'Asia/Kolkata')::date end,
          case when n % 10 < 2 then ((d.created_at + interval '15 days') at time zone 'Asia/Kolkata')::date end,
          d.created_at + interval '7 days', least(d.created_at + interval '45 days', '${at}'::timestamptz)
        from (select d.*, row_number() over (order by d.id) as n from deals d where d.stage = 'won') d
        join customers c on c.lead_id = d.lead_id`,
    ],
    [
      "deliveries",
      `insert into deliveries (case_id, case_number, client_name, status, method, assignee_id, created_at, updated_at)
        select id, case_number, client_name,
          (array['awaiting_return','ready','dispatched','delivered','delivered'])[1 + (row_number() over (order by id))::int % 5],
          'courier', assignee_id, updated_at, updated_at
        from cases where decision = 'approved'`,
    ],
    [
      "stage changes",
      `insert into stage_changes (record_type, record_id, from_status, to_status, at)
        select 'lead', id, 'new', 'contacted', created_at + ((abs(hashtext(id::text)) % 96) + 1) * interval '1 hour'
          from leads where status <> 'new'
        union all
        select 'deal', id, 'negotiating', 'won', created_at + interval '6 days' from deals where stage = 'won'
        union all
        select 'delivery', id, 'dispatched', 'delivered', updated_at + interval '2 days' from deliveries
          where status = 'delivered'`,
    ],
  ];
  const counts: Record<string, number> = { leads };
  for (const [name, statement] of steps) {
    // One statement writes a whole table (and its trigram index): longer than the server's statement timeout allows.
    const result = (await db.transaction(async (tx) => {
      await tx.execute("set local statement_timeout = 0");
      return tx.execute(statement);
    })) as unknown as { count?: number; affectedRows?: number };
    counts[name] = Number(result.count ?? result.affectedRows ?? 0);
  }
  await analyzeDatabase(db);
  return counts;
}
