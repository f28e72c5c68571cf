CREATE OR REPLACE FUNCTION dashboards_add_days(changes dashboard_days[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_days AS d (day, assignee_id, enquiries, leads, deals, won, revenue_inr, cases, submitted,
    decided, approved, appeals_decided, appeals_won)
  SELECT day, assignee_id, sum(enquiries), sum(leads), sum(deals), sum(won), sum(revenue_inr), sum(cases),
    sum(submitted), sum(decided), sum(approved), sum(appeals_decided), sum(appeals_won)
  FROM unnest(changes)
  GROUP BY day, assignee_id
  HAVING sum(enquiries) <> 0 OR sum(leads) <> 0 OR sum(deals) <> 0 OR sum(won) <> 0 OR sum(revenue_inr) <> 0
    OR sum(cases) <> 0 OR sum(submitted) <> 0 OR sum(decided) <> 0 OR sum(approved) <> 0
    OR sum(appeals_decided) <> 0 OR sum(appeals_won) <> 0
  ORDER BY day, assignee_id
  ON CONFLICT ON CONSTRAINT dashboard_days_key DO UPDATE SET
    enquiries = d.enquiries + excluded.enquiries, leads = d.leads + excluded.leads, deals = d.deals + excluded.deals,
    won = d.won + excluded.won, revenue_inr = d.revenue_inr + excluded.revenue_inr, cases = d.cases + excluded.cases,
    submitted = d.submitted + excluded.submitted, decided = d.decided + excluded.decided,
    approved = d.approved + excluded.approved, appeals_decided = d.appeals_decided + excluded.appeals_decided,
    appeals_won = d.appeals_won + excluded.appeals_won;
END;
$$;
