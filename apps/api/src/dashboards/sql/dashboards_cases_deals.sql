CREATE OR REPLACE FUNCTION dashboards_cases_deals(changed cases[]) RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(SELECT DISTINCT coalesce(c.deal_id, dashboards_case_deal(c.parent_case_id)) FROM unnest(changed) c
    WHERE coalesce(c.deal_id, dashboards_case_deal(c.parent_case_id)) IS NOT NULL)
$$;
