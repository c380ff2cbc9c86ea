/**
 * Seeds an empty database with the salon's catalogue (with its Thai, Russian
 * and Chinese texts, decision 174) and its four technicians. Idempotent: runs at every start, writes only into empty
 * tables, and is serialised by an advisory lock so that several processes
 * starting at once on PostgreSQL cannot seed twice.
 */
import { count, sql } from 'drizzle-orm';
import { storedTranslations } from '../../domain/menu-translations.ts';
import { seedCatalogue, seedTechnicianNames } from './catalogue-data.ts';
import type { Database, Transaction } from './client.ts';
import { categories, services, staff } from './schema.ts';

const SEED_LOCK_KEY = 7_246_002;

export interface SeedResult {
  readonly categoriesSeeded: boolean;
  readonly techniciansSeeded: boolean;
}

/**
 * The seed names only the columns it sets, in plain SQL, rather than through drizzle's insert (which
 * lists every column of today's schema): so it also seeds a database at an earlier schema level, as the
 * upgrade and restore tests build one, whatever columns later migrations add.
 */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Whether `services` has this column yet: an older schema level is seeded with the columns it has. */
async function servicesHaveColumn(tx: Transaction, column: 'translations' | 'catalogue_key'): Promise<boolean> {
  const rows = rowsOf<{ present: boolean }>(
    await tx.execute(sql`select exists (select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = 'services' and column_name = ${column}) as present`),
  );
  return rows[0]?.present === true;
}

export async function seedDatabase(db: Database, emailDomain: string): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

    const [categoryCount] = await tx.select({ value: count() }).from(categories);
    const categoriesSeeded = (categoryCount?.value ?? 0) === 0;
    if (categoriesSeeded) {
      // Migration 0011 added the translations, 0013 the stable keys. The English descriptions came with 0013
      // too: an older level is seeded as its release did (empty), and 0013 fills them in (the upgrade tests).
      const translated = await servicesHaveColumn(tx, 'translations');
      const keyed = await servicesHaveColumn(tx, 'catalogue_key');
      for (const [categoryIndex, category] of seedCatalogue.entries()) {
        const [inserted] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into ${categories} (name, slug, sort_order)
            values (${category.name}, ${category.slug}, ${categoryIndex}) returning id`),
        );
        if (!inserted) throw new Error(`Seeding category ${category.slug} returned no row`);
        if (translated) {
          await tx.execute(sql`update ${categories}
            set translations = ${JSON.stringify(storedTranslations(category.translations))}::jsonb
            where id = ${inserted.id}`);
        }
        for (const [serviceIndex, service] of category.services.entries()) {
          const translations = JSON.stringify(storedTranslations(service.translations));
          const [row] = rowsOf<{ id: number }>(
            await tx.execute(sql`insert into ${services} (category_id, name, price_thb, duration_minutes, sort_order)
                values (${inserted.id}, ${service.name}, ${service.priceThb}, ${service.durationMinutes},
                  ${serviceIndex}) returning id`),
          );
          if (!row) throw new Error(`Seeding service ${service.key} returned no row`);
          if (translated) {
            await tx.execute(sql`update ${services} set translations = ${translations}::jsonb where id = ${row.id}`);
          }
          // The first schema level has no description column: it and the key are written where 0013 is in.
          if (keyed) {
            await tx.execute(sql`update ${services}
              set catalogue_key = ${service.key}, description = ${service.description} where id = ${row.id}`);
          }
        }
      }
    }

    const [staffCount] = await tx.select({ value: count() }).from(staff);
    const techniciansSeeded = (staffCount?.value ?? 0) === 0;
    if (techniciansSeeded) {
      for (const [index, name] of seedTechnicianNames.entries()) {
        await tx.execute(sql`insert into ${staff} (email, is_technician, display_order)
          values (${`${name}@${emailDomain}`}, true, ${index + 1})`);
      }
    }
    return { categoriesSeeded, techniciansSeeded };
  });
}
