/**
 * What an owner may write into the menu: categories and services,
 * as request schemas shared by the menu editor's forms and the server.
 *
 * Every limit is here, once: a name the menu has room for, a description of a
 * sentence or two, a duration on the 5-minute grid between 5 minutes and 8
 * hours, a whole-baht price up to ฿100,000. Messages are i18n keys
 * (menuEditor namespace): the server answers them in English, the editor
 * translates them next to the field.
 *
 * Edits of an existing category or service carry the `version` the owner
 * loaded: the server refuses a save with 409 when another owner saved the same
 * row in between (docs/decisions/110).
 */
import { z } from 'zod';
import { boundedText, decimalInteger, jsonInteger } from './input-bounds.ts';
import { SUPPORTED_LANGUAGES } from './language.ts';
import { MENU_TRANSLATION_LANGUAGES, type MenuTranslationLanguage } from './menu-translations.ts';

export const MENU_LIMITS = {
  categoryNameMax: 60,
  serviceNameMax: 80,
  descriptionMax: 300,
  durationStep: 5,
  durationMin: 5,
  durationMax: 480,
  priceMin: 0,
  priceMax: 100_000,
} as const;

/** i18n keys (menuEditor namespace). */
export const menuMessages = {
  categoryName: 'menuEditor:validation.categoryName',
  serviceName: 'menuEditor:validation.serviceName',
  description: 'menuEditor:validation.description',
  duration: 'menuEditor:validation.duration',
  price: 'menuEditor:validation.price',
  category: 'menuEditor:validation.category',
  visible: 'menuEditor:validation.visible',
  version: 'menuEditor:validation.version',
  direction: 'menuEditor:validation.direction',
  categoryNotFound: 'menuEditor:validation.categoryNotFound',
  serviceNotFound: 'menuEditor:validation.serviceNotFound',
  translations: 'menuEditor:validation.translations',
  translatedCategoryName: 'menuEditor:validation.translatedCategoryName',
  translatedServiceName: 'menuEditor:validation.translatedServiceName',
  translatedDescription: 'menuEditor:validation.translatedDescription',
} as const;

/** Trimmed, single-line, 1..max characters; inner runs of spaces become one. */
function nameText(message: string, max: number) {
  return boundedText(message, { max: max + 50 })
    .transform((text) => text.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, message).max(max, message));
}

export const categoryNameSchema = nameText(menuMessages.categoryName, MENU_LIMITS.categoryNameMax);
export const serviceNameSchema = nameText(menuMessages.serviceName, MENU_LIMITS.serviceNameMax);

export const descriptionSchema = boundedText(menuMessages.description, { max: MENU_LIMITS.descriptionMax + 50 })
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(z.string().max(MENU_LIMITS.descriptionMax, menuMessages.description));

export const durationSchema = jsonInteger(menuMessages.duration, {
  min: MENU_LIMITS.durationMin,
  max: MENU_LIMITS.durationMax,
}).refine((minutes) => minutes % MENU_LIMITS.durationStep === 0, menuMessages.duration);

export const priceSchema = jsonInteger(menuMessages.price, { min: MENU_LIMITS.priceMin, max: MENU_LIMITS.priceMax });

const version = jsonInteger(menuMessages.version, { min: 1 });
const categoryId = jsonInteger(menuMessages.category, { min: 1 });

/**
 * A translated name (decision 174): like the English one, trimmed and on one line, within the
 * same limit, but it may be empty: empty is "not translated", and the English name is shown instead.
 */
function translatedNameText(message: string, max: number) {
  return boundedText(message, { max: max + 50 })
    .transform((text) => text.trim().replace(/\s+/g, ' '))
    .pipe(z.string().max(max, message));
}

