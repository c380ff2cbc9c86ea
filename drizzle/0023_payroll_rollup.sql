ALTER TABLE "derived"."sale_contributions" ADD COLUMN "lines" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "derived"."sale_contributions" ADD COLUMN "treatments" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "derived"."sale_contributions" ADD COLUMN "commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "derived"."sale_contributions" ADD COLUMN "tip_payout" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "derived"."sale_day_totals" ADD COLUMN "lines" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "derived"."sale_day_totals" ADD COLUMN "treatments" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "derived"."sale_day_totals" ADD COLUMN "commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "derived"."sale_day_totals" ADD COLUMN "tip_payout" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD COLUMN "commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_money_events" ADD COLUMN "commission_reversed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD COLUMN "share_basis_points" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_tips" ADD COLUMN "payout" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "deposits_kept_idx" ON "deposits" USING btree ("outcome_at") WHERE "deposits"."state" = 'kept';--> statement-breakpoint
-- Hand-written from here (decision 226): payroll from the paid-revenue rollup. Each line keeps the commission it
-- earns as sold (the domain's lineCommission at the till), each tip the owner's share then and its payout, and
-- each refund what it takes back of them; the rollup of 0021 sums them per paid salon day and technician beside
-- its money, so a period's payroll reads days × technicians rows. Backfill for rows written before this
-- migration, with the rounding of the domain's percentageOf (half up; amounts are never negative) written once
-- here for the old rows: commission from the kept rate, tips at the share payroll applied until now (the
-- current one), each refund's take-back in the order refunds were recorded. The tables refuse updates (append-only);
-- only this backfill of the new columns passes.
ALTER TABLE public.sale_lines DISABLE TRIGGER sale_lines_append_only;
--> statement-breakpoint
ALTER TABLE public.sale_tips DISABLE TRIGGER sale_tips_append_only;
--> statement-breakpoint
ALTER TABLE public.sale_money_events DISABLE TRIGGER sale_money_events_append_only;
--> statement-breakpoint
UPDATE public.sale_lines
   SET commission = CASE WHEN total <= 0 THEN 0
                         WHEN commission_kind = 'fixed' THEN commission_value * quantity
                         ELSE ((total::bigint * commission_value + 5000) / 10000)::integer END;
--> statement-breakpoint
UPDATE public.sale_tips
   SET share_basis_points = coalesce((SELECT tip_share_basis_points FROM public.checkout_settings WHERE id = 1), 10000),
       payout = ((amount::bigint * coalesce((SELECT tip_share_basis_points FROM public.checkout_settings WHERE id = 1),
                                            10000) + 5000) / 10000)::integer;
--> statement-breakpoint
WITH refunds AS (
  SELECT e.id, e.amount, l.total, l.quantity, l.commission_kind, l.commission_value,
         coalesce(sum(e.amount) OVER (PARTITION BY e.sale_id, e.refund_line ORDER BY e.id
                                      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
    FROM public.sale_money_events e
    JOIN public.sale_lines l ON l.sale_id = e.sale_id AND l.position = e.refund_line
   WHERE e.kind = 'refund' AND e.refund_line IS NOT NULL),
earned AS (
  SELECT id, CASE WHEN total - before <= 0 THEN 0
                  WHEN commission_kind = 'fixed' THEN commission_value::bigint * quantity
                  ELSE ((total - before)::bigint * commission_value + 5000) / 10000 END
           - CASE WHEN total - before - amount <= 0 THEN 0
                  WHEN commission_kind = 'fixed' THEN commission_value::bigint * quantity
                  ELSE ((total - before - amount)::bigint * commission_value + 5000) / 10000 END AS reversed
    FROM refunds)
UPDATE public.sale_money_events e SET commission_reversed = earned.reversed::integer FROM earned WHERE e.id = earned.id;
--> statement-breakpoint
WITH refunds AS (
  SELECT e.id, e.amount, t.amount AS tip, t.share_basis_points AS share,
         coalesce(sum(e.amount) OVER (PARTITION BY e.sale_id, e.refund_tip_technician_id ORDER BY e.id
                                      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
    FROM public.sale_money_events e
    JOIN public.sale_tips t ON t.sale_id = e.sale_id AND t.technician_id = e.refund_tip_technician_id
   WHERE e.kind = 'refund' AND e.refund_tip_technician_id IS NOT NULL),
earned AS (
  SELECT id, (greatest(tip - before, 0)::bigint * share + 5000) / 10000
             - (greatest(tip - before - amount, 0)::bigint * share + 5000) / 10000 AS reversed
    FROM refunds)
UPDATE public.sale_money_events e SET commission_reversed = earned.reversed::integer FROM earned WHERE e.id = earned.id;
--> statement-breakpoint
ALTER TABLE public.sale_lines ENABLE TRIGGER sale_lines_append_only;
--> statement-breakpoint
ALTER TABLE public.sale_tips ENABLE TRIGGER sale_tips_append_only;
--> statement-breakpoint
ALTER TABLE public.sale_money_events ENABLE TRIGGER sale_money_events_append_only;
--> statement-breakpoint
-- The sale's part now also carries payroll's figures: lines counted (a void sale counts none), treatments still
-- sold (payroll's rule: a treatment line not refunded in full), commission and tip payout less take-backs. The
-- database only adds; every amount was computed by the domain when its row was written.
CREATE OR REPLACE FUNCTION derived.derive_sale(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (DELETE FROM derived.sale_contributions WHERE sale_id = target RETURNING *)
  INSERT INTO derived.sale_day_totals AS t (salon_date, technician_key, sold, refunded, tips, tips_refunded,
                                            lines, treatments, commission, tip_payout)
  SELECT salon_date, technician_key, -sold, -refunded, -tips, -tips_refunded, -lines, -treatments, -commission,
         -tip_payout
    FROM gone ORDER BY 1, 2
  ON CONFLICT (salon_date, technician_key) DO UPDATE
    SET sold = t.sold + excluded.sold, refunded = t.refunded + excluded.refunded,
        tips = t.tips + excluded.tips, tips_refunded = t.tips_refunded + excluded.tips_refunded,
        lines = t.lines + excluded.lines, treatments = t.treatments + excluded.treatments,
        commission = t.commission + excluded.commission, tip_payout = t.tip_payout + excluded.tip_payout;
  WITH counted AS (
    INSERT INTO derived.sale_contributions
                (sale_id, technician_key, salon_date, sold, refunded, tips, tips_refunded, lines, treatments,
                 commission, tip_payout)
    SELECT target, coalesce(p.technician_id, '00000000-0000-0000-0000-000000000000'), s.paid_salon_date,
           sum(p.sold), sum(p.refunded), sum(p.tips), sum(p.tips_refunded), sum(p.lines), sum(p.treatments),
           sum(p.commission), sum(p.tip_payout)
      FROM public.sales s
     CROSS JOIN LATERAL (
           SELECT l.technician_id, l.total AS sold, r.amount AS refunded, 0 AS tips, 0 AS tips_refunded,
                  1 AS lines,
                  CASE WHEN l.kind = 'treatment' AND l.total > r.amount THEN l.quantity::integer ELSE 0 END
                    AS treatments,
                  l.commission - r.reversed AS commission, 0 AS tip_payout
             FROM public.sale_lines l
            CROSS JOIN LATERAL (
                  SELECT coalesce(sum(e.amount), 0)::integer AS amount,
                         coalesce(sum(e.commission_reversed), 0)::integer AS reversed
                    FROM public.sale_money_events e
                   WHERE e.sale_id = s.id AND e.kind = 'refund' AND e.refund_line = l.position) r
            WHERE l.sale_id = s.id
           UNION ALL
           SELECT t.technician_id, 0, 0, t.amount, r.amount, 0, 0, 0, t.payout - r.reversed
             FROM public.sale_tips t
            CROSS JOIN LATERAL (
                  SELECT coalesce(sum(e.amount), 0)::integer AS amount,
                         coalesce(sum(e.commission_reversed), 0)::integer AS reversed
                    FROM public.sale_money_events e
                   WHERE e.sale_id = s.id AND e.kind = 'refund' AND e.refund_tip_technician_id = t.technician_id) r
            WHERE t.sale_id = s.id) p
     WHERE s.id = target AND s.paid_salon_date IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM public.sale_voids v WHERE v.sale_id = s.id)
     GROUP BY 2, 3
    RETURNING *)
  INSERT INTO derived.sale_day_totals AS t (salon_date, technician_key, sold, refunded, tips, tips_refunded,
                                            lines, treatments, commission, tip_payout)
  SELECT salon_date, technician_key, sold, refunded, tips, tips_refunded, lines, treatments, commission, tip_payout
    FROM counted ORDER BY 1, 2
  ON CONFLICT (salon_date, technician_key) DO UPDATE
    SET sold = t.sold + excluded.sold, refunded = t.refunded + excluded.refunded,
        tips = t.tips + excluded.tips, tips_refunded = t.tips_refunded + excluded.tips_refunded,
        lines = t.lines + excluded.lines, treatments = t.treatments + excluded.treatments,
        commission = t.commission + excluded.commission, tip_payout = t.tip_payout + excluded.tip_payout;
END $$;
--> statement-breakpoint
-- From scratch, set-based (one INSERT … SELECT … GROUP BY per table): this migration's backfill, a restore's
-- rebuild after loading the sales' tables with their triggers off, the growth benchmark, and TRUNCATE.
CREATE OR REPLACE FUNCTION derived.rebuild_sale_rollup() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM derived.sale_contributions;
  DELETE FROM derived.sale_day_totals;
  INSERT INTO derived.sale_contributions (sale_id, technician_key, salon_date, sold, refunded, tips, tips_refunded,
                                          lines, treatments, commission, tip_payout)
  SELECT p.sale_id, coalesce(p.technician_id, '00000000-0000-0000-0000-000000000000'), p.day,
         sum(p.sold), sum(p.refunded), sum(p.tips), sum(p.tips_refunded), sum(p.lines), sum(p.treatments),
         sum(p.commission), sum(p.tip_payout)
    FROM (SELECT s.id AS sale_id, s.paid_salon_date AS day, l.technician_id, l.total AS sold,
                 coalesce(r.amount, 0) AS refunded, 0 AS tips, 0 AS tips_refunded, 1 AS lines,
                 CASE WHEN l.kind = 'treatment' AND l.total > coalesce(r.amount, 0) THEN l.quantity::integer ELSE 0 END
                   AS treatments,
                 l.commission - coalesce(r.reversed, 0) AS commission, 0 AS tip_payout
            FROM public.sales s
            JOIN public.sale_lines l ON l.sale_id = s.id
            LEFT JOIN (SELECT sale_id, refund_line, sum(amount)::integer AS amount,
                              sum(commission_reversed)::integer AS reversed
                         FROM public.sale_money_events
                        WHERE kind = 'refund' AND refund_line IS NOT NULL GROUP BY 1, 2) r
                   ON r.sale_id = l.sale_id AND r.refund_line = l.position
           WHERE s.paid_salon_date IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM public.sale_voids v WHERE v.sale_id = s.id)
          UNION ALL
          SELECT s.id, s.paid_salon_date, t.technician_id, 0, 0, t.amount, coalesce(r.amount, 0), 0, 0, 0,
                 t.payout - coalesce(r.reversed, 0)
            FROM public.sales s
            JOIN public.sale_tips t ON t.sale_id = s.id
            LEFT JOIN (SELECT sale_id, refund_tip_technician_id, sum(amount)::integer AS amount,
                              sum(commission_reversed)::integer AS reversed
                         FROM public.sale_money_events
                        WHERE kind = 'refund' AND refund_tip_technician_id IS NOT NULL GROUP BY 1, 2) r
                   ON r.sale_id = t.sale_id AND r.refund_tip_technician_id = t.technician_id
           WHERE s.paid_salon_date IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM public.sale_voids v WHERE v.sale_id = s.id)) p
   GROUP BY 1, 2, 3;
  INSERT INTO derived.sale_day_totals (salon_date, technician_key, sold, refunded, tips, tips_refunded, lines,
                                       treatments, commission, tip_payout)
  SELECT salon_date, technician_key, sum(sold), sum(refunded), sum(tips), sum(tips_refunded), sum(lines),
         sum(treatments), sum(commission), sum(tip_payout)
    FROM derived.sale_contributions GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT derived.rebuild_sale_rollup();
