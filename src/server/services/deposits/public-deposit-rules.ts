/**
 * The deposit rules as the booking page needs them, travelling with the salon's facts: absent while
 * deposits are off (the page then loads no deposit code at all), and the treatments of the owner's
 * chosen categories spelled out as treatments, so the page decides with the same domain function as
 * the server without knowing the menu's categories.
 */
import { inArray } from 'drizzle-orm';
import type { PublicDepositRules } from '../../../domain/deposits/public-deposit-rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { services } from '../../db/schema.ts';
import { readDepositSettings } from './deposit-settings.ts';

export async function readPublicDepositRules(db: Database | Transaction): Promise<PublicDepositRules | null> {
  const { rules } = await readDepositSettings(db);
  if (!rules.enabled) return null;
  const inCategories =
    rules.categoryIds.length === 0
      ? []
      : await db
          .select({ id: services.id })
          .from(services)
          .where(inArray(services.categoryId, [...rules.categoryIds]));
  return {
    serviceIds: [...new Set([...rules.serviceIds, ...inCategories.map((row) => row.id)])].sort((a, b) => a - b),
    aboveSatang: rules.aboveSatang,
    noShowRule: rules.noShowMonths !== null,
    amount: rules.amount,
    payWithinMinutes: rules.payWithinMinutes,
    refundCutoffHours: rules.refundCutoffHours,
  };
}
