-- Analytics report (issue 21, routes/analytics.ts), the counts of the period's candidates. The team
-- and own scopes' counts by client, source and vendor read their recruiters' candidates of the
-- period, one index-only range scan per recruiter (user_id = any(team)), instead of the whole period
-- of candidates_period_report_idx filtered by recruiter (a team of 5 of 14 recruiters read 100,000
-- index rows for 35,000). The organisation's counts by bucket and recruiter read a narrow index: an
-- index-only scan unpacks every column of each index row, and the client and source text of
-- candidates_period_report_idx cost ~30 % of that statement at 365 days.
-- drizzle-orm cannot declare INCLUDE columns, hence hand-written (schema.ts does not list them), as 0019.
CREATE INDEX IF NOT EXISTS "candidates_owner_report_idx" ON "candidates" ("user_id", "date_created") INCLUDE ("status", "vendor_id", "client", "source");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "candidates_period_owner_idx" ON "candidates" ("date_created") INCLUDE ("status", "user_id");
