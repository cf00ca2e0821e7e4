ALTER TABLE "chat_group_members" ADD COLUMN "last_read_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Members of groups that existed before read positions: what was there counts as read.
UPDATE "chat_group_members" AS m SET "last_read_seq" = c."last_seq" FROM "chat_conversations" AS c WHERE c."key" = 'group:' || m."group_id";
