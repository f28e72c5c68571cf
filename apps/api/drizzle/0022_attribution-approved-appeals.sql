-- A lead's approved visas (attribution_days, migration 0013) counted only the cases opened from its deals, so an
-- appeal (opened from a refused case, with no deal of its own) that was approved never counted for the keyword or
-- campaign that brought the client: the consultancy's refusal-appeal work was invisible in its return on ads. An
-- approved appeal is an approved visa (the day rollup always counted it so): a lead's approvals now take in every
-- case descending from its deals' cases through their appeals (decision 031).

-- The approved cases of a deal: its own cases and their appeals, at any depth (the parent index walks them).
CREATE FUNCTION dashboards_deal_approvals(deal uuid) RETURNS bigint LANGUAGE sql STABLE AS $$
  WITH RECURSIVE tree AS (
    SELECT c.id, c.decision FROM cases c WHERE c.deal_id = deal
    UNION ALL
    SELECT a.id, a.decision FROM cases a JOIN tree t ON a.parent_case_id = t.id
  )
  SELECT count(*) FROM tree WHERE decision = 'approved'
$$;
--> statement-breakpoint
-- The deal a case belongs to: its own, or for an appeal that of the case it appeals (at any depth). The analytics
-- page's first-touch case lists find a case's lead through it.
CREATE FUNCTION dashboards_case_deal(case_id uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up AS (
    SELECT c.parent_case_id, c.deal_id FROM cases c WHERE c.id = case_id
    UNION ALL
    SELECT p.parent_case_id, p.deal_id FROM cases p JOIN up ON p.id = up.parent_case_id
    WHERE up.deal_id IS NULL
  )
  SELECT deal_id FROM up WHERE deal_id IS NOT NULL LIMIT 1
$$;
--> statement-breakpoint
-- The deals the given cases belong to (a deleted case's row is no longer in the table: its own deal, or its
-- parent's).
CREATE FUNCTION dashboards_cases_deals(changed cases[]) RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(SELECT DISTINCT coalesce(c.deal_id, dashboards_case_deal(c.parent_case_id)) FROM unnest(changed) c
    WHERE coalesce(c.deal_id, dashboards_case_deal(c.parent_case_id)) IS NOT NULL)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attribution_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
    -- OFFSET 0: see migration 0013 (the lead index, not the creation-date index).
    CROSS JOIN LATERAL (SELECT e.created_at, e.attribution, e.city, e.destination_country, e.visa_type
      FROM (SELECT * FROM enquiries e WHERE e.lead_id = l.id AND e.status <> 'spam' OFFSET 0) e
      ORDER BY e.created_at, e.id LIMIT 1) f
    CROSS JOIN LATERAL attribution_touch(f.attribution, f.city, f.destination_country, f.visa_type) t
    CROSS JOIN LATERAL (SELECT count(*) AS deals, count(*) FILTER (WHERE d.stage = 'won') AS won,
        coalesce(sum(d.fee_inr) FILTER (WHERE d.stage = 'won'), 0) AS revenue_inr,
        coalesce(sum(dashboards_deal_approvals(d.id)), 0) AS approved
      FROM deals d WHERE d.lead_id = l.id) o;
  PERFORM attribution_add_leads(ids, 1);
END;
$$;
--> statement-breakpoint
-- As migration 0013's rule, except that a case's lead is found through the case it appeals when it has no deal.
CREATE OR REPLACE FUNCTION dashboards_cases_changed(olds cases[], news cases[]) RETURNS void LANGUAGE plpgsql AS $$
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
    WHERE d.id = ANY(dashboards_cases_deals(olds) || dashboards_cases_deals(news))));
END;
$$;
--> statement-breakpoint
-- The backfill: every lead with a deal is counted again by the new rule.
SELECT attribution_refresh(ARRAY(SELECT DISTINCT d.lead_id FROM deals d WHERE d.lead_id IS NOT NULL));
