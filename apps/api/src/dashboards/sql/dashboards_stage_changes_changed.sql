CREATE OR REPLACE FUNCTION dashboards_stage_changes_changed(olds stage_changes[], news stage_changes[]) RETURNS void
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
