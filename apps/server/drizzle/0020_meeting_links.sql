ALTER TABLE "meetings" ADD COLUMN "candidate_id" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_candidate_idx" ON "meetings" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "meetings_job_idx" ON "meetings" USING btree ("job_id");