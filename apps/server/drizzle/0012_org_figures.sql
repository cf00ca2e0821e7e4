-- Organisation figures (issue 18, routes/org.ts): covering indexes so the period and pipeline
-- counts are index-only scans instead of one heap page per candidate (the candidate rows are
-- wide: at 100,000 candidates a recruiter's 6,900 rows sat on 5,200 pages). drizzle-orm cannot
-- declare INCLUDE columns, hence a hand-written migration (schema.ts does not list these).
-- A recruiter's candidates by day, with what the figures read.
CREATE INDEX IF NOT EXISTS "candidates_owner_pipeline_idx" ON "candidates" ("user_id", "date_created") INCLUDE ("status", "job_id");--> statement-breakpoint
-- A job's candidates (client detail: jobs, statuses, recruiters, weekly activity).
CREATE INDEX IF NOT EXISTS "candidates_job_pipeline_idx" ON "candidates" ("job_id") INCLUDE ("status", "user_id", "date_created");--> statement-breakpoint
-- Jobs each manager posted, by status (managers' figures).
CREATE INDEX IF NOT EXISTS "jobs_created_by_status_idx" ON "jobs" ("created_by", "job_status");
