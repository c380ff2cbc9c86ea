-- Message-IDs that no other database can repeat (issue 18, section 7). gen_random_uuid() is volatile,
-- so PostgreSQL (and PGlite) evaluate the default once per existing row: every message already in the
-- outbox gets its own id, and a retry of it keeps that id.
ALTER TABLE "outbox" ADD COLUMN "message_uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to_address" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to_name" text;