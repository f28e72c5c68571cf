CREATE OR REPLACE FUNCTION dashboards_deliveries_changed(olds deliveries[], news deliveries[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboards_add_states(ARRAY(
    SELECT ROW('delivery', x.status, x.assignee_id, x.dir)::dashboard_states
    FROM (SELECT o.status, o.assignee_id, -1 AS dir FROM unnest(olds) o
      UNION ALL SELECT n.status, n.assignee_id, 1 FROM unnest(news) n) x));
END;
$$;
