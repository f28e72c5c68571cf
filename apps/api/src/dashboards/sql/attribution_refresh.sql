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
