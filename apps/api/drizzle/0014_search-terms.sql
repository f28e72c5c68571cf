CREATE TABLE "search_terms" (
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"record_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_idx" ON "search_terms" USING btree ("kind","term","created_at","record_id");--> statement-breakpoint
CREATE INDEX "search_vocabulary_term_idx" ON "search_vocabulary" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The words of a search text: split at ASCII spaces, punctuation and control characters (never inside a non-ASCII
-- word), three characters or more (a search looks words up by a piece of three or more), not only digits (phones and
-- numbers have their own lookups; a new number in every record would make every write add to the vocabulary).
-- crm/search-words.ts splits what is typed at the same characters.
CREATE FUNCTION search_words(search text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word
  FROM unnest(string_to_array(translate(coalesce(search, ''), E'\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x21\x22\x23\x24\x25\x26\x27\x28\x29\x2a\x2b\x2c\x2d\x2e\x2f\x3a\x3b\x3c\x3d\x3e\x3f\x40\x5b\x5c\x5d\x5e\x5f\x60\x7b\x7c\x7d\x7e\x7f', repeat(' ', 64)), ' ')) AS word
  WHERE length(word) >= 3 AND translate(word, '0123456789', '') <> ''
$$;
--> statement-breakpoint
-- The words of search_vocabulary that contain the LIKE pattern `pattern` (case-insensitive), through its trigram index:
-- planned for each pattern (EXECUTE), since a prepared statement's generic plan cannot see that '%sharma%' is rare and
-- reads every word instead.
CREATE FUNCTION search_words_containing(pattern text) RETURNS SETOF text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY EXECUTE format('SELECT term FROM search_vocabulary WHERE term ILIKE %L', pattern);
END;
$$;
--> statement-breakpoint
-- Keeps search_terms and search_vocabulary in step with a table's search text, whatever code writes the records: once
-- per statement over its rows (a bulk insert of 20,000 leads pays one insert of their words, not 20,000). A record's
-- rows are found by their whole key, from its old search text. New words go into the vocabulary in word order, so
-- that two writers adding the same new words never wait on each other in turn.
CREATE FUNCTION search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH words AS (SELECT t.id, t.created_at, word FROM new_rows AS t, search_words(t.search) AS word),
    added AS (
      INSERT INTO search_vocabulary (term) SELECT DISTINCT word FROM words ORDER BY word ON CONFLICT DO NOTHING
    )
    INSERT INTO search_terms (kind, term, created_at, record_id) SELECT TG_TABLE_NAME, word, created_at, id FROM words;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only the records whose search text (or creation time) changed: the words they lost go, the new ones come.
    WITH changed AS (
      SELECT t.id, t.created_at, t.search, o.created_at AS old_created_at, o.search AS old_search
      FROM new_rows AS t JOIN old_rows AS o ON o.id = t.id
      WHERE o.search IS DISTINCT FROM t.search OR o.created_at IS DISTINCT FROM t.created_at
    ),
    old_words AS (SELECT c.id, c.old_created_at AS created_at, word FROM changed AS c, search_words(c.old_search) AS word),
    new_words AS (SELECT c.id, c.created_at, word FROM changed AS c, search_words(c.search) AS word),
    gone AS (SELECT * FROM old_words EXCEPT SELECT * FROM new_words),
    fresh AS (SELECT * FROM new_words EXCEPT SELECT * FROM old_words),
    removed AS (
      DELETE FROM search_terms AS s USING gone AS g
      WHERE s.kind = TG_TABLE_NAME AND s.term = g.word AND s.created_at = g.created_at AND s.record_id = g.id
    ),
    added AS (
      INSERT INTO search_vocabulary (term) SELECT DISTINCT word FROM fresh ORDER BY word ON CONFLICT DO NOTHING
    )
    INSERT INTO search_terms (kind, term, created_at, record_id) SELECT TG_TABLE_NAME, word, created_at, id FROM fresh;
  ELSE
    DELETE FROM search_terms AS s
    USING (SELECT o.id, o.created_at, word FROM old_rows AS o, search_words(o.search) AS word) AS g
    WHERE s.kind = TG_TABLE_NAME AND s.term = g.word AND s.created_at = g.created_at AND s.record_id = g.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  searched text;
BEGIN
  FOREACH searched IN ARRAY ARRAY['enquiries', 'leads', 'deals', 'customers', 'cases', 'deliveries'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      || 'FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync()', searched || '_search_terms_insert', searched);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      || 'FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync()', searched || '_search_terms_update', searched);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      || 'FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync()', searched || '_search_terms_delete', searched);
    EXECUTE format('INSERT INTO search_terms (kind, term, created_at, record_id) '
      || 'SELECT %L, word, t.created_at, t.id FROM %I AS t, search_words(t.search) AS word', searched, searched);
  END LOOP;
  INSERT INTO search_vocabulary (term) SELECT DISTINCT term FROM search_terms ORDER BY term;
END;
$$;
