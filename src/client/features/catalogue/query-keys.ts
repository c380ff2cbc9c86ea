import type { Language } from '../../../domain/language.ts';
import { sharedKeys } from '../../lib/query-keys.ts';

export const catalogueKeys = {
  all: sharedKeys.catalogue,
  language: (language: Language) => [...catalogueKeys.all, language] as const,
};
