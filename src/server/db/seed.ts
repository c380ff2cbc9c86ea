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

/** Whether the menu has its translations columns yet (migration 0011); an older level is seeded in English. */
async function hasMenuTranslations(tx: Transaction): Promise<boolean> {
  const rows = rowsOf<{ present: boolean }>(
    await tx.execute(sql`select exists (select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = 'services' and column_name = 'translations') as present`),
  );
  return rows[0]?.present === true;
}

export async function seedDatabase(db: Database, emailDomain: string): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

    const [categoryCount] = await tx.select({ value: count() }).from(categories);
    const categoriesSeeded = (categoryCount?.value ?? 0) === 0;
    if (categoriesSeeded) {
      const translated = await hasMenuTranslations(tx);
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
          await (translated
            ? tx.execute(sql`insert into ${services}
                (category_id, name, price_thb, duration_minutes, sort_order, translations)
                values (${inserted.id}, ${service.name}, ${service.priceThb}, ${service.durationMinutes},
                  ${serviceIndex}, ${translations}::jsonb)`)
            : tx.execute(sql`insert into ${services} (category_id, name, price_thb, duration_minutes, sort_order)
                values (${inserted.id}, ${service.name}, ${service.priceThb}, ${service.durationMinutes}, ${serviceIndex})`));
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
