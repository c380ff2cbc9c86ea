CREATE TABLE "deposit_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_settings_one_row" CHECK ("deposit_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"state" text DEFAULT 'awaited' NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"refund_cutoff_hours" smallint NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by" uuid,
	"waive_reason" text,
	"applied_sale_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_state_valid" CHECK ("deposits"."state" in ('awaited', 'received', 'expired', 'waived')),
	CONSTRAINT "deposits_settled_consistent" CHECK (("deposits"."state" = 'awaited') = ("deposits"."settled_at" is null)
          and ("deposits"."state" = 'waived') = ("deposits"."waive_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_settled_by_staff_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_applied_sale_id_sales_id_fk" FOREIGN KEY ("applied_sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_awaited_due_idx" ON "deposits" USING btree ("due_at") WHERE "deposits"."state" = 'awaited';