DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "booked_as" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written (decision 211): what each customer booked under, from their appointments, in one set-based
-- pass before the search column and its index exist (so both are computed once).
CREATE FUNCTION derived.customer_booked_as(customer uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(left(string_agg(DISTINCT a.search_text || chr(10) || a.phone_digits, chr(10)), 8000), '')
    FROM public.appointments a
   WHERE a.customer_id = customer
$$;--> statement-breakpoint
CREATE FUNCTION derived.rebuild_customer_search() RETURNS void LANGUAGE sql AS $$
  UPDATE public.customers c SET booked_as = coalesce(s.booked_as, '')
    FROM public.customers k
    LEFT JOIN (SELECT customer_id,
                      left(string_agg(DISTINCT search_text || chr(10) || phone_digits, chr(10)), 8000) AS booked_as
                 FROM public.appointments WHERE customer_id IS NOT NULL GROUP BY customer_id) s
      ON s.customer_id = k.id
   WHERE c.id = k.id AND c.booked_as IS DISTINCT FROM coalesce(s.booked_as, '')
$$;--> statement-breakpoint
SELECT derived.rebuild_customer_search();--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("customers"."name") || chr(10) || coalesce("customers"."email_key", '') || chr(10) || coalesce("customers"."phone_key", '') || chr(10) || "customers"."booked_as") STORED;--> statement-breakpoint
CREATE INDEX "customers_search_text_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Whenever an appointment is written under a customer, leaves one, or changes the name or contacts it was
-- booked under, the customers concerned get their list again from their own appointments (read by
-- appointments_customer_idx: the cost of one customer's history, never the table's). Unchanged lists are
-- not written, so a status change or a move costs one read.
CREATE FUNCTION derived.keep_customer_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customer uuid;
  listed text;
BEGIN
  FOR customer IN
    SELECT DISTINCT affected FROM (VALUES (CASE WHEN TG_OP <> 'INSERT' THEN OLD.customer_id END),
                                          (CASE WHEN TG_OP <> 'DELETE' THEN NEW.customer_id END)) AS v(affected)
     WHERE affected IS NOT NULL
     ORDER BY affected
  LOOP
    listed := derived.customer_booked_as(customer);
    UPDATE public.customers SET booked_as = listed WHERE id = customer AND booked_as IS DISTINCT FROM listed;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER appointments_keep_customer_search
  AFTER INSERT OR DELETE OR UPDATE OF customer_id, customer_name, customer_email, customer_phone ON public.appointments
  FOR EACH ROW EXECUTE FUNCTION derived.keep_customer_search();
