CREATE TABLE "ai_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"task" text NOT NULL,
	"mode" text NOT NULL,
	"model" text NOT NULL,
	"documents" integer NOT NULL,
	"characters" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"outcome" text NOT NULL,
	"flags" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"organisation" text DEFAULT 'default' NOT NULL,
	"month" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_organisation_month_pk" PRIMARY KEY("organisation","month")
);
--> statement-breakpoint
CREATE INDEX "ai_calls_at_idx" ON "ai_calls" USING btree ("at");--> statement-breakpoint
CREATE INDEX "ai_calls_user_idx" ON "ai_calls" USING btree ("user_id","at");