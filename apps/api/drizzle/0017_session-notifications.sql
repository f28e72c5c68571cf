-- Every API instance keeps the sessions it has read in memory (auth/session-cache.ts, decision 022) and must forget one
-- the moment it changes anywhere: a sign-out on another instance, an account disabled, given another role or a new
-- password, or a `delete from sessions` typed by an operator. The database says so itself: these statement triggers
-- send a notification on the channel visadesk_sessions, which PostgreSQL delivers at commit to every instance
-- listening (and never for a transaction rolled back). Payloads:
--   s:<token_hash>,<token_hash>,...   these sessions changed or ended (an update moves last_seen_at, too)
--   u:<user id>,<user id>,...         these accounts changed what a session carries (name, role, active, password)
--   *                                 too many to list (more than 100 in one statement), or a truncate: forget all
-- A payload stays under PostgreSQL's 8,000 bytes: 100 hashes of 64 characters, or 100 uuids.
CREATE FUNCTION sessions_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed text;
  n integer;
BEGIN
  SELECT count(*), string_agg(token_hash, ',') INTO n, listed FROM (SELECT token_hash FROM changed LIMIT 101) AS c;
  IF n > 100 THEN
    PERFORM pg_notify('visadesk_sessions', '*');
  ELSIF n > 0 THEN
    PERFORM pg_notify('visadesk_sessions', 's:' || listed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_update AFTER UPDATE ON sessions REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_changed();
--> statement-breakpoint
CREATE FUNCTION sessions_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('visadesk_sessions', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_all();
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_all();
--> statement-breakpoint
-- An account's change that a session carries or is decided by: its username or name (shown as who is signed in), role
-- (permissions), active, password and must-change flag. A sign-in's last_login_at, or updated_at alone, sends nothing.
CREATE FUNCTION users_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed text;
  n integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*), string_agg(id::text, ',') INTO n, listed FROM (SELECT id FROM old_rows LIMIT 101) AS c;
  ELSE
    SELECT count(*), string_agg(id::text, ',') INTO n, listed
    FROM (
      SELECT o.id FROM old_rows AS o LEFT JOIN new_rows AS r ON r.id = o.id
      WHERE r.id IS NULL
        OR (o.username, o.name, o.role, o.active, o.password_hash, o.must_change_password)
          IS DISTINCT FROM (r.username, r.name, r.role, r.active, r.password_hash, r.must_change_password)
      LIMIT 101
    ) AS c;
  END IF;
  IF n > 100 THEN
    PERFORM pg_notify('visadesk_sessions', '*');
  ELSIF n > 0 THEN
    PERFORM pg_notify('visadesk_sessions', 'u:' || listed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_notify_changed();
--> statement-breakpoint
CREATE TRIGGER users_notify_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_notify_changed();
