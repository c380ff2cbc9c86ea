/**
 * The whole menu as the owner edits it: every category in menu
 * order, empty ones included, each with all its services, hidden ones
 * included, with the versions a save must name and how many appointments
 * reference each service (a referenced service can be hidden, not deleted),
 * and the Thai, Russian and Chinese texts (decision 174).
 */
import { asc, count, eq } from 'drizzle-orm';
import {
  categoryTranslationsOf,
  serviceTranslationsOf,
  type CategoryTranslations,
  type ServiceTranslations,
} from '../../../domain/menu-translations.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointmentServices, categories, services } from '../../db/schema.ts';

export interface MenuEditorService {
  readonly id: number;
  readonly categoryId: number;
  readonly name: string;
  readonly description: string;
  readonly durationMinutes: number;
  readonly priceThb: number;
  readonly visible: boolean;
  readonly version: number;
  /** Appointments (of any status, past or future) that list this service. */
  readonly appointmentCount: number;
  /** Name and description in th, ru, zh; '' where not translated (decision 174). */
  readonly translations: ServiceTranslations;
}

export interface MenuEditorCategory {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly version: number;
  /** The name in th, ru, zh; '' where not translated. */
  readonly translations: CategoryTranslations;
  readonly services: MenuEditorService[];
}

export async function listMenu(db: Database | Transaction): Promise<MenuEditorCategory[]> {
  const categoryRows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      version: categories.version,
      translations: categories.translations,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const references = db
    .select({ serviceId: appointmentServices.serviceId, total: count().as('total') })
    .from(appointmentServices)
    .groupBy(appointmentServices.serviceId)
    .as('references');
  const serviceRows = await db
    .select({
      id: services.id,
      categoryId: services.categoryId,
      name: services.name,
      description: services.description,
      durationMinutes: services.durationMinutes,
      priceThb: services.priceThb,
      visible: services.active,
      version: services.version,
      translations: services.translations,
      appointmentCount: references.total,
    })
    .from(services)
    .leftJoin(references, eq(references.serviceId, services.id))
    .orderBy(asc(services.sortOrder), asc(services.id));

  return categoryRows.map((category) => ({
    ...category,
    translations: categoryTranslationsOf(category.translations),
    services: serviceRows
      .filter((service) => service.categoryId === category.id)
      .map((service) => ({
        ...service,
        translations: serviceTranslationsOf(service.translations),
        appointmentCount: Number(service.appointmentCount ?? 0),
      })),
  }));
}
