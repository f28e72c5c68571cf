CREATE OR REPLACE FUNCTION attribution_add_enquiries(changed enquiries[], direction integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attribution_days AS a (day, dimension, key, enquiries)
  SELECT dashboards_day(e.created_at), k.dimension, k.key, direction * count(*)
  FROM unnest(changed) e
    CROSS JOIN LATERAL attribution_touch(e.attribution, e.city, e.destination_country, e.visa_type) t
    CROSS JOIN LATERAL (VALUES ('source', t.source), ('campaign', t.campaign), ('keyword', t.keyword),
      ('city', t.city_key), ('personalisation', t.personalisation), ('destination', t.destination_key),
      ('visaType', t.visa_type_key)) k(dimension, key)
  WHERE e.status <> 'spam'
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, dimension, key) DO UPDATE SET enquiries = a.enquiries + excluded.enquiries;
END;
$$;
