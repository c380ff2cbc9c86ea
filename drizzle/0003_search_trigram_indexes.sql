-- Dashboard search by fragment through trigram indexes (issue 18 section 8, decision record 042).
-- pg_trgm is a trusted extension on PostgreSQL 13+ (a database owner may create it); PGlite loads
-- its bundled copy when opened (src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "appointments_search_text_trgm_idx" ON "appointments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_phone_digits_trgm_idx" ON "appointments" USING gin ("phone_digits" gin_trgm_ops);
