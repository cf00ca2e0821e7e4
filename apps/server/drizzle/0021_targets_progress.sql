CREATE TABLE "candidate_status_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"owner_id" integer,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monthly_targets" ADD COLUMN "candidates_added" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_targets" ADD COLUMN "candidates_added" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_status_events" ADD CONSTRAINT "candidate_status_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_status_events_owner_at_idx" ON "candidate_status_events" USING btree ("owner_id","at");--> statement-breakpoint
CREATE INDEX "candidate_status_events_candidate_idx" ON "candidate_status_events" USING btree ("candidate_id","status","at");--> statement-breakpoint
-- Issue 21: every status a candidate enters, for the targets' progress and the incentive
-- calculator. Statement triggers with transition tables: one INSERT … SELECT per statement, so the
-- 100,000-row seed and bulk imports add one statement each, not one per row. The time is the row's
-- data_updated_date (set by the route from the server's clock on every status change).
CREATE FUNCTION candidate_status_events_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_status_events (candidate_id, owner_id, status, at)
  SELECT n.id, n.user_id, n.status, n.data_updated_date FROM new_rows n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION candidate_status_events_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_status_events (candidate_id, owner_id, status, at)
  SELECT n.id, n.user_id, n.status, n.data_updated_date
    FROM new_rows n JOIN old_rows o ON o.id = n.id
   WHERE o.status IS DISTINCT FROM n.status;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER candidates_status_events_insert AFTER INSERT ON candidates REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_status_events_insert();
--> statement-breakpoint
CREATE TRIGGER candidates_status_events_update AFTER UPDATE ON candidates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_status_events_update();
--> statement-breakpoint
-- Candidates from before this migration: their current status, entered when they last changed.
INSERT INTO candidate_status_events (candidate_id, owner_id, status, at)
SELECT id, user_id, status, data_updated_date FROM candidates;
