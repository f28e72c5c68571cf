CREATE OR REPLACE FUNCTION dashboards_enquiries_changed(olds enquiries[], news enquiries[]) RETURNS void LANGUAGE plpgsql AS $$
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
