CREATE TABLE "whatsapp_channel" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"phone_number_id" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"app_secret_ciphertext" text NOT NULL,
	"verify_token_ciphertext" text NOT NULL,
	"display_phone_number" text NOT NULL,
	"verified_name" text NOT NULL,
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_by" uuid,
	CONSTRAINT "whatsapp_channel_single_row" CHECK ("whatsapp_channel"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_ins" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"phone_e164" text NOT NULL,
	"wording" text NOT NULL,
	"opted_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_channel" ADD CONSTRAINT "whatsapp_channel_connected_by_staff_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_ins" ADD CONSTRAINT "whatsapp_opt_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_deliveries_external_idx" ON "message_deliveries" USING btree ("external_id");