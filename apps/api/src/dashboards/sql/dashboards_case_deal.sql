CREATE OR REPLACE FUNCTION dashboards_case_deal(case_id uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up AS (
    SELECT c.parent_case_id, c.deal_id FROM cases c WHERE c.id = case_id
    UNION ALL
    SELECT p.parent_case_id, p.deal_id FROM cases p JOIN up ON p.id = up.parent_case_id
    WHERE up.deal_id IS NULL
  )
  SELECT deal_id FROM up WHERE deal_id IS NOT NULL LIMIT 1
$$;
