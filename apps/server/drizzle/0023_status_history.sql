ALTER TABLE "candidate_status_events" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "candidate_status_events" ADD COLUMN "comment" text;--> statement-breakpoint
CREATE INDEX "candidate_status_events_at_idx" ON "candidate_status_events" USING btree ("at","status");--> statement-breakpoint
-- Issue 21: candidate_status_events becomes the one status history. The candidate record reads it
-- (who, from → to, when, the comment written with the change), as do the targets, analytics and
-- the organisation figures, so they cannot disagree; the audit trail stays the security record.
-- The actor is the transaction's hrportal.actor_id, read exactly as audit_row() reads it; the
-- comment is the newest entry the same write appended to candidates.comments (author → list of
-- { comment, timestamp }).
CREATE FUNCTION candidate_status_event_comment(new_comments jsonb, old_comments jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT x ->> 'comment'
    FROM jsonb_each(coalesce(new_comments, '{}'::jsonb)) AS a(author, list),
         jsonb_array_elements(CASE WHEN jsonb_typeof(a.list) = 'array' THEN a.list ELSE '[]'::jsonb END) AS x
   WHERE NOT (coalesce(old_comments -> a.author, '[]'::jsonb) @> jsonb_build_array(x))
   ORDER BY x ->> 'timestamp' DESC
   LIMIT 1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_status_events_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_status_events (candidate_id, owner_id, status, at, actor_id, comment)
  SELECT n.id, n.user_id, n.status, n.data_updated_date,
         nullif(current_setting('hrportal.actor_id', true), '')::integer,
         candidate_status_event_comment(n.comments, NULL)
    FROM new_rows n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_status_events_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_status_events (candidate_id, owner_id, status, at, actor_id, comment)
  SELECT n.id, n.user_id, n.status, n.data_updated_date,
         nullif(current_setting('hrportal.actor_id', true), '')::integer,
         CASE WHEN n.comments IS DISTINCT FROM o.comments
              THEN candidate_status_event_comment(n.comments, o.comments) END
    FROM new_rows n JOIN old_rows o ON o.id = n.id
   WHERE o.status IS DISTINCT FROM n.status;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Events written before this migration: their author from the audit trail's record of the same
-- change (the candidate's row entering that status, within a minute of the event's time).
UPDATE candidate_status_events e
   SET actor_id = (
     SELECT a.actor_id FROM audit_log a
      WHERE a.table_name = 'candidates' AND a.record_id = e.candidate_id::text
        AND a.changes -> 'status' ->> 1 = e.status
        AND a.at BETWEEN e.at - interval '1 minute' AND e.at + interval '1 minute'
      ORDER BY abs(extract(epoch FROM a.at - e.at)), a.id
      LIMIT 1)
 WHERE e.actor_id IS NULL;
