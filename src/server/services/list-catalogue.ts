/** The public catalogue: categories in menu order, each with its active services. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { categories, services } from '../db/schema.ts';

export interface CatalogueService {
  readonly id: number;
  readonly name: string;
  /** One or two sentences under the name (may be empty). */
  readonly description: string;
  readonly priceThb: number;
  readonly durationMinutes: number;
}

export interface CatalogueCategory {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly services: CatalogueService[];
}

export async function listCatalogue(db: Database): Promise<CatalogueCategory[]> {
  const rows = await db
    .select({
      categoryId: categories.id,
      categoryName: categories.name,
      categorySlug: categories.slug,
      id: services.id,
      name: services.name,
      description: services.description,
      priceThb: services.priceThb,
      durationMinutes: services.durationMinutes,
    })
    .from(categories)
    .innerJoin(services, eq(services.categoryId, categories.id))
    .where(eq(services.active, true))
    .orderBy(asc(categories.sortOrder), asc(categories.id), asc(services.sortOrder), asc(services.id));

  const byCategory = new Map<number, CatalogueCategory>();
  for (const row of rows) {
    let category = byCategory.get(row.categoryId);
    if (!category) {
      category = { id: row.categoryId, name: row.categoryName, slug: row.categorySlug, services: [] };
      byCategory.set(row.categoryId, category);
    }
    category.services.push({
      id: row.id,
      name: row.name,
      description: row.description,
      priceThb: row.priceThb,
      durationMinutes: row.durationMinutes,
    });
  }
  return [...byCategory.values()];
}
