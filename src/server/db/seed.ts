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

export async function seedDatabase(db: Database, emailDomain: string): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

    const [categoryCount] = await tx.select({ value: count() }).from(categories);
    const categoriesSeeded = (categoryCount?.value ?? 0) === 0;
    if (categoriesSeeded) {
      for (const [categoryIndex, category] of seedCatalogue.entries()) {
        const [inserted] = await tx
          .insert(categories)
          .values({ name: category.name, slug: category.slug, sortOrder: categoryIndex })
          .returning({ id: categories.id });
        if (!inserted) throw new Error(`Seeding category ${category.slug} returned no row`);
        await tx.insert(services).values(
          category.services.map((service, serviceIndex) => ({
            categoryId: inserted.id,
            name: service.name,
            priceThb: service.priceThb,
            durationMinutes: service.durationMinutes,
            sortOrder: serviceIndex,
          })),
        );
      }
    }

    const [staffCount] = await tx.select({ value: count() }).from(staff);
    const techniciansSeeded = (staffCount?.value ?? 0) === 0;
    if (techniciansSeeded) {
      await tx.insert(staff).values(
        seedTechnicianNames.map((name, index) => ({
          email: `${name}@${emailDomain}`,
          isTechnician: true,
          displayOrder: index + 1,
        })),
      );
    }
    return { categoriesSeeded, techniciansSeeded };
  });
}
