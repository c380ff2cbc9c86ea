/**
 * The salon's public facts as they are now: the owner's details and
 * weekly hours (defaults: src/config/salon.ts with its environment overrides)
 * and the closures of the coming UPCOMING_CLOSURE_DAYS days, and the owner's
 * placed photos, own words on the pages, and whether WhatsApp updates are offered. Read on every
 * public page render, by GET /api/salon and by the mail worker, so a change
 * saved by any server process shows on the next request everywhere.
 */
import { and, asc, gte, lte } from 'drizzle-orm';
import type { SalonConfig } from '../../../config/salon.ts';
import { addDays } from '../../../domain/calendar.ts';
import { UPCOMING_CLOSURE_DAYS, type SalonFacts } from '../../../domain/salon-facts.ts';
import { salonToday } from '../../../domain/salon-time.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { closures, whatsappChannel } from '../../db/schema.ts';
import { readSitePhotos } from '../content/site-photos.ts';
import { readPublicDepositRules } from '../deposits/public-deposit-rules.ts';
import { readSalonSettings } from './salon-settings-store.ts';

export interface ReadSalonFactsOptions {
  readonly db: Database | Transaction;
  readonly salon: SalonConfig;
  readonly now: Date;
}

export async function readSalonFacts({ db, salon, now }: ReadSalonFactsOptions): Promise<SalonFacts> {
  const today = salonToday(now, salon.timeZone);
  // One after the other: inside a transaction the statements share one connection.
  const settings = await readSalonSettings(db, salon);
  const upcoming = await db
    .select({
      date: closures.date,
      fromMinute: closures.fromMinute,
      toMinute: closures.toMinute,
      reason: closures.reason,
      translations: closures.translations,
    })
    .from(closures)
    .where(and(gte(closures.date, today), lte(closures.date, addDays(today, UPCOMING_CLOSURE_DAYS))))
    .orderBy(asc(closures.date), asc(closures.fromMinute));
  const photos = await readSitePhotos(db);
  const whatsapp = (await db.select({ id: whatsappChannel.id }).from(whatsappChannel).limit(1)).length > 0;
  const deposits = await readPublicDepositRules(db);
  return {
    details: settings.details.value,
    hours: settings.hours.value,
    closures: upcoming,
    photos,
    ...(deposits ? { deposits } : {}),
    pageTexts: settings.pageTexts.value,
    whatsapp,
  };
}
