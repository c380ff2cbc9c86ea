CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email_key" text,
	"phone_key" text,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_has_key" CHECK ("customers"."email_key" is not null or "customers"."phone_key" is not null)
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_valid";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "capacity_override_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key_unique" ON "customers" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_key_unique" ON "customers" USING btree ("phone_key");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_customer_idx" ON "appointments" USING btree ("customer_id","appointment_date");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_source_valid" CHECK ("appointments"."source" in ('online', 'phone', 'walk_in', 'line', 'whatsapp', 'instagram'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_has_contact" CHECK ("appointments"."customer_email" <> '' or "appointments"."customer_phone" <> '');--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_valid" CHECK ("appointments"."status" in ('pending', 'confirmed', 'completed', 'cancelled', 'no_show'));--> statement-breakpoint
-- Backfill (decision 150): one customer per normalised e-mail, named as in their latest booking. The
-- normalisation is src/domain/customer-identity.ts written in SQL: keep the two in step.
INSERT INTO "customers" ("name", "email_key")
SELECT DISTINCT ON (lower(btrim("customer_email"))) "customer_name", lower(btrim("customer_email"))
FROM "appointments"
WHERE btrim("customer_email") <> ''
ORDER BY lower(btrim("customer_email")), "appointment_date" DESC, "start_time" DESC, "created_at" DESC;--> statement-breakpoint
-- Each phone goes to the customer who booked with it most recently, and each customer keeps the phone of
-- their latest booking among those, so both keys stay unique.
WITH "keyed" AS (
  SELECT
    CASE WHEN "digits" ~ '^0[0-9]{8,9}$' THEN '66' || substr("digits", 2) ELSE "digits" END AS "phone_key",
    lower(btrim("customer_email")) AS "email_key",
    "appointment_date", "start_time", "created_at"
  FROM (SELECT regexp_replace("customer_phone", '[^0-9]', '', 'g') AS "digits", * FROM "appointments") AS "a"
  WHERE btrim("customer_email") <> ''
), "latest_per_phone" AS (
  SELECT DISTINCT ON ("phone_key") *
  FROM "keyed"
  WHERE length("phone_key") >= 6
  ORDER BY "phone_key", "appointment_date" DESC, "start_time" DESC, "created_at" DESC
), "one_per_customer" AS (
  SELECT DISTINCT ON ("email_key") "email_key", "phone_key"
  FROM "latest_per_phone"
  ORDER BY "email_key", "appointment_date" DESC, "start_time" DESC, "created_at" DESC
)
UPDATE "customers" SET "phone_key" = "one_per_customer"."phone_key"
FROM "one_per_customer"
WHERE "customers"."email_key" = "one_per_customer"."email_key";--> statement-breakpoint
UPDATE "appointments" SET "customer_id" = "customers"."id"
FROM "customers"
WHERE "customers"."email_key" = lower(btrim("appointments"."customer_email"));
