CREATE TABLE "org_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"session_idle_minutes" integer NOT NULL,
	"embed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "org_settings_one_row" CHECK ("org_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "org_settings" ADD CONSTRAINT "org_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Organisation settings changes go to the audit trail like every other mutation (issue 16).
CREATE TRIGGER org_settings_audit AFTER INSERT OR UPDATE OR DELETE ON org_settings FOR EACH ROW EXECUTE FUNCTION audit_row();
