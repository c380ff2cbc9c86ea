CREATE TABLE "derived"."sale_contributions" (
	"sale_id" uuid NOT NULL,
	"technician_key" uuid NOT NULL,
	"salon_date" date NOT NULL,
	"sold" bigint NOT NULL,
	"refunded" bigint NOT NULL,
	"tips" bigint NOT NULL,
	"tips_refunded" bigint NOT NULL,
	CONSTRAINT "sale_contributions_pkey" PRIMARY KEY("sale_id","technician_key")
);
--> statement-breakpoint
CREATE TABLE "derived"."sale_day_totals" (
	"salon_date" date NOT NULL,
	"technician_key" uuid NOT NULL,
	"sold" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"tips" bigint DEFAULT 0 NOT NULL,
	"tips_refunded" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_day_totals_pkey" PRIMARY KEY("salon_date","technician_key")
);
--> statement-breakpoint
CREATE INDEX "sale_voids_session_idx" ON "sale_voids" USING btree ("drawer_session_id");--> statement-breakpoint
-- Hand-written from here (decision 225): paid revenue per salon day of payment and technician, kept by
-- triggers in the transaction of every write to a sale, its lines, tips, refunds or void. What a sale
-- counts for is recomputed whole from the source rows at each change and swapped for what it counted for
-- before (derived.sale_contributions), so the result never depends on the order rows arrive in (a restore
-- loads tables in name order). The rules are the domain's (src/domain/checkout/paid-revenue.ts): a sale
-- counts on its paid salon date, a voided sale counts nothing, refunds count against the sale's day;
-- these sums are the inputs it subtracts.
CREATE FUNCTION derived.derive_sale(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (DELETE FROM derived.sale_contributions WHERE sale_id = target RETURNING *)
  INSERT INTO derived.sale_day_totals AS t (salon_date, technician_key, sold, refunded, tips, tips_refunded)
  SELECT salon_date, technician_key, -sold, -refunded, -tips, -tips_refunded FROM gone ORDER BY 1, 2
  ON CONFLICT (salon_date, technician_key) DO UPDATE
    SET sold = t.sold + excluded.sold, refunded = t.refunded + excluded.refunded,
        tips = t.tips + excluded.tips, tips_refunded = t.tips_refunded + excluded.tips_refunded;
  WITH counted AS (
    INSERT INTO derived.sale_contributions
                (sale_id, technician_key, salon_date, sold, refunded, tips, tips_refunded)
    SELECT target, coalesce(p.technician_id, '00000000-0000-0000-0000-000000000000'), s.paid_salon_date,
           sum(p.sold), sum(p.refunded), sum(p.tips), sum(p.tips_refunded)
      FROM public.sales s
     CROSS JOIN LATERAL (
           SELECT l.technician_id, l.total AS sold,
                  coalesce((SELECT sum(e.amount) FROM public.sale_money_events e
                             WHERE e.sale_id = s.id AND e.kind = 'refund' AND e.refund_line = l.position), 0)
                    AS refunded,
                  0 AS tips, 0 AS tips_refunded
             FROM public.sale_lines l WHERE l.sale_id = s.id
           UNION ALL
           SELECT t.technician_id, 0, 0, t.amount,
                  coalesce((SELECT sum(e.amount) FROM public.sale_money_events e
                             WHERE e.sale_id = s.id AND e.kind = 'refund'
                               AND e.refund_tip_technician_id = t.technician_id), 0)
             FROM public.sale_tips t WHERE t.sale_id = s.id) p
     WHERE s.id = target AND s.paid_salon_date IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM public.sale_voids v WHERE v.sale_id = s.id)
     GROUP BY 2, 3
    RETURNING *)
  INSERT INTO derived.sale_day_totals AS t (salon_date, technician_key, sold, refunded, tips, tips_refunded)
  SELECT salon_date, technician_key, sold, refunded, tips, tips_refunded FROM counted ORDER BY 1, 2
  ON CONFLICT (salon_date, technician_key) DO UPDATE
    SET sold = t.sold + excluded.sold, refunded = t.refunded + excluded.refunded,
        tips = t.tips + excluded.tips, tips_refunded = t.tips_refunded + excluded.tips_refunded;
