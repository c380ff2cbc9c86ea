-- The owner's settings (issue 13): roles, menu descriptions, opening hours, booking rules, salon
-- details, closures, technicians' working weeks and days off, set-password links and the settings
-- history. Upgrading keeps everyone able to work: every existing account that can sign in becomes
-- an owner (the last statement); technician records without a login stay 'staff'.
CREATE TABLE "closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"from_minute" integer,
	"to_minute" integer,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_part_valid" CHECK (("closures"."from_minute" is null and "closures"."to_minute" is null) or ("closures"."from_minute" >= 0 and "closures"."to_minute" <= 1440 and "closures"."from_minute" < "closures"."to_minute"))
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_settings" (
	"section" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" uuid,
	"area" text NOT NULL,
	"summary" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technician_days_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technician_work_weeks" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"pattern" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "role" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_settings" ADD CONSTRAINT "salon_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_changes" ADD CONSTRAINT "settings_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_days_off" ADD CONSTRAINT "technician_days_off_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_days_off" ADD CONSTRAINT "technician_days_off_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_work_weeks" ADD CONSTRAINT "technician_work_weeks_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closures_date_idx" ON "closures" USING btree ("date");--> statement-breakpoint
CREATE INDEX "password_tokens_staff_idx" ON "password_tokens" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "settings_changes_created_idx" ON "settings_changes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "technician_days_off_unique" ON "technician_days_off" USING btree ("staff_id","date");--> statement-breakpoint
CREATE INDEX "technician_days_off_date_idx" ON "technician_days_off" USING btree ("date");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_valid" CHECK ("staff"."role" in ('owner', 'staff'));--> statement-breakpoint
UPDATE "staff" SET "role" = 'owner' WHERE "password_hash" IS NOT NULL;
