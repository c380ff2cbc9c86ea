/**
 * The owner's words on the public pages for the editor: GET and PUT /api/admin/settings/pages with the
 * version loaded (a stale one is refused with 409 and a sentence), and the catalogue's standard texts in
 * a language, shown as each empty field's placeholder.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../domain/language.ts';
import type { PageTextsUpdate } from '../../../domain/page-texts-schema.ts';
import type { StoredPageTexts } from '../../../domain/page-texts.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import { sharedKeys } from '../../lib/query-keys.ts';

export const pageTextsKey = [...sharedKeys.settings, 'pages'] as const;

export interface SavedPageTexts {
  readonly texts: StoredPageTexts;
  readonly version: number;
}

export function pageTextsQuery() {
  return queryOptions({
    queryKey: pageTextsKey,
    queryFn: async (): Promise<SavedPageTexts> => readJson(await api.admin.settings.pages.$get()),
    staleTime: 0,
  });
}

export async function savePageTexts(body: PageTextsUpdate): Promise<SavedPageTexts> {
  return readJson(await api.admin.settings.pages.$put({ json: body }));
}

type Catalogue = Readonly<Record<string, unknown>>;

async function catalogueOf(language: Language, namespace: 'home' | 'about'): Promise<Catalogue> {
  // English is bundled with the public pages; the others are chunks of their own.
  if (language === 'en') return (i18n.store.data.en?.[namespace] ?? {}) as Catalogue;
  const { loadTranslatedCatalogue } = await import('../../lib/translated-catalogues.ts');
  return (await loadTranslatedCatalogue(language, namespace)) ?? {};
}

/** The catalogue's texts of the public pages in one language: `standard('home:hero.title')`. */
export function standardTextsQuery(language: Language) {
  return queryOptions({
    queryKey: [...pageTextsKey, 'standard', language],
    queryFn: async () => {
      const catalogues = { home: await catalogueOf(language, 'home'), about: await catalogueOf(language, 'about') };
      return (key: string): string => {
        const [namespace, path = ''] = key.split(':') as ['home' | 'about', string];
        let value: unknown = catalogues[namespace];
        for (const part of path.split('.')) value = (value as Catalogue | undefined)?.[part];
        return typeof value === 'string' ? value : '';
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
