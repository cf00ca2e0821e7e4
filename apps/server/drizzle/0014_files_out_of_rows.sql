-- Issue 24: the files left in hot rows move to tables of their own (as resumes did in 0006), so
-- the user directory, the job lists and the careers registrations read narrow rows:
--   users.avatar                  → user_avatars (users.avatar_mime stays: the presence flag)
--   jobs.jd_pdf                   → job_descriptions (jobs.jd_pdf_extension stays: the flag)
--   careers_registrations.resume  → careers_resumes (careers_registrations.resume_mime: the flag)
-- The bytes are copied, each flag is set exactly where a file is stored, and the columns dropped.
-- The new tables are audited like candidate_resumes (bytes as a byte count); the copy is made with
-- auditing off (it is a move, not a change anyone made).
CREATE TABLE "careers_resumes" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);--> statement-breakpoint
CREATE TABLE "job_descriptions" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);--> statement-breakpoint
CREATE TABLE "user_avatars" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);--> statement-breakpoint
ALTER TABLE "careers_resumes" ADD CONSTRAINT "careers_resumes_registration_id_careers_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."careers_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_descriptions" ADD CONSTRAINT "job_descriptions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT set_config('hrportal.audit', 'off', true);--> statement-breakpoint
INSERT INTO "user_avatars" ("user_id", "bytes") SELECT "id", "avatar" FROM "users" WHERE "avatar" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "avatar_mime" = 'image/jpeg' WHERE "avatar" IS NOT NULL AND "avatar_mime" IS NULL;--> statement-breakpoint
UPDATE "users" SET "avatar_mime" = NULL WHERE "avatar" IS NULL AND "avatar_mime" IS NOT NULL;--> statement-breakpoint
INSERT INTO "job_descriptions" ("job_id", "bytes") SELECT "id", "jd_pdf" FROM "jobs" WHERE "jd_pdf" IS NOT NULL;--> statement-breakpoint
UPDATE "jobs" SET "jd_pdf_extension" = 'pdf' WHERE "jd_pdf" IS NOT NULL AND "jd_pdf_extension" IS NULL;--> statement-breakpoint
UPDATE "jobs" SET "jd_pdf_extension" = NULL WHERE "jd_pdf" IS NULL AND "jd_pdf_extension" IS NOT NULL;--> statement-breakpoint
INSERT INTO "careers_resumes" ("registration_id", "bytes") SELECT "id", "resume" FROM "careers_registrations" WHERE "resume" IS NOT NULL;--> statement-breakpoint
UPDATE "careers_registrations" SET "resume_mime" = 'application/pdf' WHERE "resume" IS NOT NULL AND "resume_mime" IS NULL;--> statement-breakpoint
UPDATE "careers_registrations" SET "resume_mime" = NULL WHERE "resume" IS NULL AND "resume_mime" IS NOT NULL;--> statement-breakpoint
SELECT set_config('hrportal.audit', '', true);--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "avatar";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "jd_pdf";--> statement-breakpoint
ALTER TABLE "careers_registrations" DROP COLUMN "resume";--> statement-breakpoint
CREATE TRIGGER "user_avatars_audit" AFTER INSERT OR UPDATE OR DELETE ON "user_avatars" FOR EACH ROW EXECUTE FUNCTION audit_row();--> statement-breakpoint
CREATE TRIGGER "job_descriptions_audit" AFTER INSERT OR UPDATE OR DELETE ON "job_descriptions" FOR EACH ROW EXECUTE FUNCTION audit_row();--> statement-breakpoint
CREATE TRIGGER "careers_resumes_audit" AFTER INSERT OR UPDATE OR DELETE ON "careers_resumes" FOR EACH ROW EXECUTE FUNCTION audit_row();
