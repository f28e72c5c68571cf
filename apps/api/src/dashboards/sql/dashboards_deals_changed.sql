CREATE OR REPLACE FUNCTION dashboards_deals_changed(olds deals[], news deals[]) RETURNS void LANGUAGE plpgsql AS $$
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
