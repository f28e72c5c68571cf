CREATE TABLE "dashboards_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dashboards_pending_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"table_name" text NOT NULL,
	"olds" jsonb NOT NULL,
	"news" jsonb NOT NULL
);
--> statement-breakpoint
-- Enquiries and leads written a few at a time (the API's writes: above all the public intake) no longer add their
-- figures in their own transaction (decision 023). Migration 0013's rules made every enquiry update today's row of
-- dashboard_days, its dashboard_states rows and seven attribution_days rows, so concurrent enquiries waited on each
-- other's commits there, and the rules cost more than the enquiry's own rows. Such a statement now appends its
-- changed rows (as they were and as they became, as JSON: no column type ties this table to theirs) to
-- dashboards_pending; dashboards_fold applies them with the same rules, before any read of the figures and once a
-- second. The rules are sums of what each row adds (an old row taking its part out, a new one putting its part in)
-- and recomputations of a lead's own figures from its records as they are, so applying them later, in batches and
-- in any order gives the same figures.
--
-- A statement of more rows (an import, the demo seed, a bulk change, the bench's generator) keeps adding its figures
-- at once: it pays one upsert per key whatever its size, and folding thousands of rows later would hold PGlite's one
-- thread as long. Deals, stage changes, cases and deliveries keep their rules at once too: theirs read other tables
-- (a deal's win is dated by its stage change, and the other way round), which must be read when the write happens.
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
--> statement-breakpoint
-- Applies the oldest `batch` queued writes (at most) to the rollups and answers how many it took. It holds the
-- rollups' advisory lock exclusively: one fold at a time (a second waits, then finds what the first left), so no
-- queued write is applied twice, and never beside a write that applies its figures at once (they hold the lock
-- shared: a deal, a stage change, a case, a bulk statement), since both may recompute the same lead's rows. The
-- writes that queue never wait for it, nor it for them: they only append rows it has not seen. A batch is one
-- transaction: a reader calls it until the queue is empty, and no single call holds PGlite's thread for long.
CREATE FUNCTION dashboards_fold(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
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
