CREATE TABLE "candidate_owner_month_client_counts" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"client" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "candidate_owner_month_client_counts_user_id_month_client_pk" PRIMARY KEY("user_id","month","client")
);
--> statement-breakpoint
CREATE TABLE "candidate_owner_month_source_counts" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"source" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "candidate_owner_month_source_counts_user_id_month_source_pk" PRIMARY KEY("user_id","month","source")
);
--> statement-breakpoint
CREATE TABLE "candidate_owner_month_vendor_counts" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "candidate_owner_month_vendor_counts_user_id_month_status_vendor_id_pk" PRIMARY KEY("user_id","month","status","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_reach_owner_month_client_counts" (
	"owner_id" integer NOT NULL,
	"month" date NOT NULL,
	"reached" smallint NOT NULL,
	"client" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "candidate_reach_owner_month_client_counts_owner_id_month_reached_client_pk" PRIMARY KEY("owner_id","month","reached","client")
);
--> statement-breakpoint
CREATE TABLE "candidate_reach_owner_month_source_counts" (
	"owner_id" integer NOT NULL,
	"month" date NOT NULL,
	"reached" smallint NOT NULL,
	"source" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "candidate_reach_owner_month_source_counts_owner_id_month_reached_source_pk" PRIMARY KEY("owner_id","month","reached","source")
);
--> statement-breakpoint
-- Issue 21, analytics on PGlite for the team and own scopes: the roll-ups of migration 0026 have
-- the recruiter only beside month and status, so a team's report hashed its recruiters' ~35,000
-- candidates of a year three ways (apps/server CONTEXT.md, "Analytics on PGlite"). These five hold
-- the same counts per recruiter (first in the key: a team's rows are one range per recruiter),
-- only what the report shows: a client's and a source's total (the breakdowns show no status),
-- a vendor's per status (§3 vendor roll-ups), first reaches per client and per source (not client
-- × source: 33,476 keys for 41,021 events in the seed, against 16,192 and 4,052 apart). The list
-- below is migration 0026's with them added: `analytics_rollups_write()` (unchanged) keeps every
-- listed roll-up exact in its one statement per trigger run.
CREATE OR REPLACE FUNCTION analytics_rollups(source text)
RETURNS TABLE (rollup text, keys text, exprs text) LANGUAGE sql IMMUTABLE AS $$
  SELECT t.rollup, t.keys, t.exprs FROM (VALUES
    ('candidates', 'candidate_day_counts', 'day, status',
     '(date_created AT TIME ZONE ''UTC'')::date, status'),
    ('candidates', 'candidate_month_owner_counts', 'month, status, user_id',
     'date_trunc(''month'', date_created AT TIME ZONE ''UTC'')::date, status, coalesce(user_id, 0)'),
    ('candidates', 'candidate_month_client_counts', 'month, status, client',
     'date_trunc(''month'', date_created AT TIME ZONE ''UTC'')::date, status, coalesce(client, '''')'),
    ('candidates', 'candidate_month_source_counts', 'month, status, source, vendor_id',
     'date_trunc(''month'', date_created AT TIME ZONE ''UTC'')::date, status, coalesce(source, ''''), coalesce(vendor_id, 0)'),
    ('candidates', 'candidate_owner_month_client_counts', 'user_id, month, client',
     'coalesce(user_id, 0), date_trunc(''month'', date_created AT TIME ZONE ''UTC'')::date, coalesce(client, '''')'),
    ('candidates', 'candidate_owner_month_source_counts', 'user_id, month, source',
     'coalesce(user_id, 0), date_trunc(''month'', date_created AT TIME ZONE ''UTC'')::date, coalesce(source, '''')'),
    ('candidates', 'candidate_owner_month_vendor_counts', 'user_id, month, status, vendor_id',
     'coalesce(user_id, 0), date_trunc(''month'', date_created AT TIME ZONE ''UTC'')::date, status, coalesce(vendor_id, 0)'),
    ('candidate_status_events', 'candidate_reach_day_counts', 'day, reached',
     '(at AT TIME ZONE ''UTC'')::date, reached'),
    ('candidate_status_events', 'candidate_reach_month_owner_counts', 'month, reached, owner_id',
     'date_trunc(''month'', at AT TIME ZONE ''UTC'')::date, reached, coalesce(owner_id, 0)'),
    ('candidate_status_events', 'candidate_reach_month_client_counts', 'month, reached, client, source',
     'date_trunc(''month'', at AT TIME ZONE ''UTC'')::date, reached, coalesce(client, ''''), coalesce(source, '''')'),
    ('candidate_status_events', 'candidate_reach_owner_month_client_counts', 'owner_id, month, reached, client',
     'coalesce(owner_id, 0), date_trunc(''month'', at AT TIME ZONE ''UTC'')::date, reached, coalesce(client, '''')'),
    ('candidate_status_events', 'candidate_reach_owner_month_source_counts', 'owner_id, month, reached, source',
     'coalesce(owner_id, 0), date_trunc(''month'', at AT TIME ZONE ''UTC'')::date, reached, coalesce(source, '''')')
  ) AS t(source, rollup, keys, exprs)
  WHERE t.source = analytics_rollups.source
$$;
--> statement-breakpoint
-- The rows already stored, counted by the same expressions (the new roll-ups only).
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT 'candidates' AS source, 'true' AS counted, a.* FROM analytics_rollups('candidates') a
           UNION ALL
           SELECT 'candidate_status_events', 'reached <> 0', a.* FROM analytics_rollups('candidate_status_events') a
  LOOP
    CONTINUE WHEN r.rollup NOT LIKE '%owner_month%';
    EXECUTE format('INSERT INTO %1$I (%2$s, n) SELECT %3$s, count(*) FROM %4$I WHERE %5$s GROUP BY %3$s',
      r.rollup, r.keys, r.exprs, r.source, r.counted);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Time to fill (routes/analytics.ts) reads the period's first joins by job: through the index of
-- every first reach (job_id, at, reached, owner_id) it read all of them, 41,020 at 365 days in the
-- seed, to keep the 6,066 first joins. Only those are indexed now (bit 8 of `reached` is the join
-- stage, as `firstReach('joins')` tests it); the same index answers "was the job filled before?".
DROP INDEX "candidate_status_events_job_reached_idx";--> statement-breakpoint
CREATE INDEX "candidate_status_events_job_joined_idx" ON "candidate_status_events" USING btree ("job_id","at","owner_id") WHERE (reached & 8) <> 0 and job_id is not null;
