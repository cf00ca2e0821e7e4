CREATE TABLE "vendor_job_recruiters" (
	"vendor_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_job_recruiter" boolean DEFAULT false NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_job_recruiters_vendor_id_job_id_user_id_pk" PRIMARY KEY("vendor_id","job_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "careers_registrations" ADD COLUMN "candidate_id" integer;--> statement-breakpoint
ALTER TABLE "vendor_job_recruiters" ADD CONSTRAINT "vendor_job_recruiters_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_job_recruiters" ADD CONSTRAINT "vendor_job_recruiters_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_job_recruiters" ADD CONSTRAINT "vendor_job_recruiters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_job_recruiters" ADD CONSTRAINT "vendor_job_recruiters_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_job_recruiters_job_user_idx" ON "vendor_job_recruiters" USING btree ("job_id","user_id");--> statement-breakpoint
ALTER TABLE "careers_registrations" ADD CONSTRAINT "careers_registrations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "careers_registrations_candidate_idx" ON "careers_registrations" USING btree ("candidate_id");
--> statement-breakpoint
-- A vendor's recruiter assignments go to the audit trail like the job_recruiters rows they add (issue 18).
CREATE TRIGGER vendor_job_recruiters_audit AFTER INSERT OR UPDATE OR DELETE ON vendor_job_recruiters FOR EACH ROW EXECUTE FUNCTION audit_row();
