/**
 * The owner's commission rates (Settings, then Commission; decision 255): the salon default (kept on
 * the checkout settings row, as the sale writer reads it), each technician's own rate and the
 * per-treatment overrides, for everyone or one technician. The page is saved whole, with the version
 * of the checkout settings row the owner edited: another save in between (of this page or of the
 * checkout settings) is refused with 409. Rates change only sales written later (decision 220).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CommissionRate } from '../../../domain/checkout/commission.ts';
import type { commissionSettingsInputSchema } from '../../../domain/payroll.ts';
import { payrollMessages } from '../../../domain/payroll.ts';
import { technicianDisplayName } from '../../../domain/technician-name.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  checkoutSettings,
  services,
  staff,
  technicianCommissionRates,
  treatmentCommissionOverrides,
} from '../../db/schema.ts';
import { fieldsRefused } from '../../http/errors.ts';
import { assertCurrentVersion, staleVersion } from '../shared/versions.ts';
import { readCheckoutSettings } from '../checkout/checkout-records.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';

export type CommissionSettings = z.output<typeof commissionSettingsInputSchema>;

type StoredKind = 'percentage' | 'fixed';

function rateOf(kind: StoredKind, value: number): CommissionRate {
  return kind === 'percentage' ? { kind, basisPoints: value } : { kind, amount: value };
}

function storedRate(rate: CommissionRate): { kind: StoredKind; value: number } {
  return rate.kind === 'percentage'
    ? { kind: 'percentage', value: rate.basisPoints }
    : { kind: 'fixed', value: rate.amount };
}

/** What the Commission rates page shows: the rates, and the technicians and treatments to pick from. */
export async function getCommissionSettings(db: Database) {
  const [settings, ownRates, overrides, technicians, treatments] = await Promise.all([
    readCheckoutSettings(db),
    db.select().from(technicianCommissionRates),
    db.select().from(treatmentCommissionOverrides).orderBy(asc(treatmentCommissionOverrides.id)),
    db
      .select({ id: staff.id, email: staff.email, active: staff.active })
      .from(staff)
      .where(eq(staff.isTechnician, true))
      .orderBy(asc(staff.displayOrder), asc(staff.email)),
    db
      .select({ id: services.id, name: services.name, active: services.active })
      .from(services)
      .orderBy(asc(services.name)),
  ]);
  return {
    version: settings.version,
    defaultRate: rateOf(settings.defaultCommissionKind, settings.defaultCommissionValue),
    technicianRates: ownRates.map((row) => ({ technicianId: row.technicianId, rate: rateOf(row.kind, row.value) })),
    overrides: overrides.map((row) => ({
      treatmentId: row.serviceId,
      technicianId: row.technicianId,
      rate: rateOf(row.kind, row.value),
    })),
    technicians: technicians.map((row) => ({
      id: row.id,
      name: technicianDisplayName(row.email),
      active: row.active,
    })),
    treatments: treatments.map((row) => ({ id: row.id, name: row.name, active: row.active })),
  };
}
export type CommissionSettingsView = Awaited<ReturnType<typeof getCommissionSettings>>;

/** Replaces every rate at once, under the checkout settings row's lock and version; answers the rates saved. */
export async function saveCommissionSettings(
  context: Pick<StaffRequestContext, 'db' | 'now'>,
  input: CommissionSettings,
): Promise<CommissionSettingsView> {
  const { db, now } = context;
  await db.transaction(async (tx) => {
    // A missing row is the defaults at version 0; the first save writes it (a concurrent first save waits here).
    await tx.insert(checkoutSettings).values({ id: 1, version: 0 }).onConflictDoNothing();
    const [row] = await tx.select().from(checkoutSettings).where(eq(checkoutSettings.id, 1)).for('update');
    if (!row) throw staleVersion('commission');
    assertCurrentVersion('commission', row.version, input.version);

    const technicianIds = [
      ...new Set([
        ...input.technicianRates.map((rate) => rate.technicianId),
        ...input.overrides.flatMap((override) => (override.technicianId === null ? [] : [override.technicianId])),
      ]),
    ];
    if (technicianIds.length > 0) {
      const known = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(and(inArray(staff.id, technicianIds), eq(staff.isTechnician, true)));
      if (known.length !== technicianIds.length) {
        const field = input.technicianRates.some((rate) => !known.some((entry) => entry.id === rate.technicianId))
          ? 'technicianRates'
          : 'overrides';
        throw fieldsRefused({ [field]: payrollMessages.technician });
      }
    }
    const treatmentIds = [...new Set(input.overrides.map((override) => override.treatmentId))];
    if (treatmentIds.length > 0) {
      const known = await tx.select({ id: services.id }).from(services).where(inArray(services.id, treatmentIds));
      if (known.length !== treatmentIds.length) throw fieldsRefused({ overrides: payrollMessages.treatment });
    }

    const defaultRate = storedRate(input.defaultRate);
    await tx
      .update(checkoutSettings)
      .set({
        defaultCommissionKind: defaultRate.kind,
        defaultCommissionValue: defaultRate.value,
        version: row.version + 1,
        updatedAt: now,
      })
      .where(eq(checkoutSettings.id, 1));
    await tx.delete(technicianCommissionRates);
    if (input.technicianRates.length > 0) {
      await tx
        .insert(technicianCommissionRates)
        .values(
          input.technicianRates.map((entry) => ({ technicianId: entry.technicianId, ...storedRate(entry.rate) })),
        );
    }
    await tx.delete(treatmentCommissionOverrides);
    if (input.overrides.length > 0) {
      await tx.insert(treatmentCommissionOverrides).values(
        input.overrides.map((entry) => ({
          serviceId: entry.treatmentId,
          technicianId: entry.technicianId,
          ...storedRate(entry.rate),
        })),
      );
    }
  });
  return getCommissionSettings(db);
}
