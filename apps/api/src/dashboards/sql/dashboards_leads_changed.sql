CREATE OR REPLACE FUNCTION dashboards_leads_changed(olds leads[], news leads[]) RETURNS void LANGUAGE plpgsql AS $$
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
