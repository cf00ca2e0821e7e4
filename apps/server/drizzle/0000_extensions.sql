-- Trigram search over candidates (name, email, mobile, skills). Ships with PGlite
-- (loaded at open) and with PostgreSQL's contrib; trusted, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
