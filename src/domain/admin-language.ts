/**
 * The languages of the admin area: English and Thai, chosen by each staff member and
 * kept with their account (decision 175). The public pages follow their URL's language instead.
 */
import { z } from 'zod';
import type { Language } from './language.ts';

export const ADMIN_LANGUAGES = ['en', 'th'] as const satisfies readonly Language[];
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

export const DEFAULT_ADMIN_LANGUAGE: AdminLanguage = 'en';

/** Whether a value is one of the admin languages. */
export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return typeof value === 'string' && (ADMIN_LANGUAGES as readonly string[]).includes(value);
}

/** The body of "change my admin language": anything but en or th is a 422. */
export const adminLanguageSchema = z.object({
  language: z.enum(ADMIN_LANGUAGES, {
    error: `The admin language must be one of ${ADMIN_LANGUAGES.join(', ')}.`,
  }),
});
