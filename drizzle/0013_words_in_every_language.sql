ALTER TABLE "closures" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "catalogue_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "services_catalogue_key_unique" ON "services" USING btree ("catalogue_key");--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_translations_object" CHECK (jsonb_typeof("closures"."translations") = 'object');
--> statement-breakpoint
-- Hand-written from here (decisions 180, 181): an existing database whose services still carry the seed menu's
-- English names gets each one's stable key (how the home page finds its favourites in every language) and,
-- where the owner has not written one, the seed's English description (English is every language's fallback).
-- Renamed services keep no key and their text; it runs once, so an owner who later clears a description keeps
-- it cleared. words-in-every-language-migration.db.test.ts checks these texts equal the seed's.
UPDATE "services" t
   SET "catalogue_key" = seed.catalogue_key,
       "description" = CASE WHEN t."description" = '' THEN seed.description ELSE t."description" END
  FROM (VALUES
  ('Classic Manicure', 'classic-manicure', 'Shaped nails, gentle cuticle care and a coat of classic polish in the shade you love.'),
  ('Classic Pedicure', 'classic-pedicure', 'A warm soak, tidy nails and cuticles, softly smoothed heels and a coat of classic polish.'),
  ('Manicure (French Nails)', 'manicure-french-nails', 'The timeless French finish: neatly shaped nails with crisp white tips that suit every look.'),
  ('Gel Polish Manicure', 'gel-polish-manicure', 'A glossy gel polish finish that stays flawless and chip-free for two to three weeks.'),
  ('Gel Polish Pedicure', 'gel-polish-pedicure', 'Careful toenail care finished with gel polish that keeps its shine for weeks.'),
  ('Gel French Manicure', 'gel-french-manicure', 'The classic French tip in gel: glossy, precise and far longer-lasting than ordinary polish.'),
  ('Chrome Nails', 'chrome-nails', 'A mirror-bright metallic sheen, with chrome powder sealed over gel polish.'),
  ('Acrylic Refill', 'acrylic-refill', 'We fill the grown-out area at the cuticle and refresh the shape; best every two to three weeks.'),
  ('Acrylic Full Set', 'acrylic-full-set', 'A new set of acrylic nails in the length and shape you choose: strong and natural-looking.'),
  ('Classic Lashes', 'classic-lashes', 'One extension on each of your own lashes: a natural look, noticeably more defined.'),
  ('Lash Refill (within 3 weeks)', 'lash-refill-within-3-weeks', 'We replace the lashes that have shed so your set looks full again; for extensions up to three weeks old.'),
  ('Wet Look Lashes', 'wet-look-lashes', 'Lashes gathered into glossy spikes, as if you had just stepped out of the sea.'),
  ('Natural Volume Lashes (3D)', 'natural-volume-lashes-3d', 'Light fans of three lashes on each of your own: soft volume that still looks natural.'),
  ('Hybrid Lashes', 'hybrid-lashes', 'Classic and volume lashes blended for a fluffy, textured look that is never too heavy.'),
  ('Russian Volume Lashes', 'russian-volume-lashes', 'The finest lashes, hand-made into fans: a lush, striking look that still feels light.'),
  ('Kim K Style Lashes', 'kim-k-style-lashes', 'Spikes of varying length for a bold, red-carpet gaze.'),
  ('Mega Volume Lashes', 'mega-volume-lashes', 'The fullest density and deepest colour, for those who love the most dramatic eyes.'),
  ('Underarm Waxing', 'underarm-waxing', 'Quick and gentle, for smooth underarms that last for weeks.'),
  ('Half Leg Waxing', 'half-leg-waxing', 'From knee to ankle, leaving legs smooth for weeks.'),
  ('Full Arm Waxing', 'full-arm-waxing', 'The whole arm, shoulder to wrist, for soft and smooth skin.'),
  ('Bikini Line Waxing', 'bikini-line-waxing', 'A neat line along the edge of your swimwear, ready for the beach.'),
  ('Full Leg Waxing', 'full-leg-waxing', 'The whole leg, from thigh to ankle, smooth for weeks to come.'),
  ('Brazilian Waxing', 'brazilian-waxing', 'Almost all hair removed from the bikini area, with a neat strip at the front if you wish.'),
  ('Hollywood Waxing', 'hollywood-waxing', 'All hair removed from the bikini area for perfectly smooth skin.'),
  ('Hand Scrub SPA', 'hand-scrub-spa', 'A gentle scrub renews the skin, then a fragrant lotion leaves your hands soft and hydrated.'),
  ('Foot Scrub SPA', 'foot-scrub-spa', 'A scrub that softens rough skin on feet and heels, followed by a moisturising finish.'),
  ('Hand & Arm Massage', 'hand-arm-massage', 'A relaxing massage with fragrant oil that melts away the tiredness of a long day.'),
  ('Paraffin Hand Treatment', 'paraffin-hand-treatment', 'Warm paraffin deeply hydrates, leaving hands instantly soft and smooth.'),
  ('Foot Massage', 'foot-massage', 'A soothing massage that eases tired feet, just what you need after a day of exploring.'),
  ('Paraffin Foot Treatment', 'paraffin-foot-treatment', 'Warm paraffin softens and moisturises the skin of your feet and heels.'),
  ('Spa Manicure', 'spa-manicure', 'A full manicure with an exfoliating scrub, a mask and a relaxing hand massage.'),
  ('Spa Pedicure', 'spa-pedicure', 'A full pedicure with a soak, an exfoliating scrub, a mask and a foot massage.')
  ) AS seed(name, catalogue_key, description)
 WHERE t."name" = seed.name AND t."catalogue_key" IS NULL;
