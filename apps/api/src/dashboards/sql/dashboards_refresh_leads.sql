CREATE OR REPLACE FUNCTION dashboards_refresh_leads(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
