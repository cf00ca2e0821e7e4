-- Issue 24: the version of what an authenticated request relies on. Bumped in the writing
-- transaction by every change that can end a session or change what its user may do — a
-- revocation (or removal) of a session, any change of a user's account type, state, flags or
-- names, a removed user — and by nothing else (a login's insert, a sliding `last_seen_at`).
-- The paged list reads it in its page statement (the same snapshot as its rows): a session served
-- from the server's memory is used only while this version is the one it was read under.
INSERT INTO "table_versions" ("name", "version") VALUES ('auth', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_auth_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_versions SET version = version + 1 WHERE name = 'auth';
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_bump_auth_version" AFTER UPDATE OF "revoked_at", "user_id", "token_hash", "created_at" OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_version();--> statement-breakpoint
CREATE TRIGGER "users_bump_auth_version" AFTER UPDATE OF "username", "name", "email", "user_type", "is_verified", "is_active", "is_peer_reviewer" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_version();
