CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"ip" text,
	"action" text NOT NULL,
	"table_name" text NOT NULL,
	"record_id" text,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("table_name","record_id");--> statement-breakpoint
-- The audit trail (issue 16): audit_row() records every insert, update and delete of the audited
-- tables in the same transaction as the change. Who and from where come from the transaction's
-- settings hrportal.actor_id / hrportal.ip (set by the server at the start of each transaction);
-- hrportal.audit = 'off' (the demo seed) skips recording. Files are recorded as their byte count,
-- secret hashes as an 8-character fingerprint (enough to see that they changed), the generated
-- search_text not at all. Bookkeeping tables (table_versions, live_events, chat read positions)
-- are not audited: they change as a side effect of the audited writes.
CREATE FUNCTION audit_row_json(rel oid, r anyelement) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  cols text;
  result jsonb;
BEGIN
  SELECT string_agg(
           CASE
             WHEN a.atttypid = 'bytea'::regtype THEN format('octet_length(($1).%I) AS %I', a.attname, a.attname)
             WHEN a.attname IN ('password_hash', 'token_hash', 'code_hash') THEN format('left(md5(($1).%I), 8) AS %I', a.attname, a.attname)
             ELSE format('($1).%I AS %I', a.attname, a.attname)
           END, ', ' ORDER BY a.attnum)
    INTO cols
    FROM pg_attribute a
   WHERE a.attrelid = rel AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> 'search_text';
  EXECUTE format('SELECT to_jsonb(x) FROM (SELECT %s) x', cols) INTO result USING r;
  RETURN result;
END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  diff jsonb;
  row_id text;
BEGIN
  IF current_setting('hrportal.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := audit_row_json(TG_RELID, OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := audit_row_json(TG_RELID, NEW); END IF;
  SELECT coalesce(jsonb_object_agg(k, jsonb_build_array(old_row -> k, new_row -> k)), '{}'::jsonb)
    INTO diff
    FROM jsonb_object_keys(coalesce(new_row, old_row)) AS k
   WHERE old_row IS NULL OR new_row IS NULL OR (old_row -> k) IS DISTINCT FROM (new_row -> k);
  -- An update that changed nothing but its own timestamps is not a change.
  IF TG_OP = 'UPDATE' AND (diff - 'updated_at' - 'data_updated_date' - 'last_seen_at') = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  row_id := coalesce(new_row, old_row) ->> 'id';
  IF row_id IS NULL THEN
    SELECT string_agg(k || '=' || (coalesce(new_row, old_row) ->> k), ',' ORDER BY k)
      INTO row_id
      FROM jsonb_object_keys(coalesce(new_row, old_row)) AS k
     WHERE k LIKE '%\_id' ESCAPE '\';
  END IF;
  INSERT INTO audit_log (actor_id, ip, action, table_name, record_id, changes)
  VALUES (
    nullif(current_setting('hrportal.actor_id', true), '')::integer,
    nullif(current_setting('hrportal.ip', true), ''),
    lower(TG_OP),
    TG_TABLE_NAME,
    row_id,
    diff
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'users', 'clients', 'jobs', 'job_recruiters', 'vendors', 'vendor_jobs', 'candidates',
    'candidate_resumes', 'candidate_files', 'peer_reviews', 'meetings', 'weekly_targets', 'monthly_targets',
    'issue_reports', 'careers_registrations', 'chat_groups'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row()', t || '_audit', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Group membership: joins and leaves, not the read position every group read receipt moves.
CREATE TRIGGER chat_group_members_audit AFTER INSERT OR DELETE ON chat_group_members FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
-- Sessions: a sign-in, and a revocation (not the sliding last_seen_at of every request).
CREATE TRIGGER sessions_audit_insert AFTER INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER sessions_audit_revoke AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at) EXECUTE FUNCTION audit_row();
