CREATE TABLE "candidate_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer,
	"name" text NOT NULL,
	"email" text,
	"mobile" text,
	"client" text,
	"profile" text,
	"status" text DEFAULT 'Internal Screening' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"experience" real DEFAULT 0 NOT NULL,
	"qualifications" text,
	"preferred_job_location" text,
	"skills" text,
	"current_ctc" text,
	"expected_ctc" text,
	"remarks" text,
	"data_updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"reason_for_job_change" text,
	"peer_reviewer_level1" text,
	"peer_reviewer_level2" text,
	"recruiter" text,
	"management" text,
	"current_company" text,
	"position" text,
	"current_job_location" text,
	"relevant_experience" text,
	"notice_period" text,
	"linkedin" text,
	"holding_offer" text,
	"serving_notice_period" text,
	"period_of_notice" text,
	"last_working_date" text,
	"remind_lwd" text,
	"total_offers" text,
	"highest_package_in_lpa" text,
	"buyout" boolean DEFAULT false NOT NULL,
	"source" text,
	"vendor_id" integer,
	"user_id" integer,
	"client_assigned" boolean DEFAULT false NOT NULL,
	"comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"resume" "bytea",
	"resume_mime" text,
	"resume_filename" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(mobile, '') || ' ' || coalesce(skills, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "careers_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"experience" real,
	"skills" text,
	"current_location" text,
	"message" text,
	"resume" "bytea",
	"resume_mime" text,
	"resume_filename" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_person" text,
	"email" text,
	"phone" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"category" text,
	"status" text DEFAULT 'Open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_screenshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_recruiters" (
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_recruiters_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"job_status" text DEFAULT 'Active' NOT NULL,
	"client" text NOT NULL,
	"posted_by" text,
	"recruiter" text,
	"role" text NOT NULL,
	"no_of_positions" integer DEFAULT 1 NOT NULL,
	"budget_min" real,
	"budget_max" real,
	"contract_in_months" integer,
	"country" text,
	"custom_job_type" text,
	"detailed_jd" text,
	"experience_min" real,
	"experience_max" real,
	"jd_pdf" "bytea",
	"jd_pdf_extension" text,
	"job_type" text,
	"location" text,
	"management" text,
	"mode" text,
	"notice_period" text,
	"shift_timings" text,
	"skills" text,
	"post_to_careers" boolean DEFAULT false NOT NULL,
	"data_updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"external_id" text,
	"organizer_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"attendees" text[] DEFAULT '{}'::text[] NOT NULL,
	"cc_recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"location" text,
	"join_url" text,
	"recruiter_email" text,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"manager_id" integer,
	"recruiter_id" integer NOT NULL,
	"submissions" integer DEFAULT 0 NOT NULL,
	"interviews" integer DEFAULT 0 NOT NULL,
	"offers" integer DEFAULT 0 NOT NULL,
	"joinings" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"month" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"assigned_by" integer,
	"status" text DEFAULT 'PR-Pending' NOT NULL,
	"submitted_status" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"user_type" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_peer_reviewer" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"avatar" "bytea",
	"avatar_mime" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_jobs" (
	"vendor_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_jobs_vendor_id_job_id_pk" PRIMARY KEY("vendor_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"contact_person" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"manager_id" integer,
	"recruiter_id" integer NOT NULL,
	"submissions" integer DEFAULT 0 NOT NULL,
	"interviews" integer DEFAULT 0 NOT NULL,
	"offers" integer DEFAULT 0 NOT NULL,
	"joinings" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"week_start" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_files" ADD CONSTRAINT "candidate_files_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careers_registrations" ADD CONSTRAINT "careers_registrations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_screenshots" ADD CONSTRAINT "issue_screenshots_report_id_issue_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."issue_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_recruiters" ADD CONSTRAINT "job_recruiters_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_recruiters" ADD CONSTRAINT "job_recruiters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_recruiters" ADD CONSTRAINT "job_recruiters_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_targets" ADD CONSTRAINT "monthly_targets_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_targets" ADD CONSTRAINT "monthly_targets_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otps" ADD CONSTRAINT "otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD CONSTRAINT "peer_reviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD CONSTRAINT "peer_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD CONSTRAINT "peer_reviews_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_jobs" ADD CONSTRAINT "vendor_jobs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_jobs" ADD CONSTRAINT "vendor_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_targets" ADD CONSTRAINT "weekly_targets_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_targets" ADD CONSTRAINT "weekly_targets_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_files_candidate_idx" ON "candidate_files" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidates_date_idx" ON "candidates" USING btree ("date_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_owner_date_idx" ON "candidates" USING btree ("user_id","date_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_status_date_idx" ON "candidates" USING btree ("status","date_created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_client_idx" ON "candidates" USING btree ("client","date_created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_job_idx" ON "candidates" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "candidates_email_lower_idx" ON "candidates" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "candidates_mobile_idx" ON "candidates" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "candidates_search_trgm_idx" ON "candidates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "careers_registrations_date_idx" ON "careers_registrations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "clients_name_lower_idx" ON "clients" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "issue_reports_user_idx" ON "issue_reports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "issue_screenshots_report_idx" ON "issue_screenshots" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "job_recruiters_user_idx" ON "job_recruiters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "jobs_status_date_idx" ON "jobs" USING btree ("job_status","date_created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_client_idx" ON "jobs" USING btree (lower("client"));--> statement-breakpoint
CREATE INDEX "jobs_careers_idx" ON "jobs" USING btree ("post_to_careers","job_status");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "meetings_organizer_start_idx" ON "meetings" USING btree ("organizer_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_kind_start_idx" ON "meetings" USING btree ("kind","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_kind_external_idx" ON "meetings" USING btree ("kind","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_targets_recruiter_month_idx" ON "monthly_targets" USING btree ("recruiter_id","month");--> statement-breakpoint
CREATE INDEX "monthly_targets_manager_idx" ON "monthly_targets" USING btree ("manager_id","month");--> statement-breakpoint
CREATE INDEX "otps_email_purpose_idx" ON "otps" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "peer_reviews_reviewer_idx" ON "peer_reviews" USING btree ("reviewer_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "peer_reviews_candidate_idx" ON "peer_reviews" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("user_type");--> statement-breakpoint
CREATE INDEX "vendor_jobs_job_idx" ON "vendor_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_targets_recruiter_week_idx" ON "weekly_targets" USING btree ("recruiter_id","week_start");--> statement-breakpoint
CREATE INDEX "weekly_targets_manager_idx" ON "weekly_targets" USING btree ("manager_id","week_start");