DROP INDEX "search_terms_idx";--> statement-breakpoint
-- Pairs: two words side by side, one space between them ("asha sharma" in "Asha Sharma"), the first from its end and
-- the second from its start where punctuation touches them ("brien smith" in "O'Brien Smith", "kavya renamed" in
-- "Kavya Renamed-Twice"). A search of several words looks its first two up as one term, so a common first name and a
-- common surname cost what one rare word does (decision 021). Words here are letters of any script, any length; at
-- most 100 characters (what a search can type).
CREATE FUNCTION search_pairs(search text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT left(
    substring(w.a[i] FROM '[^\x01-\x40\x5b-\x60\x7b-\x7f]+$') || ' '
      || substring(w.a[i + 1] FROM '^[^\x01-\x40\x5b-\x60\x7b-\x7f]+'), 100)
  FROM (SELECT string_to_array(coalesce(search, ''), ' ') AS a) AS w, generate_series(1, cardinality(w.a) - 1) AS i
  WHERE w.a[i] ~ '[^\x01-\x40\x5b-\x60\x7b-\x7f]$' AND w.a[i + 1] ~ '^[^\x01-\x40\x5b-\x60\x7b-\x7f]'
$$;
--> statement-breakpoint
-- Keys: the identifiers of a search text (emails, case numbers, references, tracking numbers: a token between spaces
-- that holds a digit or ASCII punctuation), each whole and from after each punctuation mark in it, so that the start of
-- any part finds it ("neha.sharma.3@example.in", "sharma.3@example.in", "3@example.in", "example.in"; "vc-2026-01000",
-- "2026-01000", "01000"). A part of letters only is left out: it is a word, found through the vocabulary. Phones
-- ("+919811122334") are left out: they have their own digits column and indexes. At most 100 characters.
CREATE FUNCTION search_keys(search text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT left(part, 100)
  FROM regexp_split_to_table(coalesce(search, ''), ' ') AS token,
    LATERAL (
      SELECT token AS part
      UNION ALL
      SELECT substr(token, regexp_instr(token, '[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]', 1, n) + 1)
      FROM generate_series(1, regexp_count(token, '[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]')) AS n
    ) AS parts
  WHERE token ~ '[\x21-\x40\x5b-\x60\x7b-\x7e]' AND token !~ '^\+[0-9]+$'
    AND length(part) >= 2 AND part ~ '[\x21-\x40\x5b-\x60\x7b-\x7e]'
$$;
--> statement-breakpoint
-- Looked up inside each search's own statement now (planned once per connection), no longer through EXECUTE.
DROP FUNCTION search_words_containing(text);
--> statement-breakpoint
-- As in migration 0014, with a record's pairs and keys beside its words in search_terms (only words go into the
-- vocabulary, which is searched by a piece inside a word), and search_terms looked up by its index's expression.
CREATE OR REPLACE FUNCTION search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO search_terms (kind, term, created_at, record_id)
    SELECT TG_TABLE_NAME, word, created_at, id FROM words
    UNION ALL SELECT TG_TABLE_NAME, pair, t.created_at, t.id FROM new_rows AS t, search_pairs(t.search) AS pair
    UNION ALL SELECT TG_TABLE_NAME, key, t.created_at, t.id FROM new_rows AS t, search_keys(t.search) AS key;
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
    -- Only the records whose search text (or creation time) changed: the terms they lost go, the new ones come.
    WITH changed AS (
      SELECT id, created_at, search FROM new_rows EXCEPT SELECT id, created_at, search FROM old_rows
    ),
    was AS (SELECT id, created_at, search FROM old_rows EXCEPT SELECT id, created_at, search FROM new_rows),
    old_terms AS (
      SELECT w.id, w.created_at, term FROM was AS w, search_words(w.search) AS term
      UNION ALL SELECT w.id, w.created_at, term FROM was AS w, search_pairs(w.search) AS term
      UNION ALL SELECT w.id, w.created_at, term FROM was AS w, search_keys(w.search) AS term
    ),
    new_terms AS (
      SELECT c.id, c.created_at, term FROM changed AS c, search_words(c.search) AS term
      UNION ALL SELECT c.id, c.created_at, term FROM changed AS c, search_pairs(c.search) AS term
      UNION ALL SELECT c.id, c.created_at, term FROM changed AS c, search_keys(c.search) AS term
    ),
    gone AS (SELECT * FROM old_terms EXCEPT SELECT * FROM new_terms),
    fresh AS (SELECT * FROM new_terms EXCEPT SELECT * FROM old_terms),
    removed_terms AS (
      DELETE FROM search_terms AS s USING gone AS g
      WHERE s.kind = TG_TABLE_NAME AND (s.term COLLATE "C") = g.term AND s.created_at = g.created_at
        AND s.record_id = g.id
      RETURNING s.term
    ),
    added AS (
      -- A word holds no space (a pair does) and no digit or punctuation (a key does).
      INSERT INTO search_vocabulary (term)
      SELECT DISTINCT term FROM fresh WHERE term !~ '[\x01-\x40\x5b-\x60\x7b-\x7f]' ORDER BY term
      ON CONFLICT DO NOTHING
    ),
    inserted AS (
      INSERT INTO search_terms (kind, term, created_at, record_id) SELECT TG_TABLE_NAME, term, created_at, id FROM fresh
    )
    SELECT array_agg(DISTINCT term) INTO removed FROM removed_terms WHERE term !~ '[\x01-\x40\x5b-\x60\x7b-\x7f]';
  ELSE
    WITH removed_terms AS (
      DELETE FROM search_terms AS s
      USING (
        SELECT o.id, o.created_at, term FROM old_rows AS o, search_words(o.search) AS term
        UNION ALL SELECT o.id, o.created_at, term FROM old_rows AS o, search_pairs(o.search) AS term
        UNION ALL SELECT o.id, o.created_at, term FROM old_rows AS o, search_keys(o.search) AS term
      ) AS g
      WHERE s.kind = TG_TABLE_NAME AND (s.term COLLATE "C") = g.term AND s.created_at = g.created_at
        AND s.record_id = g.id
      RETURNING s.term
    )
    SELECT array_agg(DISTINCT term) INTO removed FROM removed_terms WHERE term !~ '[\x01-\x40\x5b-\x60\x7b-\x7f]';
  END IF;
  IF removed IS NULL THEN
    RETURN NULL;
  END IF;
  -- The removed words that no record of any kind uses any more (one probe of search_terms_idx per kind and word).
  SELECT array_agg(word ORDER BY word) INTO unused FROM unnest(removed) AS word
  WHERE NOT EXISTS (
    SELECT FROM search_terms AS s
    WHERE s.kind IN ('enquiries', 'leads', 'deals', 'customers', 'cases', 'deliveries') AND (s.term COLLATE "C") = word
  );
  IF unused IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('search_vocabulary'), 0);
  DELETE FROM search_vocabulary AS v
  WHERE v.term = ANY (unused) AND NOT EXISTS (
    SELECT FROM search_terms AS s
    WHERE s.kind IN ('enquiries', 'leads', 'deals', 'customers', 'cases', 'deliveries')
      AND (s.term COLLATE "C") = v.term
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
    EXECUTE format('INSERT INTO search_terms (kind, term, created_at, record_id) '
      || 'SELECT %L, pair, t.created_at, t.id FROM %I AS t, search_pairs(t.search) AS pair '
      || 'UNION ALL SELECT %L, key, t.created_at, t.id FROM %I AS t, search_keys(t.search) AS key',
      searched, searched, searched, searched);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE INDEX "search_terms_idx" ON "search_terms" USING btree ("kind",(term collate "C"),"created_at","record_id");
