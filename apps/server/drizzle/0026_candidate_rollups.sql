CREATE TABLE "candidate_day_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "candidate_day_counts_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "candidate_month_client_counts" (
	"month" date NOT NULL,
	"status" text NOT NULL,
	"client" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "candidate_month_client_counts_month_status_client_pk" PRIMARY KEY("month","status","client")
);
--> statement-breakpoint
CREATE TABLE "candidate_month_owner_counts" (
	"month" date NOT NULL,
	"status" text NOT NULL,
	"user_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "candidate_month_owner_counts_month_status_user_id_pk" PRIMARY KEY("month","status","user_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_month_source_counts" (
	"month" date NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "candidate_month_source_counts_month_status_source_vendor_id_pk" PRIMARY KEY("month","status","source","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_reach_day_counts" (
	"day" date NOT NULL,
	"reached" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "candidate_reach_day_counts_day_reached_pk" PRIMARY KEY("day","reached")
);
--> statement-breakpoint
CREATE TABLE "candidate_reach_month_client_counts" (
	"month" date NOT NULL,
	"reached" smallint NOT NULL,
	"client" text NOT NULL,
	"source" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "candidate_reach_month_client_counts_month_reached_client_source_pk" PRIMARY KEY("month","reached","client","source")
);
--> statement-breakpoint
CREATE TABLE "candidate_reach_month_owner_counts" (
	"month" date NOT NULL,
	"reached" smallint NOT NULL,
	"owner_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "candidate_reach_month_owner_counts_month_reached_owner_id_pk" PRIMARY KEY("month","reached","owner_id")
);
--> statement-breakpoint
-- Issue 21, analytics on PGlite: the report counts the period's candidates by status per trend
-- bucket, recruiter, client and source × vendor, and their first reaches of a stage per bucket,
-- recruiter and client × source. Reading a year's ~100,000 candidates and ~41,000 reaching events
-- and hashing them cost ~170 ms on PGlite (apps/server CONTEXT.md, "Analytics on PGlite"); these
-- tables hold the same counts per day and per month, a few thousand rows a year, so
-- routes/analytics.ts reads whole days and months from them and only the partial months at a
-- period's edges from the rows.
--
-- One statement-level trigger function keeps them all exact for every write to `candidates` and
-- `candidate_status_events` (only events with `reached` <> 0 are counted): the statement's rows, +1
-- for each new row and -1 for each old one (an update gives both; a row whose keys did not change
-- cancels out), summed per key and added in key order (the same order for every writer, against
-- deadlocks between transactions that write several candidates). That covers inserts, updates of
-- any column (an UPDATE trigger with transition tables cannot name columns: status, date_created,
-- user_id, client, source, vendor_id of candidates; reached, owner, client, source, at of events),
-- deletes (an event's by its candidate's cascade), and the `on delete set null` of users and
-- vendors (the referential action is an UPDATE of candidates, firing the trigger). TRUNCATE empties
-- the table's roll-ups. A key whose count drops to 0 keeps its row of 0 (readers skip them):
-- deleting it would need the keys again in a second statement, and the rows are bounded by the
-- keys. An absent owner, client, source or vendor is stored as 0 / '' (primary-key columns). The
-- transition tables are read by dynamic SQL (EXECUTE sees them in PL/pgSQL), so one text per
-- roll-up serves insert, update and delete.
CREATE FUNCTION analytics_rollups(source text)
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
    ('candidate_status_events', 'candidate_reach_day_counts', 'day, reached',
     '(at AT TIME ZONE ''UTC'')::date, reached'),
    ('candidate_status_events', 'candidate_reach_month_owner_counts', 'month, reached, owner_id',
     'date_trunc(''month'', at AT TIME ZONE ''UTC'')::date, reached, coalesce(owner_id, 0)'),
    ('candidate_status_events', 'candidate_reach_month_client_counts', 'month, reached, client, source',
     'date_trunc(''month'', at AT TIME ZONE ''UTC'')::date, reached, coalesce(client, ''''), coalesce(source, '''')')
  ) AS t(source, rollup, keys, exprs)
  WHERE t.source = analytics_rollups.source
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_rollups_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted CONSTANT text := CASE TG_TABLE_NAME WHEN 'candidate_status_events' THEN 'reached <> 0' ELSE 'true' END;
  rows text;
  writes text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    FOR rows IN SELECT rollup FROM analytics_rollups(TG_TABLE_NAME) LOOP
      EXECUTE format('DELETE FROM %I', rows);
    END LOOP;
    RETURN NULL;
  END IF;
  rows := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT 1 AS d, * FROM new_rows WHERE %s', counted)
    WHEN 'DELETE' THEN format('SELECT -1 AS d, * FROM old_rows WHERE %s', counted)
    ELSE format('SELECT 1 AS d, * FROM new_rows WHERE %1$s UNION ALL SELECT -1, * FROM old_rows WHERE %1$s', counted)
  END;
  -- One statement for all the table's roll-ups (one parse and plan per trigger run, not one per
  -- roll-up: on PGlite each was ~1.5 ms of a one-row update).
  SELECT string_agg(format(
      'w%1$s AS (INSERT INTO %2$I AS x (%3$s, n)
         SELECT %4$s, sum(r.d) FROM r GROUP BY %4$s HAVING sum(r.d) <> 0 ORDER BY %4$s
       ON CONFLICT (%3$s) DO UPDATE SET n = x.n + excluded.n)',
      a.i, a.rollup, a.keys, a.exprs), ', ')
    INTO writes
    FROM (SELECT row_number() OVER () AS i, * FROM analytics_rollups(TG_TABLE_NAME)) a;
  EXECUTE format('WITH r AS MATERIALIZED (%s), %s SELECT 1', rows, writes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Both tables' triggers: <table>_rollups_insert, _update, _delete, _truncate.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['candidates', 'candidate_status_events'] LOOP
    EXECUTE format('CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollups_write()', t || '_rollups_insert', t);
    EXECUTE format('CREATE TRIGGER %1$I AFTER UPDATE ON %2$I
      REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollups_write()', t || '_rollups_update', t);
    EXECUTE format('CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollups_write()', t || '_rollups_delete', t);
    EXECUTE format('CREATE TRIGGER %1$I AFTER TRUNCATE ON %2$I
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollups_write()', t || '_rollups_truncate', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The rows already stored, counted by the same expressions.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT 'candidates' AS source, 'true' AS counted, a.* FROM analytics_rollups('candidates') a
           UNION ALL
           SELECT 'candidate_status_events', 'reached <> 0', a.* FROM analytics_rollups('candidate_status_events') a
  LOOP
    EXECUTE format('INSERT INTO %1$I (%2$s, n) SELECT %3$s, count(*) FROM %4$I WHERE %5$s GROUP BY %3$s',
      r.rollup, r.keys, r.exprs, r.source, r.counted);
  END LOOP;
END
$$;
