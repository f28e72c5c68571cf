CREATE OR REPLACE FUNCTION dashboards_fold(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
  enquiry_olds enquiries[];
  enquiry_news enquiries[];
  lead_olds leads[];
  lead_news leads[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('dashboards_rollups'), 0);
  -- (A new statement, so a new snapshot: it sees what a fold that held the lock before this one committed.)
  WITH taken AS (
    DELETE FROM dashboards_pending WHERE id IN (SELECT id FROM dashboards_pending ORDER BY id LIMIT batch)
    RETURNING table_name, olds, news
  )
  SELECT count(*),
    ARRAY(SELECT jsonb_populate_record(NULL::enquiries, x)
      FROM taken t, jsonb_array_elements(t.olds) x WHERE t.table_name = 'enquiries'),
    ARRAY(SELECT jsonb_populate_record(NULL::enquiries, x)
      FROM taken t, jsonb_array_elements(t.news) x WHERE t.table_name = 'enquiries'),
    ARRAY(SELECT jsonb_populate_record(NULL::leads, x)
      FROM taken t, jsonb_array_elements(t.olds) x WHERE t.table_name = 'leads'),
    ARRAY(SELECT jsonb_populate_record(NULL::leads, x)
      FROM taken t, jsonb_array_elements(t.news) x WHERE t.table_name = 'leads')
  INTO folded, enquiry_olds, enquiry_news, lead_olds, lead_news
  FROM taken;
  IF cardinality(lead_olds) + cardinality(lead_news) > 0 THEN
    PERFORM dashboards_leads_changed(lead_olds, lead_news);
  END IF;
  IF cardinality(enquiry_olds) + cardinality(enquiry_news) > 0 THEN
    PERFORM dashboards_enquiries_changed(enquiry_olds, enquiry_news);
  END IF;
  RETURN folded;
END;
$$;
