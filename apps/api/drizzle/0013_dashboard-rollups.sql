CREATE TABLE "attribution_days" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"deals" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"revenue_inr" bigint DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribution_days_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "attribution_leads" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"keyword" text NOT NULL,
	"city" text NOT NULL,
	"personalisation" text NOT NULL,
	"destination" text NOT NULL,
	"visa_type" text NOT NULL,
	"deals" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"revenue_inr" bigint DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_days" (
	"day" date NOT NULL,
	"assignee_id" uuid,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"deals" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"revenue_inr" bigint DEFAULT 0 NOT NULL,
	"cases" integer DEFAULT 0 NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"decided" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"appeals_decided" integer DEFAULT 0 NOT NULL,
	"appeals_won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_days_key" UNIQUE NULLS NOT DISTINCT("day","assignee_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_leads" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"assignee_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"first_contact_at" timestamp with time zone,
	"deals" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_states" (
	"record_type" text NOT NULL,
	"status" text NOT NULL,
	"assignee_id" uuid,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_states_key" UNIQUE NULLS NOT DISTINCT("record_type","status","assignee_id")
);
--> statement-breakpoint
CREATE INDEX "dashboard_leads_created_idx" ON "dashboard_leads" USING btree ("created_at","assignee_id","first_contact_at","deals","won");--> statement-breakpoint
CREATE INDEX "cases_kind_destination_customer_idx" ON "cases" USING btree ("kind","destination_country","customer_id");--> statement-breakpoint
-- The rollups are kept by the database itself (decision 014): statement triggers see the rows a write changed (its
-- transition tables), take out what the old rows added and put in what the new rows add, in the same transaction,
-- whatever code or SQL made the write. Each table's rule is one function of (old rows, new rows), and the backfill at
-- the end of this file calls the same functions with (nothing, every row), so the two cannot disagree.

