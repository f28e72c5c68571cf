CREATE OR REPLACE FUNCTION dashboards_add_states(changes dashboard_states[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_states AS s (record_type, status, assignee_id, count)
  SELECT record_type, status, assignee_id, sum(count) FROM unnest(changes)
  GROUP BY record_type, status, assignee_id HAVING sum(count) <> 0
  ORDER BY record_type, status, assignee_id
  ON CONFLICT ON CONSTRAINT dashboard_states_key DO UPDATE SET count = s.count + excluded.count;
END;
$$;
