/**
 * The public catalogue: categories in menu order, each with its active services, in one query.
 *
 * In Thai, Russian or Chinese each name and description is the translation the owner entered, or the
 * English text where that one is empty (decision 174): the translations are a jsonb column of the same
 * rows, so a language costs no join. English reads the English columns exactly as before.
 */
import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language.ts';
import type { Database } from '../../db/client.ts';
import { categories, services } from '../../db/schema.ts';

export interface CatalogueService {
  readonly id: number;
  /** The seed catalogue's stable key of a treatment it ships, null for the owner's own (decision 180). */
  readonly key: string | null;
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

/** The text in `language`, or the English column when that translation is missing or empty. */
export function inLanguage(
  language: Language,
  translations: AnyColumn,
  field: 'name' | 'description',
  english: AnyColumn,
) {
  return sql<string>`coalesce(nullif(${translations} -> ${language} ->> ${field}, ''), ${english})`;
}

function textColumns(language: Language): {
  categoryName: typeof categories.name | SQL<string>;
  name: typeof services.name | SQL<string>;
  description: typeof services.description | SQL<string>;
} {
  if (language === 'en') {
    return { categoryName: categories.name, name: services.name, description: services.description };
  }
  return {
    categoryName: inLanguage(language, categories.translations, 'name', categories.name),
    name: inLanguage(language, services.translations, 'name', services.name),
    description: inLanguage(language, services.translations, 'description', services.description),
  };
}

export async function listCatalogue(db: Database, language: Language = DEFAULT_LANGUAGE): Promise<CatalogueCategory[]> {
  const text = textColumns(language);
  const rows = await db
    .select({
      categoryId: categories.id,
      categoryName: text.categoryName,
      categorySlug: categories.slug,
      id: services.id,
      key: services.catalogueKey,
      name: text.name,
      description: text.description,
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
      key: row.key,
      name: row.name,
      description: row.description,
      priceThb: row.priceThb,
      durationMinutes: row.durationMinutes,
    });
  }
  return [...byCategory.values()];
}
