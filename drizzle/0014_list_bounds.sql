-- Admin lists bounded at any history (decision 210): the customers' name order and prefix, fragment
-- search on customers, short dashboard searches by name prefix, the dashboard order with its id, the outbox newest first.
DROP INDEX "appointments_date_start_idx";--> statement-breakpoint
CREATE INDEX "appointments_name_prefix_idx" ON "appointments" USING btree ((lower("customer_name") collate "C"));--> statement-breakpoint
CREATE INDEX "customers_name_order_idx" ON "customers" USING btree ((lower("name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_key_trgm_idx" ON "customers" USING gin ("email_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_key_trgm_idx" ON "customers" USING gin ("phone_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_status_created_idx" ON "outbox" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_date_start_idx" ON "appointments" USING btree ("appointment_date","start_time","id");