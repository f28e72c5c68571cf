CREATE OR REPLACE FUNCTION dashboards_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  watched text := TG_ARGV[0];
BEGIN
  IF TG_TABLE_NAME IN ('enquiries', 'leads') THEN
    IF TG_OP = 'INSERT' THEN
      -- (A statement that wrote nothing, such as an insert that met its conflict, fires its trigger too.)
      IF (SELECT count(*) FROM new_rows) <= 16 THEN
        INSERT INTO dashboards_pending (table_name, olds, news)
        SELECT TG_TABLE_NAME, '[]', jsonb_agg(to_jsonb(n)) FROM new_rows n HAVING count(*) > 0;
        RETURN NULL;
      END IF;
    ELSIF TG_OP = 'DELETE' THEN
      IF (SELECT count(*) FROM old_rows) <= 16 THEN
        INSERT INTO dashboards_pending (table_name, olds, news)
        SELECT TG_TABLE_NAME, jsonb_agg(to_jsonb(o)), '[]' FROM old_rows o HAVING count(*) > 0;
        RETURN NULL;
      END IF;
    ELSIF (SELECT count(*) FROM new_rows) <= 16 THEN
      -- Only the rows whose watched columns changed (most updates, a follow-up day or a note's updated_at, queue
      -- nothing).
      INSERT INTO dashboards_pending (table_name, olds, news)
      SELECT TG_TABLE_NAME, jsonb_agg(c.o), jsonb_agg(c.n)
      FROM (SELECT to_jsonb(o) AS o, to_jsonb(n) AS n FROM old_rows o JOIN new_rows n ON n.id = o.id) c
      WHERE EXISTS (SELECT FROM unnest(string_to_array(watched, ', ')) k WHERE c.o -> k IS DISTINCT FROM c.n -> k)
      HAVING count(*) > 0;
      RETURN NULL;
    END IF;
  END IF;
  -- Applied now: never beside a fold (which takes this lock exclusively), so that the two never recompute the same
  -- lead's rows at once (the later would meet the earlier's new row, or write figures read before it committed).
  -- Taken before any rollup row, so a fold waiting for it holds nothing such a writer waits for.
  PERFORM pg_advisory_xact_lock_shared(hashtext('dashboards_rollups'), 0);
  -- A transition table's rows are anonymous records: ROW(x.*)::table makes them the table's row type.
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT dashboards_%1$s_changed(''{}'', ARRAY(SELECT ROW(n.*)::%1$I FROM new_rows n))',
      TG_TABLE_NAME);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT dashboards_%1$s_changed(ARRAY(SELECT ROW(o.*)::%1$I FROM old_rows o), ''{}'')',
      TG_TABLE_NAME);
  ELSE
    EXECUTE format(
      'WITH c AS (SELECT ROW(o.*)::%3$I AS o, ROW(n.*)::%3$I AS n FROM old_rows o JOIN new_rows n ON n.id = o.id
         WHERE (%1$s) IS DISTINCT FROM (%2$s))
       SELECT dashboards_%3$s_changed(ARRAY(SELECT c.o FROM c), ARRAY(SELECT c.n FROM c))',
      regexp_replace(watched, '(\w+)', 'o.\1', 'g'), regexp_replace(watched, '(\w+)', 'n.\1', 'g'), TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;