END $$;
--> statement-breakpoint
-- From scratch, set-based: for this migration, loads written with the triggers off (the growth
-- benchmark) and TRUNCATE.
CREATE FUNCTION derived.rebuild_sale_rollup() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM derived.sale_contributions;
  DELETE FROM derived.sale_day_totals;
  INSERT INTO derived.sale_contributions (sale_id, technician_key, salon_date, sold, refunded, tips, tips_refunded)
  SELECT p.sale_id, coalesce(p.technician_id, '00000000-0000-0000-0000-000000000000'), p.day,
         sum(p.sold), sum(p.refunded), sum(p.tips), sum(p.tips_refunded)
    FROM (SELECT s.id AS sale_id, s.paid_salon_date AS day, l.technician_id, l.total AS sold,
                 coalesce(r.amount, 0) AS refunded, 0 AS tips, 0 AS tips_refunded
            FROM public.sales s
            JOIN public.sale_lines l ON l.sale_id = s.id
            LEFT JOIN (SELECT sale_id, refund_line, sum(amount) AS amount FROM public.sale_money_events
                        WHERE kind = 'refund' AND refund_line IS NOT NULL GROUP BY 1, 2) r
                   ON r.sale_id = l.sale_id AND r.refund_line = l.position
           WHERE s.paid_salon_date IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM public.sale_voids v WHERE v.sale_id = s.id)
          UNION ALL
          SELECT s.id, s.paid_salon_date, t.technician_id, 0, 0, t.amount, coalesce(r.amount, 0)
            FROM public.sales s
            JOIN public.sale_tips t ON t.sale_id = s.id
            LEFT JOIN (SELECT sale_id, refund_tip_technician_id, sum(amount) AS amount FROM public.sale_money_events
                        WHERE kind = 'refund' AND refund_tip_technician_id IS NOT NULL GROUP BY 1, 2) r
                   ON r.sale_id = t.sale_id AND r.refund_tip_technician_id = t.technician_id
           WHERE s.paid_salon_date IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM public.sale_voids v WHERE v.sale_id = s.id)) p
   GROUP BY 1, 2, 3;
  INSERT INTO derived.sale_day_totals (salon_date, technician_key, sold, refunded, tips, tips_refunded)
  SELECT salon_date, technician_key, sum(sold), sum(refunded), sum(tips), sum(tips_refunded)
    FROM derived.sale_contributions GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT derived.rebuild_sale_rollup();
--> statement-breakpoint
CREATE FUNCTION derived.sale_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM derived.derive_sale(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION derived.sale_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM derived.derive_sale(NEW.sale_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION derived.sale_tables_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM derived.rebuild_sale_rollup();
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Paid (the paid date is set once, by the payment completing the sale, or at once for a sale of ฿0).
CREATE TRIGGER sales_paid_revenue AFTER INSERT OR UPDATE OF paid_salon_date ON public.sales
  FOR EACH ROW EXECUTE FUNCTION derived.sale_row_changed();
--> statement-breakpoint
CREATE TRIGGER sale_lines_paid_revenue AFTER INSERT ON public.sale_lines
  FOR EACH ROW EXECUTE FUNCTION derived.sale_part_changed();
--> statement-breakpoint
CREATE TRIGGER sale_tips_paid_revenue AFTER INSERT ON public.sale_tips
  FOR EACH ROW EXECUTE FUNCTION derived.sale_part_changed();
--> statement-breakpoint
CREATE TRIGGER sale_money_events_paid_revenue AFTER INSERT ON public.sale_money_events
  FOR EACH ROW WHEN (NEW.kind = 'refund') EXECUTE FUNCTION derived.sale_part_changed();
--> statement-breakpoint
CREATE TRIGGER sale_voids_paid_revenue AFTER INSERT ON public.sale_voids
  FOR EACH ROW EXECUTE FUNCTION derived.sale_part_changed();
--> statement-breakpoint
CREATE TRIGGER sales_paid_revenue_truncated AFTER TRUNCATE ON public.sales
  FOR EACH STATEMENT EXECUTE FUNCTION derived.sale_tables_truncated();
--> statement-breakpoint
CREATE TRIGGER sale_lines_paid_revenue_truncated AFTER TRUNCATE ON public.sale_lines
  FOR EACH STATEMENT EXECUTE FUNCTION derived.sale_tables_truncated();
--> statement-breakpoint
CREATE TRIGGER sale_tips_paid_revenue_truncated AFTER TRUNCATE ON public.sale_tips
  FOR EACH STATEMENT EXECUTE FUNCTION derived.sale_tables_truncated();
--> statement-breakpoint
CREATE TRIGGER sale_money_events_paid_revenue_truncated AFTER TRUNCATE ON public.sale_money_events
  FOR EACH STATEMENT EXECUTE FUNCTION derived.sale_tables_truncated();
--> statement-breakpoint
CREATE TRIGGER sale_voids_paid_revenue_truncated AFTER TRUNCATE ON public.sale_voids
  FOR EACH STATEMENT EXECUTE FUNCTION derived.sale_tables_truncated();
