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
-- word), three characters or more (a search looks words up by a piece of three or more), letters only (no digit:
-- phones and numbers have their own lookups, and a word with a digit, such as an enquiry's reference or the "neha123"
-- of an email, is nearly always one record's own: every write would add to the vocabulary and its trigram index, where
-- the search text's trigram index finds so rare a piece at once). crm/search-words.ts splits what is typed at the
-- same characters. A regular expression: translate() with 64 characters cost five times as much on every write.
CREATE FUNCTION search_words(search text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word
  FROM regexp_split_to_table(coalesce(search, ''), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+') AS word
  WHERE length(word) >= 3 AND word !~ '[0-9]'
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
--
-- A word no record uses any more leaves the vocabulary in the statement that removed its last use (a deleted record,
-- or a record whose text was changed to erase a name, leaves no word of it behind). Removing a word must not lose one
-- that another transaction, not yet committed, has just given a new record (it found the word there, so added none):
-- a statement that adds words holds the vocabulary's advisory lock shared until its transaction ends, and one that
-- removes words takes it exclusively, so waits for those writers, then looks again at what they committed (each
-- statement of this function sees the commits before it, in READ COMMITTED, the API's level). Removals are rare, so
-- writers seldom wait, and never on each other. Two transactions that both added words and then each remove one
-- would wait on each other: PostgreSQL detects that and rolls one back whole.
CREATE FUNCTION search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed text[];
  unused text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext('search_vocabulary'), 0);
    WITH words AS (SELECT t.id, t.created_at, word FROM new_rows AS t, search_words(t.search) AS word),
    added AS (
      INSERT INTO search_vocabulary (term) SELECT DISTINCT word FROM words ORDER BY word ON CONFLICT DO NOTHING
    )
    INSERT INTO search_terms (kind, term, created_at, record_id) SELECT TG_TABLE_NAME, word, created_at, id FROM words;
    RETURN NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Most updates (a status, an assignee) change no search text: they stop here.
    -- (Set differences, hashed: a join of the two transition tables, which have no statistics, was planned as a
    -- nested loop, 0.3 s for 1,250 rows.)
    IF NOT EXISTS (
      SELECT id, created_at, search FROM new_rows EXCEPT SELECT id, created_at, search FROM old_rows
    ) THEN
      RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock_shared(hashtext('search_vocabulary'), 0);
    -- Only the records whose search text (or creation time) changed: the words they lost go, the new ones come.
    WITH changed AS (
      SELECT id, created_at, search FROM new_rows EXCEPT SELECT id, created_at, search FROM old_rows
    ),
    was AS (SELECT id, created_at, search FROM old_rows EXCEPT SELECT id, created_at, search FROM new_rows),
    old_words AS (SELECT w.id, w.created_at, word FROM was AS w, search_words(w.search) AS word),
    new_words AS (SELECT c.id, c.created_at, word FROM changed AS c, search_words(c.search) AS word),
    gone AS (SELECT * FROM old_words EXCEPT SELECT * FROM new_words),
    fresh AS (SELECT * FROM new_words EXCEPT SELECT * FROM old_words),
    removed_terms AS (
      DELETE FROM search_terms AS s USING gone AS g
      WHERE s.kind = TG_TABLE_NAME AND s.term = g.word AND s.created_at = g.created_at AND s.record_id = g.id
      RETURNING s.term
    ),
    added AS (
      INSERT INTO search_vocabulary (term) SELECT DISTINCT word FROM fresh ORDER BY word ON CONFLICT DO NOTHING
    ),
    inserted AS (
      INSERT INTO search_terms (kind, term, created_at, record_id) SELECT TG_TABLE_NAME, word, created_at, id FROM fresh
    )
    SELECT array_agg(DISTINCT term) INTO removed FROM removed_terms;
  ELSE
    WITH removed_terms AS (
      DELETE FROM search_terms AS s
      USING (SELECT o.id, o.created_at, word FROM old_rows AS o, search_words(o.search) AS word) AS g
      WHERE s.kind = TG_TABLE_NAME AND s.term = g.word AND s.created_at = g.created_at AND s.record_id = g.id
      RETURNING s.term
    )
    SELECT array_agg(DISTINCT term) INTO removed FROM removed_terms;
  END IF;
  IF removed IS NULL THEN
    RETURN NULL;
  END IF;
  -- The removed words that no record of any kind uses any more (one probe of search_terms_idx per kind and word).
  SELECT array_agg(word ORDER BY word) INTO unused FROM unnest(removed) AS word
  WHERE NOT EXISTS (
    SELECT FROM search_terms AS s
    WHERE s.kind IN ('enquiries', 'leads', 'deals', 'customers', 'cases', 'deliveries') AND s.term = word
  );
  IF unused IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('search_vocabulary'), 0);
  DELETE FROM search_vocabulary AS v
  WHERE v.term = ANY (unused) AND NOT EXISTS (
    SELECT FROM search_terms AS s
    WHERE s.kind IN ('enquiries', 'leads', 'deals', 'customers', 'cases', 'deliveries') AND s.term = v.term
  );
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
