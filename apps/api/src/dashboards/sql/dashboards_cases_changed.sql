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
