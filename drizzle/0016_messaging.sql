CREATE TABLE "line_channel" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"channel_id" text NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"display_name" text NOT NULL,
	"basic_id" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_by" uuid,
	CONSTRAINT "line_channel_single_row" CHECK ("line_channel"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "line_link_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "line_links" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"line_user_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "line_webhook_events" (
	"webhook_event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"outbox_id" integer NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_channel" ADD CONSTRAINT "line_channel_connected_by_staff_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_link_codes" ADD CONSTRAINT "line_link_codes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_links" ADD CONSTRAINT "line_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_link_codes_expires_idx" ON "line_link_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "line_links_user_idx" ON "line_links" USING btree ("line_user_id");--> statement-breakpoint
CREATE INDEX "line_webhook_events_received_idx" ON "line_webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "message_deliveries_outbox_idx" ON "message_deliveries" USING btree ("outbox_id");