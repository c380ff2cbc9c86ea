CREATE SCHEMA "derived";
--> statement-breakpoint
CREATE TABLE "derived"."appointment_day_services" (
	"appointment_date" date NOT NULL,
	"technician_key" uuid NOT NULL,
	"service_name" text NOT NULL,
	"times" integer DEFAULT 0 NOT NULL,
	"total_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_day_services_pkey" PRIMARY KEY("appointment_date","technician_key","service_name")
);
--> statement-breakpoint
CREATE TABLE "derived"."appointment_day_totals" (
	"appointment_date" date NOT NULL,
	"technician_key" uuid NOT NULL,
	"appointment_count" integer DEFAULT 0 NOT NULL,
	"total_minutes" integer DEFAULT 0 NOT NULL,
	"revenue_thb" integer DEFAULT 0 NOT NULL,
	"no_show_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_day_totals_pkey" PRIMARY KEY("appointment_date","technician_key")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "service_names" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "service_minutes" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "services_price_thb" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written from here (decision 044): the derived columns and tables are kept by these triggers in
-- the transaction of every write, whichever code path makes it (bookings, staff edits, moves, restores).
-- The backfill runs before the triggers exist, so it is one set-based pass.
UPDATE "appointments" a
   SET "service_names" = l.names, "service_minutes" = l.minutes, "services_price_thb" = l.price
  FROM (SELECT appointment_id, array_agg(service_name ORDER BY id) AS names,
               array_agg(duration_minutes ORDER BY id) AS minutes, sum(price_thb)::integer AS price
          FROM "appointment_services" GROUP BY appointment_id) l
 WHERE a.id = l.appointment_id;
--> statement-breakpoint
-- The rollup from the appointments' own columns, from scratch. For loads written with the triggers off
-- (session_replication_role = replica: the growth benchmark) and for this migration.
CREATE FUNCTION derived.rebuild_appointment_rollup() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM derived.appointment_day_totals;
  DELETE FROM derived.appointment_day_services;
  INSERT INTO derived.appointment_day_totals
              (appointment_date, technician_key, appointment_count, total_minutes, revenue_thb, no_show_count)
  SELECT a.appointment_date, coalesce(a.technician_id, '00000000-0000-0000-0000-000000000000'),
         count(*) FILTER (WHERE a.status IN ('pending', 'confirmed', 'completed')),
         coalesce(sum((SELECT coalesce(sum(m), 0) FROM unnest(a.service_minutes) m))
                  FILTER (WHERE a.status IN ('pending', 'confirmed', 'completed')), 0),
         coalesce(sum((a.services_price_thb * (100 - a.discount_percentage) + 50) / 100)
                  FILTER (WHERE a.status IN ('pending', 'confirmed', 'completed')), 0),
         count(*) FILTER (WHERE a.status = 'no_show')
    FROM public.appointments a
   WHERE a.status IN ('pending', 'confirmed', 'completed', 'no_show')
   GROUP BY 1, 2;
  INSERT INTO derived.appointment_day_services (appointment_date, technician_key, service_name, times, total_minutes)
  SELECT a.appointment_date, coalesce(a.technician_id, '00000000-0000-0000-0000-000000000000'), l.name,
         count(*), sum(l.minutes)
    FROM public.appointments a, unnest(a.service_names, a.service_minutes) AS l(name, minutes)
   WHERE a.status IN ('pending', 'confirmed', 'completed')
   GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
SELECT derived.rebuild_appointment_rollup();
--> statement-breakpoint
-- The three derived columns of an appointment, always from its lines as they are now: on insert, and
-- whenever a statement names one of them (the line triggers below do, to say "the lines changed").
CREATE FUNCTION derived.derive_appointment_services() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(array_agg(s.service_name ORDER BY s.id), '{}'),
         coalesce(array_agg(s.duration_minutes ORDER BY s.id), '{}'),
         coalesce(sum(s.price_thb), 0)
    INTO NEW.service_names, NEW.service_minutes, NEW.services_price_thb
    FROM public.appointment_services s
   WHERE s.appointment_id = NEW.id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_derive_services
  BEFORE INSERT OR UPDATE OF service_names, service_minutes, services_price_thb ON public.appointments
  FOR EACH ROW EXECUTE FUNCTION derived.derive_appointment_services();
--> statement-breakpoint
-- Moves one appointment's contribution in the rollup: what the row counted for before (OLD) is taken
-- out and what it counts for now (NEW) is put in, in one upsert per table, keys in sorted order (so
-- two writers lock rollup rows in the same order). The rules are those of appointment-stats.ts: pending,
-- confirmed and completed count; no-shows are counted apart; revenue is each appointment's total after
-- its discount, rounded half up to the baht like priceAfterDiscount.
CREATE FUNCTION derived.roll_up_appointment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  no_technician constant uuid := '00000000-0000-0000-0000-000000000000';
  was_day date; was_technician uuid; was_status text; was_discount integer; was_price integer;
  was_names text[]; was_minutes integer[];
  now_day date; now_technician uuid; now_status text; now_discount integer; now_price integer;
  now_names text[]; now_minutes integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_day := OLD.appointment_date; was_technician := coalesce(OLD.technician_id, no_technician);
    was_status := OLD.status; was_discount := OLD.discount_percentage; was_price := OLD.services_price_thb;
    was_names := OLD.service_names; was_minutes := OLD.service_minutes;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    now_day := NEW.appointment_date; now_technician := coalesce(NEW.technician_id, no_technician);
    now_status := NEW.status; now_discount := NEW.discount_percentage; now_price := NEW.services_price_thb;
    now_names := NEW.service_names; now_minutes := NEW.service_minutes;
  END IF;

  INSERT INTO derived.appointment_day_totals AS t
              (appointment_date, technician_key, appointment_count, total_minutes, revenue_thb, no_show_count)
  SELECT c.day, c.technician, sum(c.appointments), sum(c.minutes), sum(c.revenue), sum(c.no_shows)
    FROM (SELECT v.day, v.technician,
                 CASE WHEN v.counts THEN v.sign ELSE 0 END AS appointments,
                 CASE WHEN v.counts THEN v.sign * (SELECT coalesce(sum(m), 0) FROM unnest(v.minutes) m) ELSE 0 END
                   AS minutes,
                 CASE WHEN v.counts THEN v.sign * ((v.price * (100 - v.discount) + 50) / 100) ELSE 0 END AS revenue,
                 CASE WHEN v.status = 'no_show' THEN v.sign ELSE 0 END AS no_shows
            FROM (SELECT *, status IN ('pending', 'confirmed', 'completed') AS counts
                    FROM (VALUES (-1, was_day, was_technician, was_status, was_discount, was_price, was_minutes),
                                 (1, now_day, now_technician, now_status, now_discount, now_price, now_minutes))
                         AS contribution(sign, day, technician, status, discount, price, minutes)
                   WHERE day IS NOT NULL) v) c
   GROUP BY c.day, c.technician
  HAVING sum(c.appointments) <> 0 OR sum(c.minutes) <> 0 OR sum(c.revenue) <> 0 OR sum(c.no_shows) <> 0
   ORDER BY c.day, c.technician
  ON CONFLICT (appointment_date, technician_key) DO UPDATE
     SET appointment_count = t.appointment_count + excluded.appointment_count,
         total_minutes = t.total_minutes + excluded.total_minutes,
         revenue_thb = t.revenue_thb + excluded.revenue_thb,
         no_show_count = t.no_show_count + excluded.no_show_count;

  INSERT INTO derived.appointment_day_services AS t (appointment_date, technician_key, service_name, times, total_minutes)
  SELECT v.day, v.technician, l.name, sum(v.sign), sum(v.sign * l.minutes)
    FROM (VALUES (-1, was_day, was_technician, was_status, was_names, was_minutes),
                 (1, now_day, now_technician, now_status, now_names, now_minutes))
         AS v(sign, day, technician, status, names, minutes),
         unnest(v.names, v.minutes) AS l(name, minutes)
   WHERE v.status IN ('pending', 'confirmed', 'completed')
   GROUP BY v.day, v.technician, l.name
  HAVING sum(v.sign) <> 0 OR sum(v.sign * l.minutes) <> 0
   ORDER BY v.day, v.technician, l.name
  ON CONFLICT (appointment_date, technician_key, service_name) DO UPDATE
     SET times = t.times + excluded.times, total_minutes = t.total_minutes + excluded.total_minutes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_roll_up AFTER INSERT OR DELETE ON public.appointments
  FOR EACH ROW EXECUTE FUNCTION derived.roll_up_appointment();
--> statement-breakpoint
-- Only changes the statistics depend on (not a note, a customer link or a version bump).
CREATE TRIGGER appointments_roll_up_change AFTER UPDATE ON public.appointments
  FOR EACH ROW WHEN ((OLD.appointment_date, OLD.technician_id, OLD.status, OLD.discount_percentage,
                      OLD.services_price_thb, OLD.service_names, OLD.service_minutes)
                     IS DISTINCT FROM (NEW.appointment_date, NEW.technician_id, NEW.status, NEW.discount_percentage,
                                       NEW.services_price_thb, NEW.service_names, NEW.service_minutes))
  EXECUTE FUNCTION derived.roll_up_appointment();
--> statement-breakpoint
-- Once per statement that adds, removes or changes service lines: their appointments derive their
-- columns again (appointments_derive_services), which moves the difference into the rollup
-- (appointments_roll_up_change). An appointment deleted with its lines is gone already: its own
-- delete took its contribution out. `= ANY (ARRAY(…))` keeps the lookup on the primary key whatever
-- the planner guesses about the statement's rows.
CREATE FUNCTION derived.derive_after_line_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE public.appointments SET service_names = service_names
     WHERE id = ANY (ARRAY(SELECT appointment_id FROM changed_lines UNION SELECT appointment_id FROM replaced_lines));
  ELSE
    UPDATE public.appointments SET service_names = service_names
     WHERE id = ANY (ARRAY(SELECT DISTINCT appointment_id FROM changed_lines));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointment_services_derive_insert AFTER INSERT ON public.appointment_services
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION derived.derive_after_line_change();
--> statement-breakpoint
CREATE TRIGGER appointment_services_derive_delete AFTER DELETE ON public.appointment_services
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION derived.derive_after_line_change();
--> statement-breakpoint
CREATE TRIGGER appointment_services_derive_update AFTER UPDATE ON public.appointment_services
  REFERENCING OLD TABLE AS replaced_lines NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION derived.derive_after_line_change();
--> statement-breakpoint
-- TRUNCATE fires no row triggers (the test suite empties tables this way).
CREATE FUNCTION derived.derive_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'appointments' THEN
    DELETE FROM derived.appointment_day_totals;
    DELETE FROM derived.appointment_day_services;
  ELSE
    UPDATE public.appointments SET service_names = service_names
     WHERE cardinality(service_names) > 0 OR services_price_thb <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_derive_truncate AFTER TRUNCATE ON public.appointments
  FOR EACH STATEMENT EXECUTE FUNCTION derived.derive_after_truncate();
--> statement-breakpoint
CREATE TRIGGER appointment_services_derive_truncate AFTER TRUNCATE ON public.appointment_services
  FOR EACH STATEMENT EXECUTE FUNCTION derived.derive_after_truncate();
