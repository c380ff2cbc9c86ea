/**
 * Seeds an empty database with the salon's catalogue and its four
 * technicians. Idempotent: runs at every start, writes only into empty
 * tables, and is serialised by an advisory lock so that several processes
 * starting at once on PostgreSQL cannot seed twice.
 */
import { count, sql } from 'drizzle-orm';
import { seedCatalogue, seedTechnicianNames } from './catalogue-data.ts';
import type { Database } from './client.ts';
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

export async function seedDatabase(db: Database, emailDomain: string): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

    const [categoryCount] = await tx.select({ value: count() }).from(categories);
    const categoriesSeeded = (categoryCount?.value ?? 0) === 0;
    if (categoriesSeeded) {
      for (const [categoryIndex, category] of seedCatalogue.entries()) {
        const [inserted] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into ${categories} (name, slug, sort_order)
            values (${category.name}, ${category.slug}, ${categoryIndex}) returning id`),
        );
        if (!inserted) throw new Error(`Seeding category ${category.slug} returned no row`);
        for (const [serviceIndex, service] of category.services.entries()) {
          await tx.execute(sql`insert into ${services} (category_id, name, price_thb, duration_minutes, sort_order)
            values (${inserted.id}, ${service.name}, ${service.priceThb}, ${service.durationMinutes}, ${serviceIndex})`);
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
