CREATE TABLE "checkout_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"vat_registration" text,
	"vat_rate_basis_points" integer DEFAULT 700 NOT NULL,
	"promptpay_id" text,
	"other_payment_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tip_share_basis_points" integer DEFAULT 10000 NOT NULL,
	"default_commission_kind" text DEFAULT 'percentage' NOT NULL,
	"default_commission_value" integer DEFAULT 0 NOT NULL,
	"staff_may_correct" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_settings_one_row" CHECK ("checkout_settings"."id" = 1),
	CONSTRAINT "checkout_settings_vat_rate" CHECK ("checkout_settings"."vat_rate_basis_points" between 0 and 10000),
	CONSTRAINT "checkout_settings_tip_share" CHECK ("checkout_settings"."tip_share_basis_points" between 0 and 10000),
	CONSTRAINT "checkout_settings_commission_kind" CHECK ("checkout_settings"."default_commission_kind" in ('percentage', 'fixed')),
	CONSTRAINT "checkout_settings_commission_value" CHECK ("checkout_settings"."default_commission_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "drawer_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawer_events_kind_valid" CHECK ("drawer_events"."kind" in ('paid-in', 'paid-out')),
	CONSTRAINT "drawer_events_amount_positive" CHECK ("drawer_events"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "drawer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_date" date NOT NULL,
	"float" integer NOT NULL,
	"opened_by" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counted" integer,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	"z_report" jsonb,
	CONSTRAINT "drawer_sessions_float_valid" CHECK ("drawer_sessions"."float" >= 0),
	CONSTRAINT "drawer_sessions_counted_valid" CHECK ("drawer_sessions"."counted" is null or "drawer_sessions"."counted" >= 0),
	CONSTRAINT "drawer_sessions_closed_whole" CHECK (("drawer_sessions"."closed_at" is null) = ("drawer_sessions"."counted" is null))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_satang" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_valid" CHECK ("products"."price_satang" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "receipt_counters_one_row" CHECK ("receipt_counters"."id" = 1),
	CONSTRAINT "receipt_counters_positive" CHECK ("receipt_counters"."next_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sale_appointments" (
	"sale_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	CONSTRAINT "sale_appointments_pkey" PRIMARY KEY("sale_id","appointment_id")
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"sale_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"service_id" integer,
	"product_id" integer,
	"appointment_service_id" integer,
	"name" text NOT NULL,
	"technician_id" uuid,
	"list_unit_price" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"price_override_reason" text,
	"quantity" smallint NOT NULL,
	"line_discount" integer NOT NULL,
	"sale_discount_share" integer NOT NULL,
	"total" integer NOT NULL,
	"vat" integer NOT NULL,
	"commission_kind" text NOT NULL,
	"commission_value" integer NOT NULL,
	CONSTRAINT "sale_lines_pkey" PRIMARY KEY("sale_id","position"),
	CONSTRAINT "sale_lines_amounts_valid" CHECK ("sale_lines"."list_unit_price" >= 0 and "sale_lines"."unit_price" >= 0 and "sale_lines"."quantity" between 1 and 100 and "sale_lines"."line_discount" >= 0 and "sale_lines"."sale_discount_share" >= 0 and "sale_lines"."total" >= 0 and "sale_lines"."vat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_money_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sale_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"other_name" text,
	"amount" integer NOT NULL,
	"tendered" integer,
	"refund_line" smallint,
	"refund_tip_technician_id" uuid,
	"reason" text,
	"corrects_day" date,
	"drawer_session_id" uuid NOT NULL,
	"request_id" uuid,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_money_events_kind_valid" CHECK ("sale_money_events"."kind" in ('payment', 'refund', 'void-return')),
	CONSTRAINT "sale_money_events_method_valid" CHECK ("sale_money_events"."method" in ('cash', 'promptpay', 'card', 'transfer', 'other')),
	CONSTRAINT "sale_money_events_amount_positive" CHECK ("sale_money_events"."amount" > 0),
	CONSTRAINT "sale_money_events_tendered_valid" CHECK ("sale_money_events"."tendered" is null or ("sale_money_events"."method" = 'cash' and "sale_money_events"."tendered" >= "sale_money_events"."amount"))
);
--> statement-breakpoint
CREATE TABLE "sale_tips" (
	"sale_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "sale_tips_pkey" PRIMARY KEY("sale_id","technician_id"),
	CONSTRAINT "sale_tips_amount_positive" CHECK ("sale_tips"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_voids" (
	"sale_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"corrects_day" date,
	"drawer_session_id" uuid NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_date" date NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_language" text DEFAULT 'en' NOT NULL,
	"drawer_session_id" uuid NOT NULL,
	"sale_discount_kind" text,
	"sale_discount_value" integer,
	"list_subtotal" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"items_total" integer NOT NULL,
	"discounts" integer NOT NULL,
	"tips_total" integer NOT NULL,
	"vat" integer NOT NULL,
	"vat_registration" text,
	"total_due" integer NOT NULL,
	"receipt_number" integer,
	"paid_at" timestamp with time zone,
	"paid_salon_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_amounts_valid" CHECK ("sales"."items_total" >= 0 and "sales"."discounts" >= 0 and "sales"."tips_total" >= 0 and "sales"."vat" >= 0 and "sales"."total_due" = "sales"."items_total" + "sales"."tips_total"),
	CONSTRAINT "sales_paid_whole" CHECK (("sales"."receipt_number" is null) = ("sales"."paid_at" is null))
);
--> statement-breakpoint
CREATE TABLE "technician_commission_rates" (
	"technician_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "technician_commission_kind_valid" CHECK ("technician_commission_rates"."kind" in ('percentage', 'fixed')),
	CONSTRAINT "technician_commission_value_valid" CHECK ("technician_commission_rates"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "treatment_commission_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"technician_id" uuid,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "treatment_commission_kind_valid" CHECK ("treatment_commission_overrides"."kind" in ('percentage', 'fixed')),
	CONSTRAINT "treatment_commission_value_valid" CHECK ("treatment_commission_overrides"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "drawer_events" ADD CONSTRAINT "drawer_events_session_id_drawer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_events" ADD CONSTRAINT "drawer_events_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_opened_by_staff_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_sessions" ADD CONSTRAINT "drawer_sessions_closed_by_staff_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_appointments" ADD CONSTRAINT "sale_appointments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_appointments" ADD CONSTRAINT "sale_appointments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_appointment_service_id_appointment_services_id_fk" FOREIGN KEY ("appointment_service_id") REFERENCES "public"."appointment_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_technician_id_staff_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_money_events" ADD CONSTRAINT "sale_money_events_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_money_events" ADD CONSTRAINT "sale_money_events_drawer_session_id_drawer_sessions_id_fk" FOREIGN KEY ("drawer_session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_money_events" ADD CONSTRAINT "sale_money_events_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD CONSTRAINT "sale_tips_technician_id_staff_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_voids" ADD CONSTRAINT "sale_voids_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_voids" ADD CONSTRAINT "sale_voids_drawer_session_id_drawer_sessions_id_fk" FOREIGN KEY ("drawer_session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_voids" ADD CONSTRAINT "sale_voids_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_drawer_session_id_drawer_sessions_id_fk" FOREIGN KEY ("drawer_session_id") REFERENCES "public"."drawer_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_commission_rates" ADD CONSTRAINT "technician_commission_rates_technician_id_staff_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_commission_overrides" ADD CONSTRAINT "treatment_commission_overrides_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_commission_overrides" ADD CONSTRAINT "treatment_commission_overrides_technician_id_staff_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawer_events_session_idx" ON "drawer_events" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "drawer_sessions_one_open" ON "drawer_sessions" USING btree ((true)) WHERE "drawer_sessions"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "drawer_sessions_date_idx" ON "drawer_sessions" USING btree ("salon_date");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_unique" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sale_appointments_appointment_idx" ON "sale_appointments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "sale_lines_technician_idx" ON "sale_lines" USING btree ("technician_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_money_events_request_unique" ON "sale_money_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "sale_money_events_sale_idx" ON "sale_money_events" USING btree ("sale_id","id");--> statement-breakpoint
CREATE INDEX "sale_money_events_session_idx" ON "sale_money_events" USING btree ("drawer_session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_receipt_number_unique" ON "sales" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "sales_paid_date_idx" ON "sales" USING btree ("paid_salon_date");--> statement-breakpoint
CREATE INDEX "sales_drawer_idx" ON "sales" USING btree ("drawer_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_commission_unique" ON "treatment_commission_overrides" USING btree ("service_id",coalesce("technician_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
-- Hand-written below this line (decision 221).
-- Append-only ledgers (design invariant 11): payments, refunds, voids, sale lines, tips and drawer events are
-- never rewritten or deleted, even by a faulty service; a correction is one more row.
CREATE FUNCTION public.checkout_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER sale_lines_append_only BEFORE UPDATE OR DELETE ON public.sale_lines FOR EACH ROW EXECUTE FUNCTION public.checkout_refuse_change();--> statement-breakpoint
CREATE TRIGGER sale_tips_append_only BEFORE UPDATE OR DELETE ON public.sale_tips FOR EACH ROW EXECUTE FUNCTION public.checkout_refuse_change();--> statement-breakpoint
CREATE TRIGGER sale_money_events_append_only BEFORE UPDATE OR DELETE ON public.sale_money_events FOR EACH ROW EXECUTE FUNCTION public.checkout_refuse_change();--> statement-breakpoint
CREATE TRIGGER sale_voids_append_only BEFORE UPDATE OR DELETE ON public.sale_voids FOR EACH ROW EXECUTE FUNCTION public.checkout_refuse_change();--> statement-breakpoint
CREATE TRIGGER drawer_events_append_only BEFORE UPDATE OR DELETE ON public.drawer_events FOR EACH ROW EXECUTE FUNCTION public.checkout_refuse_change();
