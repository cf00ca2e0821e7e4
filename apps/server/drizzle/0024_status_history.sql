CREATE TABLE "candidate_stage_statuses" (
	"status" text PRIMARY KEY NOT NULL,
	"stages" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_status_events" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "candidate_status_events" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "candidate_status_events" ADD COLUMN "reached" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_status_events" ADD COLUMN "previous_status" text;--> statement-breakpoint
ALTER TABLE "candidate_status_events" ADD COLUMN "previous_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_status_events" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "candidate_status_events" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "candidate_status_events" ADD COLUMN "source" text;--> statement-breakpoint
CREATE INDEX "candidate_status_events_job_reached_idx" ON "candidate_status_events" USING btree ("job_id","at","reached","owner_id") WHERE reached <> 0 and job_id is not null;--> statement-breakpoint
CREATE INDEX "candidate_status_events_reached_idx" ON "candidate_status_events" USING btree ("at","reached","owner_id","candidate_id","job_id","client","source") WHERE reached <> 0;--> statement-breakpoint
CREATE INDEX "candidate_status_events_stays_idx" ON "candidate_status_events" USING btree ("at","previous_status","previous_at","owner_id") WHERE previous_status is not null;--> statement-breakpoint
-- Issue 21: candidate_status_events becomes the one status history. The candidate record reads it
-- (who, from → to, when, the comment written with the change), as do the targets, analytics, the
-- organisation figures and the incentives, so they cannot disagree; the audit trail stays the
-- security record. The actor is the transaction's hrportal.actor_id, read exactly as audit_row()
-- reads it; the comment is the newest entry the same write appended to candidates.comments
-- (author → list of { comment, timestamp }). `previous_status` is the status the write changed
-- from (the old row's), `previous_at` when it was entered (the latest event stored before), so a
-- stay's length is read from one row (analytics' time in stage). `job_id`, `client` and `source`
-- are the candidate's current ones, copied when the event is written and again by every write
-- that changes them, so analytics groups first reaches by them from the event's index, without
-- joining candidates.
--
-- `reached` marks the event's first reaches: bit b is set when the event's status is in stage b
-- and no earlier event of the candidate (by at, then id) is. The stages are the contract's
-- orgStageStatuses (submissions 1, interviews 2, offers 4, joins 8), kept as rows here;
-- tests/statusHistory.test.ts checks the rows equal the contract and the bits equal the definition.
INSERT INTO candidate_stage_statuses (status, stages) VALUES
  ('Client Screening', 1),
  ('Client Interview', 3),
  ('Interview Reschedule', 3),
  ('Interview No-show', 3),
  ('Offer', 7),
  ('Onboarded', 15);
--> statement-breakpoint
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
-- Writes one statement's events (`rows`: a JSON array of { candidate_id, owner_id, status, at,
-- comment, previous_status, job_id, client, source }, as a trigger's transition table cannot be passed on) with their
-- first-reach bits. A new event's id is above every stored one, so the events before it are those
-- at or before its time; an event stored with a later time (a clock behind another instance's)
-- loses the bits the new one now holds first.
CREATE FUNCTION candidate_status_events_write(rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH n AS (
    SELECT * FROM jsonb_to_recordset(rows)
      AS r(candidate_id integer, owner_id integer, status text, at timestamptz, comment text,
           previous_status text, job_id integer, client text, source text)
  ), ins AS (
    INSERT INTO candidate_status_events
      (candidate_id, owner_id, status, at, actor_id, comment, reached, previous_status, previous_at,
       job_id, client, source)
    SELECT n.candidate_id, n.owner_id, n.status, n.at,
           nullif(current_setting('hrportal.actor_id', true), '')::integer,
           n.comment,
           coalesce(s.stages, 0) & ~coalesce((
             SELECT bit_or(s2.stages) FROM candidate_status_events b
               JOIN candidate_stage_statuses s2 ON s2.status = b.status
              WHERE b.candidate_id = n.candidate_id AND b.at <= n.at), 0)::smallint,
           n.previous_status,
           CASE WHEN n.previous_status IS NOT NULL THEN (
             SELECT b.at FROM candidate_status_events b WHERE b.candidate_id = n.candidate_id
              ORDER BY b.at DESC, b.id DESC LIMIT 1) END,
           n.job_id, n.client, n.source
      FROM n LEFT JOIN candidate_stage_statuses s ON s.status = n.status
    RETURNING id, candidate_id, at, reached
  )
  UPDATE candidate_status_events x
     SET reached = x.reached & ~ins.reached
    FROM ins
   WHERE ins.reached <> 0 AND x.candidate_id = ins.candidate_id AND x.at > ins.at
     AND (x.reached & ins.reached) <> 0;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_status_events_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM candidate_status_events_write((
    SELECT coalesce(jsonb_agg(jsonb_build_object(
             'candidate_id', n.id, 'owner_id', n.user_id, 'status', n.status,
             'at', n.data_updated_date, 'comment', candidate_status_event_comment(n.comments, NULL),
             'job_id', n.job_id, 'client', n.client, 'source', n.source)), '[]'::jsonb)
      FROM new_rows n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_status_events_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The candidates whose job, client or source changed: their events follow.
  UPDATE candidate_status_events e
     SET job_id = n.job_id, client = n.client, source = n.source
    FROM new_rows n JOIN old_rows o ON o.id = n.id
   WHERE e.candidate_id = n.id
     AND (o.job_id, o.client, o.source) IS DISTINCT FROM (n.job_id, n.client, n.source);
  PERFORM candidate_status_events_write((
    SELECT coalesce(jsonb_agg(jsonb_build_object(
             'candidate_id', n.id, 'owner_id', n.user_id, 'status', n.status,
             'at', n.data_updated_date, 'previous_status', o.status,
             'job_id', n.job_id, 'client', n.client, 'source', n.source,
             'comment', CASE WHEN n.comments IS DISTINCT FROM o.comments
                             THEN candidate_status_event_comment(n.comments, o.comments) END)), '[]'::jsonb)
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE o.status IS DISTINCT FROM n.status));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Events written before this migration: what they changed from (the event before), their first
-- reaches, and their author from the audit
-- trail's record of the same change (the candidate's row entering that status within a minute).
UPDATE candidate_status_events e
   SET job_id = c.job_id, client = c.client, source = c.source
  FROM candidates c
 WHERE c.id = e.candidate_id;
--> statement-breakpoint
UPDATE candidate_status_events e
   SET reached = f.reached, previous_status = f.previous_status, previous_at = f.previous_at
  FROM (
    SELECT x.id, (coalesce(s.stages, 0) & ~coalesce(bit_or(s.stages) OVER w, 0))::smallint AS reached,
           lag(x.status) OVER (PARTITION BY x.candidate_id ORDER BY x.at, x.id) AS previous_status,
           lag(x.at) OVER (PARTITION BY x.candidate_id ORDER BY x.at, x.id) AS previous_at
      FROM candidate_status_events x
      LEFT JOIN candidate_stage_statuses s ON s.status = x.status
    WINDOW w AS (PARTITION BY x.candidate_id ORDER BY x.at, x.id
                 ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
  ) f
 WHERE f.id = e.id AND (f.reached <> 0 OR f.previous_status IS NOT NULL);
--> statement-breakpoint
UPDATE candidate_status_events e
   SET actor_id = (
     SELECT a.actor_id FROM audit_log a
      WHERE a.table_name = 'candidates' AND a.record_id = e.candidate_id::text
        AND a.changes -> 'status' ->> 1 = e.status
        AND a.at BETWEEN e.at - interval '1 minute' AND e.at + interval '1 minute'
      ORDER BY abs(extract(epoch FROM a.at - e.at)), a.id
      LIMIT 1)
 WHERE e.actor_id IS NULL;
