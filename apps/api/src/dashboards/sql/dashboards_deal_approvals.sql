CREATE OR REPLACE FUNCTION dashboards_deal_approvals(deal uuid) RETURNS bigint LANGUAGE sql STABLE AS $$
  WITH RECURSIVE tree AS (
    SELECT c.id, c.decision FROM cases c WHERE c.deal_id = deal
    UNION ALL
    SELECT a.id, a.decision FROM cases a JOIN tree t ON a.parent_case_id = t.id
  )
  SELECT count(*) FROM tree WHERE decision = 'approved'
$$;
