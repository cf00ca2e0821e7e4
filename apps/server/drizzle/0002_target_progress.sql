ALTER TABLE "monthly_targets" ADD COLUMN "achieved_submissions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_targets" ADD COLUMN "achieved_interviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_targets" ADD COLUMN "achieved_offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_targets" ADD COLUMN "achieved_joinings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_targets" ADD COLUMN "achieved_submissions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_targets" ADD COLUMN "achieved_interviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_targets" ADD COLUMN "achieved_offers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_targets" ADD COLUMN "achieved_joinings" integer DEFAULT 0 NOT NULL;