CREATE OR REPLACE FUNCTION attribution_add_leads(ids uuid[], direction integer) RETURNS void LANGUAGE plpgsql AS $$
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