const translatedCategorySchema = z.strictObject(
  { name: translatedNameText(menuMessages.translatedCategoryName, MENU_LIMITS.categoryNameMax).optional().default('') },
  { error: menuMessages.translations },
);
const translatedServiceSchema = z.strictObject(
  {
    name: translatedNameText(menuMessages.translatedServiceName, MENU_LIMITS.serviceNameMax).optional().default(''),
    description: boundedText(menuMessages.translatedDescription, { max: MENU_LIMITS.descriptionMax + 50 })
      .transform((text) => text.trim().replace(/\s+/g, ' '))
      .pipe(z.string().max(MENU_LIMITS.descriptionMax, menuMessages.translatedDescription))
      .optional()
      .default(''),
  },
  { error: menuMessages.translations },
);

/** `{ th?: {...}, ru?: {...}, zh?: {...} }`: any other key (English included) is refused. */
function translationsSchema<Entry extends z.ZodType>(entry: Entry) {
  const shape = Object.fromEntries(
    MENU_TRANSLATION_LANGUAGES.map((language) => [language, entry.optional()]),
  ) as Record<MenuTranslationLanguage, z.ZodOptional<Entry>>;
  return z.strictObject(shape, { error: menuMessages.translations });
}

export const categoryTranslationsSchema = translationsSchema(translatedCategorySchema);
export const serviceTranslationsSchema = translationsSchema(translatedServiceSchema);

/**
 * `translations` may be left out: a new item then has none, an edit keeps the ones it has (so a client
 * that does not know them changes nothing). Sent, it replaces them all; an empty text removes one.
 */
export const createCategorySchema = z.object({
  name: categoryNameSchema,
  translations: categoryTranslationsSchema.optional(),
});
export const renameCategorySchema = z.object({
  version,
  name: categoryNameSchema,
  translations: categoryTranslationsSchema.optional(),
});

export const serviceDraftSchema = z.object({
  name: serviceNameSchema,
  description: descriptionSchema.optional().default(''),
  durationMinutes: durationSchema,
  priceThb: priceSchema,
  categoryId,
  /** Shown on the public menu and offered on /booking. */
  visible: z.boolean({ error: menuMessages.visible }),
  translations: serviceTranslationsSchema.optional(),
});
export const updateServiceSchema = serviceDraftSchema.extend({ version });
export const serviceVisibilitySchema = z.object({ version, visible: z.boolean({ error: menuMessages.visible }) });

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];
export const moveSchema = z.object({ direction: z.enum(MOVE_DIRECTIONS, { error: menuMessages.direction }) });

/** DELETE requests carry the version in the query string. */
export const menuVersionQuerySchema = z.object({ version: decimalInteger(menuMessages.version, { min: 1 }) });

export const categoryParamSchema = z.object({ id: decimalInteger(menuMessages.categoryNotFound, { min: 1 }) });
export const serviceParamSchema = z.object({ id: decimalInteger(menuMessages.serviceNotFound, { min: 1 }) });

/** GET /api/catalogue?language=: the language of the names and descriptions (default English). */
export const catalogueQuerySchema = z.object({
  language: z
    .enum(SUPPORTED_LANGUAGES, {
      error: `The language must be one of ${SUPPORTED_LANGUAGES.join(', ')} (or left out for English).`,
    })
    .optional(),
});

export type ServiceDraft = z.output<typeof serviceDraftSchema>;
export type CategoryTranslationsInput = z.output<typeof categoryTranslationsSchema>;
export type ServiceTranslationsInput = z.output<typeof serviceTranslationsSchema>;
export type ServiceUpdate = z.output<typeof updateServiceSchema>;

/** Durations the editor offers, on the 5-minute grid. */
export function durationChoices(): number[] {
  const choices: number[] = [];
  for (let minutes = MENU_LIMITS.durationMin; minutes <= MENU_LIMITS.durationMax; minutes += MENU_LIMITS.durationStep) {
    choices.push(minutes);
  }
  return choices;
}

/** A URL slug for a new category: lower-case ASCII words joined by hyphens ("Hair & Scalp" -> "hair-scalp"). */
export function slugForCategoryName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'category';
}

/** The order after moving the item at `index` one place; null when it cannot move that way. */
export function movedOrder<T>(items: readonly T[], index: number, direction: MoveDirection): T[] | null {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return null;
  const next = [...items];
  const moving = next[index] as T;
  next[index] = next[target] as T;
  next[target] = moving;
  return next;
}
