-- The member search (src/server/people/search.ts): names compared in lower case with «ё» as «е», found
-- anywhere in the name through trigrams, so that `like '%…%'` is an index scan over 100 000 members.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_search_idx" ON "users" USING gin (lower(translate("name", 'ёЁ', 'еЕ')) gin_trgm_ops);
