/**
 * The service form's values as typed (text), and their reading through the
 * shared schema (domain/menu-editing.ts): the same limits and messages as the
 * server, shown next to the field before anything is sent.
 */
import { serviceDraftSchema, type ServiceDraft } from '../../../domain/menu-editing.ts';
import { MENU_TRANSLATION_LANGUAGES, type MenuTranslationLanguage } from '../../../domain/menu-translations.ts';
import type { EditorService } from './menu-editor-api.ts';
import { schemaMessageText } from '../../lib/refusal-text.ts';

/**
 * Field -> first message of a refused parse, in the reader's language. A translated text is named down to its field
 * ('translations.th.name'), so the message shows under that field; the server names the group only.
 */
export function fieldMessages(error: {
  readonly issues: readonly { path: readonly PropertyKey[]; message: string }[];
}) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field =
      issue.path[0] === 'translations' && issue.path.length >= 3
        ? issue.path.slice(0, 3).map(String).join('.')
        : String(issue.path[0] ?? '_');
    fields[field] ??= schemaMessageText(issue.message);
  }
  return fields;
}

export type ServiceTranslationValues = Readonly<
  Record<MenuTranslationLanguage, { readonly name: string; readonly description: string }>
>;

export interface ServiceFormValues {
  readonly name: string;
  readonly description: string;
  readonly durationMinutes: string;
  readonly priceThb: string;
  readonly categoryId: string;
  readonly visible: boolean;
  readonly translations: ServiceTranslationValues;
}

function translationValuesOf(service: EditorService | undefined): ServiceTranslationValues {
  const entries = MENU_TRANSLATION_LANGUAGES.map((language) => {
    const current = service?.translations[language];
    return [language, { name: current?.name ?? '', description: current?.description ?? '' }] as const;
  });
  return Object.fromEntries(entries) as Record<MenuTranslationLanguage, { name: string; description: string }>;
}

export function formValuesOf(service: EditorService | undefined, categoryId: number): ServiceFormValues {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    durationMinutes: String(service?.durationMinutes ?? 60),
    priceThb: service ? String(service.priceThb) : '',
    categoryId: String(service?.categoryId ?? categoryId),
    visible: service?.visible ?? true,
    translations: translationValuesOf(service),
  };
}

/** "1,200", " 1200 ", "1200.": what people type for a whole number; anything else stays text (refused). */
function wholeNumber(text: string): number | string {
  const compact = text.replace(/[\s,฿]/g, '').replace(/\.$/, '');
  return /^\d{1,9}$/.test(compact) ? Number(compact) : text;
}

export type ServiceFormResult =
  { readonly ok: true; readonly draft: ServiceDraft } | { readonly ok: false; readonly fields: Record<string, string> };

export function readServiceForm(values: ServiceFormValues): ServiceFormResult {
  const parsed = serviceDraftSchema.safeParse({
    name: values.name,
    description: values.description,
    durationMinutes: wholeNumber(values.durationMinutes),
    priceThb: wholeNumber(values.priceThb),
    categoryId: wholeNumber(values.categoryId),
    visible: values.visible,
    translations: values.translations,
  });
  return parsed.success ? { ok: true, draft: parsed.data } : { ok: false, fields: fieldMessages(parsed.error) };
}
