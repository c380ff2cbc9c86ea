CREATE TABLE "stripe_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret_key_ciphertext" text NOT NULL,
	"webhook_secret_ciphertext" text NOT NULL,
	"key_hint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "stripe_settings_one_row" CHECK ("stripe_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_state_valid";--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "booking_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "booking_ended_as" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refunded_by" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "stripe_qr_data" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "stripe_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stripe_settings" ADD CONSTRAINT "stripe_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_events_received_idx" ON "stripe_events" USING btree ("received_at");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_refunded_by_staff_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_stripe_intent_unique" ON "deposits" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "deposits_refund_due_idx" ON "deposits" USING btree ("outcome_at") WHERE "deposits"."state" = 'refund_due';--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_refund_consistent" CHECK (("deposits"."state" = 'refunded') = ("deposits"."refunded_at" is not null)
          and ("deposits"."refunded_at" is null) = ("deposits"."refund_method" is null)
          and ("deposits"."state" in ('refund_due', 'refunded', 'kept')) = ("deposits"."outcome_at" is not null));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_booking_end_whole" CHECK (("deposits"."booking_ended_at" is null) = ("deposits"."booking_ended_as" is null));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_state_valid" CHECK ("deposits"."state" in ('awaited', 'received', 'expired', 'waived', 'refund_due', 'refunded', 'kept'));