CREATE TABLE "sop_document_versions" (
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"plan" jsonb,
	"changes" text[] NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer,
	CONSTRAINT "sop_document_versions_document_id_version_pk" PRIMARY KEY("document_id","version")
);
--> statement-breakpoint
CREATE TABLE "sop_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"plan" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "sop_document_versions" ADD CONSTRAINT "sop_document_versions_document_id_sop_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sop_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_document_versions" ADD CONSTRAINT "sop_document_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_documents" ADD CONSTRAINT "sop_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sop_documents_kind_idx" ON "sop_documents" USING btree ("kind","updated_at");--> statement-breakpoint
-- SOP & incentives documents are audited like every business table (issue 16's audit_row()).
CREATE TRIGGER sop_documents_audit AFTER INSERT OR UPDATE OR DELETE ON sop_documents FOR EACH ROW EXECUTE FUNCTION audit_row();
--> statement-breakpoint
CREATE TRIGGER sop_document_versions_audit AFTER INSERT OR UPDATE OR DELETE ON sop_document_versions FOR EACH ROW EXECUTE FUNCTION audit_row();