-- The Asia/Kolkata calendar day of an instant (UTC+05:30 all year).
CREATE FUNCTION dashboards_day(instant timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (instant AT TIME ZONE 'Asia/Kolkata')::date
$$;
--> statement-breakpoint
-- Adds signed changes to dashboard_days, one upsert per (day, assignee) in key order (a steady lock order).
CREATE FUNCTION dashboards_add_days(changes dashboard_days[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_days AS d (day, assignee_id, enquiries, leads, deals, won, revenue_inr, cases, submitted,
    decided, approved, appeals_decided, appeals_won)
  SELECT day, assignee_id, sum(enquiries), sum(leads), sum(deals), sum(won), sum(revenue_inr), sum(cases),
    sum(submitted), sum(decided), sum(approved), sum(appeals_decided), sum(appeals_won)
  FROM unnest(changes)
  GROUP BY day, assignee_id
  HAVING sum(enquiries) <> 0 OR sum(leads) <> 0 OR sum(deals) <> 0 OR sum(won) <> 0 OR sum(revenue_inr) <> 0
    OR sum(cases) <> 0 OR sum(submitted) <> 0 OR sum(decided) <> 0 OR sum(approved) <> 0
    OR sum(appeals_decided) <> 0 OR sum(appeals_won) <> 0
  ORDER BY day, assignee_id
  ON CONFLICT ON CONSTRAINT dashboard_days_key DO UPDATE SET
    enquiries = d.enquiries + excluded.enquiries, leads = d.leads + excluded.leads, deals = d.deals + excluded.deals,
    won = d.won + excluded.won, revenue_inr = d.revenue_inr + excluded.revenue_inr, cases = d.cases + excluded.cases,
    submitted = d.submitted + excluded.submitted, decided = d.decided + excluded.decided,
    approved = d.approved + excluded.approved, appeals_decided = d.appeals_decided + excluded.appeals_decided,
    appeals_won = d.appeals_won + excluded.appeals_won;
END;
$$;
--> statement-breakpoint
-- Adds signed changes to dashboard_states.
CREATE FUNCTION dashboards_add_states(changes dashboard_states[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_states AS s (record_type, status, assignee_id, count)
  SELECT record_type, status, assignee_id, sum(count) FROM unnest(changes)
  GROUP BY record_type, status, assignee_id HAVING sum(count) <> 0
  ORDER BY record_type, status, assignee_id
  ON CONFLICT ON CONSTRAINT dashboard_states_key DO UPDATE SET count = s.count + excluded.count;
END;
$$;
--> statement-breakpoint
-- An enquiry's attribution keys, as the analytics page groups them.
CREATE FUNCTION attribution_touch(attribution jsonb, city text, destination text, visa_type text,
  OUT source text, OUT campaign text, OUT keyword text, OUT city_key text, OUT personalisation text,
  OUT destination_key text, OUT visa_type_key text) LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(attribution->>'source', ''), ''),
    coalesce(nullif(attribution->>'campaign', ''), ''),
    -- The search keyword: what the visitor typed (searchTerm), else the ad's keyword (utm_term).
    lower(coalesce(nullif(attribution->>'searchTerm', ''), nullif(attribution->>'term', ''), '')),
    coalesce(nullif(city, ''), ''),
    -- The personalisation the landing showed: its primary service, and the refusal focus.
    coalesce(nullif(attribution->>'primaryService', ''), '')
      || CASE WHEN (attribution->>'refusalFocus') = 'true' THEN ' · refusal focus' ELSE '' END,
    coalesce(destination, ''),
    coalesce(visa_type, '')
$$;
--> statement-breakpoint
-- Counts enquiries (spam left out) into attribution_days under each of their keys.
CREATE FUNCTION attribution_add_enquiries(changed enquiries[], direction integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attribution_days AS a (day, dimension, key, enquiries)
  SELECT dashboards_day(e.created_at), k.dimension, k.key, direction * count(*)
  FROM unnest(changed) e
    CROSS JOIN LATERAL attribution_touch(e.attribution, e.city, e.destination_country, e.visa_type) t
    CROSS JOIN LATERAL (VALUES ('source', t.source), ('campaign', t.campaign), ('keyword', t.keyword),
      ('city', t.city_key), ('personalisation', t.personalisation), ('destination', t.destination_key),
      ('visaType', t.visa_type_key)) k(dimension, key)
  WHERE e.status <> 'spam'
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, dimension, key) DO UPDATE SET enquiries = a.enquiries + excluded.enquiries;
END;
$$;
--> statement-breakpoint
-- Adds (direction 1) or takes out (-1) what the given leads' rows of attribution_leads say.
CREATE FUNCTION attribution_add_leads(ids uuid[], direction integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attribution_days AS a (day, dimension, key, leads, deals, won, revenue_inr, approved)
  SELECT l.day, k.dimension, k.key, direction * count(*), direction * sum(l.deals), direction * sum(l.won),
    direction * sum(l.revenue_inr), direction * sum(l.approved)
  FROM attribution_leads l
    CROSS JOIN LATERAL (VALUES ('source', l.source), ('campaign', l.campaign), ('keyword', l.keyword),
      ('city', l.city), ('personalisation', l.personalisation), ('destination', l.destination),
      ('visaType', l.visa_type)) k(dimension, key)
  WHERE l.lead_id = ANY(ids)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, dimension, key) DO UPDATE SET leads = a.leads + excluded.leads,
    deals = a.deals + excluded.deals, won = a.won + excluded.won, revenue_inr = a.revenue_inr + excluded.revenue_inr,
    approved = a.approved + excluded.approved;
END;
$$;
--> statement-breakpoint
-- Recomputes the given leads' first touch (their first enquiry that is not spam) and outcome (deals, wins, won fees,
-- approved cases of those deals), after taking their old contribution out of attribution_days.
CREATE FUNCTION attribution_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ids := ARRAY(SELECT DISTINCT x FROM unnest(ids) x WHERE x IS NOT NULL ORDER BY x);
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM attribution_add_leads(ids, -1);
  DELETE FROM attribution_leads WHERE lead_id = ANY(ids);
  INSERT INTO attribution_leads (lead_id, day, source, campaign, keyword, city, personalisation, destination,
    visa_type, deals, won, revenue_inr, approved)
  SELECT l.id, dashboards_day(f.created_at), t.source, t.campaign, t.keyword, t.city_key, t.personalisation,
    t.destination_key, t.visa_type_key, o.deals, o.won, o.revenue_inr, o.approved
  FROM unnest(ids) l(id)
    -- OFFSET 0 keeps the lead's enquiries a subquery read by the lead index: flattened, the planner may walk the
    -- creation-date index from the oldest enquiry until one belongs to the lead, which for a lead with none (a lead
    -- entered by hand) reads every enquiry.
    CROSS JOIN LATERAL (SELECT e.created_at, e.attribution, e.city, e.destination_country, e.visa_type
      FROM (SELECT * FROM enquiries e WHERE e.lead_id = l.id AND e.status <> 'spam' OFFSET 0) e
      ORDER BY e.created_at, e.id LIMIT 1) f
    CROSS JOIN LATERAL attribution_touch(f.attribution, f.city, f.destination_country, f.visa_type) t
    CROSS JOIN LATERAL (SELECT count(*) AS deals, count(*) FILTER (WHERE d.stage = 'won') AS won,
        coalesce(sum(d.fee_inr) FILTER (WHERE d.stage = 'won'), 0) AS revenue_inr,
        coalesce(sum((SELECT count(*) FROM cases c WHERE c.deal_id = d.id AND c.decision = 'approved')), 0)
          AS approved
      FROM deals d WHERE d.lead_id = l.id) o;
  PERFORM attribution_add_leads(ids, 1);
END;
$$;
--> statement-breakpoint
-- Rewrites the given leads' rows of dashboard_leads from the leads, their first stage change and their deals.
CREATE FUNCTION dashboards_refresh_leads(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_leads WHERE lead_id = ANY(ids);
  INSERT INTO dashboard_leads (lead_id, assignee_id, created_at, first_contact_at, deals, won)
  SELECT l.id, l.assignee_id, l.created_at,
    (SELECT min(sc.at) FROM stage_changes sc WHERE sc.record_type = 'lead' AND sc.record_id = l.id),
    (SELECT count(*) FROM deals d WHERE d.lead_id = l.id),
    (SELECT count(*) FROM deals d WHERE d.lead_id = l.id AND d.stage = 'won')
  FROM leads l WHERE l.id = ANY(ids);
END;
$$;
--> statement-breakpoint
-- Enquiries: received per day (spam left out) and assignee; state counts; attribution keys; their leads' first touch.
CREATE FUNCTION dashboards_enquiries_changed(olds enquiries[], news enquiries[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboards_add_days(ARRAY(
    SELECT ROW(dashboards_day(x.created_at), x.assignee_id, x.dir, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)::dashboard_days
    FROM (SELECT o.created_at, o.assignee_id, -1 AS dir FROM unnest(olds) o WHERE o.status <> 'spam'
      UNION ALL SELECT n.created_at, n.assignee_id, 1 FROM unnest(news) n WHERE n.status <> 'spam') x));
  PERFORM dashboards_add_states(ARRAY(
    SELECT ROW('enquiry', x.status, x.assignee_id, x.dir)::dashboard_states
    FROM (SELECT o.status, o.assignee_id, -1 AS dir FROM unnest(olds) o
      UNION ALL SELECT n.status, n.assignee_id, 1 FROM unnest(news) n) x));
  PERFORM attribution_add_enquiries(olds, -1);
  PERFORM attribution_add_enquiries(news, 1);
  PERFORM attribution_refresh(ARRAY(SELECT o.lead_id FROM unnest(olds) o UNION SELECT n.lead_id FROM unnest(news) n));
END;
$$;
--> statement-breakpoint
-- Leads: opened per day and assignee; state counts; the staff page's lead facts. (A lead's first touch and outcome follow its enquiries, deals
-- and cases; a lead that has any of them cannot be deleted.)
CREATE FUNCTION dashboards_leads_changed(olds leads[], news leads[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboards_add_days(ARRAY(
    SELECT ROW(dashboards_day(x.created_at), x.assignee_id, 0, x.dir, 0, 0, 0, 0, 0, 0, 0, 0, 0)::dashboard_days
    FROM (SELECT o.created_at, o.assignee_id, -1 AS dir FROM unnest(olds) o
      UNION ALL SELECT n.created_at, n.assignee_id, 1 FROM unnest(news) n) x));
  PERFORM dashboards_add_states(ARRAY(
    SELECT ROW('lead', x.status, x.assignee_id, x.dir)::dashboard_states
    FROM (SELECT o.status, o.assignee_id, -1 AS dir FROM unnest(olds) o
      UNION ALL SELECT n.status, n.assignee_id, 1 FROM unnest(news) n) x));
  PERFORM dashboards_refresh_leads(ARRAY(SELECT o.id FROM unnest(olds) o UNION SELECT n.id FROM unnest(news) n));
END;
$$;
--> statement-breakpoint
-- Deals: opened per day and assignee; won and their fees by the day of their stage change to won; state counts;
-- their leads' outcome and lead facts.
CREATE FUNCTION dashboards_deals_changed(olds deals[], news deals[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboards_add_days(ARRAY(
    WITH x AS (
        SELECT o.id, o.stage, o.created_at, o.assignee_id, o.fee_inr, -1 AS dir FROM unnest(olds) o
        UNION ALL SELECT n.id, n.stage, n.created_at, n.assignee_id, n.fee_inr, 1 FROM unnest(news) n
      )

    SELECT ROW(dashboards_day(x.created_at), x.assignee_id, 0, 0, x.dir, 0, 0, 0, 0, 0, 0, 0, 0)::dashboard_days
    FROM x
    UNION ALL
    SELECT ROW(dashboards_day(sc.at), x.assignee_id, 0, 0, 0, x.dir, x.dir * x.fee_inr, 0, 0, 0, 0, 0, 0)::dashboard_days
    FROM x JOIN stage_changes sc ON sc.record_type = 'deal' AND sc.record_id = x.id AND sc.to_status = 'won'
    WHERE x.stage = 'won'));
  PERFORM dashboards_add_states(ARRAY(
    SELECT ROW('deal', x.stage, x.assignee_id, x.dir)::dashboard_states
    FROM (SELECT o.stage, o.assignee_id, -1 AS dir FROM unnest(olds) o
      UNION ALL SELECT n.stage, n.assignee_id, 1 FROM unnest(news) n) x));
  PERFORM attribution_refresh(ARRAY(SELECT o.lead_id FROM unnest(olds) o UNION SELECT n.lead_id FROM unnest(news) n));
  PERFORM dashboards_refresh_leads(ARRAY(SELECT o.lead_id FROM unnest(olds) o UNION SELECT n.lead_id FROM unnest(news) n));
END;
$$;
--> statement-breakpoint
-- Stage changes: a deal's change to won counts it (and its fee) on that day, under the deal's assignee; a lead's
-- first change is its first contact.
CREATE FUNCTION dashboards_stage_changes_changed(olds stage_changes[], news stage_changes[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboards_add_days(ARRAY(
    SELECT ROW(dashboards_day(s.at), d.assignee_id, 0, 0, 0, s.dir, s.dir * d.fee_inr, 0, 0, 0, 0, 0, 0)::dashboard_days
    FROM (SELECT o.record_type, o.record_id, o.to_status, o.at, -1 AS dir FROM unnest(olds) o
      UNION ALL SELECT n.record_type, n.record_id, n.to_status, n.at, 1 FROM unnest(news) n) s
    JOIN deals d ON d.id = s.record_id
    WHERE s.record_type = 'deal' AND s.to_status = 'won' AND d.stage = 'won'));
  PERFORM dashboards_refresh_leads(ARRAY(
    SELECT o.record_id FROM unnest(olds) o WHERE o.record_type = 'lead'
    UNION SELECT n.record_id FROM unnest(news) n WHERE n.record_type = 'lead'));
END;
$$;
--> statement-breakpoint
-- Cases: opened, submitted (submitted_on) and decided (decision_on) per day and assignee; state counts; the
-- approved visas of their deals' leads.
CREATE FUNCTION dashboards_cases_changed(olds cases[], news cases[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboards_add_days(ARRAY(
    WITH x AS (
        SELECT o.status, o.kind, o.decision, o.created_at, o.submitted_on, o.decision_on, o.assignee_id, o.deal_id,
          -1 AS dir FROM unnest(olds) o
        UNION ALL SELECT n.status, n.kind, n.decision, n.created_at, n.submitted_on, n.decision_on, n.assignee_id,
          n.deal_id, 1 FROM unnest(news) n
      )

    SELECT ROW(dashboards_day(x.created_at), x.assignee_id, 0, 0, 0, 0, 0, x.dir, 0, 0, 0, 0, 0)::dashboard_days
    FROM x
    UNION ALL
    SELECT ROW(x.submitted_on, x.assignee_id, 0, 0, 0, 0, 0, 0, x.dir, 0, 0, 0, 0)::dashboard_days
    FROM x WHERE x.submitted_on IS NOT NULL
    UNION ALL
    SELECT ROW(x.decision_on, x.assignee_id, 0, 0, 0, 0, 0, 0, 0,
        x.dir * (x.decision <> 'none')::int, x.dir * (x.decision = 'approved')::int,
        x.dir * (x.kind = 'appeal' AND x.decision <> 'none')::int,
        x.dir * (x.kind = 'appeal' AND x.decision = 'approved')::int)::dashboard_days
    FROM x WHERE x.decision_on IS NOT NULL));
  PERFORM dashboards_add_states(ARRAY(
    SELECT ROW('case', x.status, x.assignee_id, x.dir)::dashboard_states
    FROM (SELECT o.status, o.assignee_id, -1 AS dir FROM unnest(olds) o
      UNION ALL SELECT n.status, n.assignee_id, 1 FROM unnest(news) n) x));
  PERFORM attribution_refresh(ARRAY(
    SELECT d.lead_id FROM deals d
    WHERE d.id IN (SELECT o.deal_id FROM unnest(olds) o UNION SELECT n.deal_id FROM unnest(news) n)));
END;
$$;
--> statement-breakpoint
-- Deliveries: state counts (passports in custody).
CREATE FUNCTION dashboards_deliveries_changed(olds deliveries[], news deliveries[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboards_add_states(ARRAY(
    SELECT ROW('delivery', x.status, x.assignee_id, x.dir)::dashboard_states
    FROM (SELECT o.status, o.assignee_id, -1 AS dir FROM unnest(olds) o
      UNION ALL SELECT n.status, n.assignee_id, 1 FROM unnest(news) n) x));
END;
$$;
--> statement-breakpoint
-- The trigger of every table: collects the statement's old and new rows (for an update, only the rows whose figures
-- may change: the columns that TG_ARGV names) and calls the table's rule. One function; the table's name picks it.
CREATE FUNCTION dashboards_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  watched text := TG_ARGV[0];
BEGIN
  -- A transition table's rows are anonymous records: ROW(x.*)::table makes them the table's row type.
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT dashboards_%1$s_changed(''{}'', ARRAY(SELECT ROW(n.*)::%1$I FROM new_rows n))',
      TG_TABLE_NAME);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT dashboards_%1$s_changed(ARRAY(SELECT ROW(o.*)::%1$I FROM old_rows o), ''{}'')',
      TG_TABLE_NAME);
  ELSE
    EXECUTE format(
      'WITH c AS (SELECT ROW(o.*)::%3$I AS o, ROW(n.*)::%3$I AS n FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE (%1$s) IS DISTINCT FROM (%2$s))
       SELECT dashboards_%3$s_changed(ARRAY(SELECT c.o FROM c), ARRAY(SELECT c.n FROM c))',
      regexp_replace(watched, '(\w+)', 'o.\1', 'g'), regexp_replace(watched, '(\w+)', 'n.\1', 'g'), TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER enquiries_dashboards_insert AFTER INSERT ON enquiries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write();
--> statement-breakpoint
CREATE TRIGGER enquiries_dashboards_update AFTER UPDATE ON enquiries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write('status, assignee_id, created_at, lead_id, attribution, city, destination_country, visa_type');
--> statement-breakpoint
CREATE TRIGGER enquiries_dashboards_delete AFTER DELETE ON enquiries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write();
--> statement-breakpoint
CREATE TRIGGER leads_dashboards_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write();
--> statement-breakpoint
CREATE TRIGGER leads_dashboards_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write('status, assignee_id, created_at');
--> statement-breakpoint
CREATE TRIGGER leads_dashboards_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write();
--> statement-breakpoint
CREATE TRIGGER deals_dashboards_insert AFTER INSERT ON deals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write();
--> statement-breakpoint
CREATE TRIGGER deals_dashboards_update AFTER UPDATE ON deals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write('stage, assignee_id, created_at, lead_id, fee_inr');
--> statement-breakpoint
CREATE TRIGGER deals_dashboards_delete AFTER DELETE ON deals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write();
--> statement-breakpoint
CREATE TRIGGER stage_changes_dashboards_insert AFTER INSERT ON stage_changes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write();
--> statement-breakpoint
CREATE TRIGGER stage_changes_dashboards_update AFTER UPDATE ON stage_changes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write('record_type, record_id, to_status, at');
--> statement-breakpoint
CREATE TRIGGER stage_changes_dashboards_delete AFTER DELETE ON stage_changes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write();
--> statement-breakpoint
CREATE TRIGGER cases_dashboards_insert AFTER INSERT ON cases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write();
--> statement-breakpoint
CREATE TRIGGER cases_dashboards_update AFTER UPDATE ON cases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write('status, kind, decision, created_at, submitted_on, decision_on, assignee_id, deal_id');
--> statement-breakpoint
CREATE TRIGGER cases_dashboards_delete AFTER DELETE ON cases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write();
--> statement-breakpoint
CREATE TRIGGER deliveries_dashboards_insert AFTER INSERT ON deliveries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write();
--> statement-breakpoint
CREATE TRIGGER deliveries_dashboards_update AFTER UPDATE ON deliveries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write('status, assignee_id');
--> statement-breakpoint
CREATE TRIGGER deliveries_dashboards_delete AFTER DELETE ON deliveries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboards_on_write();
--> statement-breakpoint
-- The backfill: every row already there, through the same rules as the triggers (the deals' wins read the stage
-- changes already recorded, so the stage changes are not added a second time).
SELECT dashboards_leads_changed('{}', ARRAY(SELECT l FROM leads l));
--> statement-breakpoint
SELECT dashboards_enquiries_changed('{}', ARRAY(SELECT e FROM enquiries e));
--> statement-breakpoint
SELECT dashboards_deals_changed('{}', ARRAY(SELECT d FROM deals d));
--> statement-breakpoint
SELECT dashboards_cases_changed('{}', ARRAY(SELECT c FROM cases c));
--> statement-breakpoint
SELECT dashboards_deliveries_changed('{}', ARRAY(SELECT d FROM deliveries d));
