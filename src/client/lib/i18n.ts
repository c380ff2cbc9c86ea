/** The client's i18n instance (English for now); components use `useTranslation()`. */
import { initReactI18next } from 'react-i18next';
import { createI18n, intlLocale } from '../../i18n/index.ts';

export const i18n = createI18n('en');
void i18n.use(initReactI18next);

export function currentLocale(): string {
  return intlLocale(i18n.language);
}
