-- Analytics report (issue 21, routes/analytics.ts): one covering index so the report's period
-- scan (every candidate added in the period and the one before, grouped by status, week or month,
-- recruiter, client, source and vendor) is an index-only scan instead of one heap page per
-- candidate (the rows are wide). drizzle-orm cannot declare INCLUDE columns, hence a hand-written
-- migration (schema.ts does not list it), as 0012.
CREATE INDEX IF NOT EXISTS "candidates_period_report_idx" ON "candidates" ("date_created") INCLUDE ("status", "user_id", "vendor_id", "client", "source");
