/**
 * The client's i18n instance (English for now); components use `useTranslation()`.
 *
 * The public pages' namespaces are bundled; booking, sign-in and admin texts
 * are separate chunks that `loadNamespaces` fetches together with their pages
 * (app/lazy-page.tsx), and e-mail texts never reach the browser.
 */
import { initReactI18next } from 'react-i18next';
import about from '../../i18n/locales/en/about.json';
import common from '../../i18n/locales/en/common.json';
import home from '../../i18n/locales/en/home.json';
import services from '../../i18n/locales/en/services.json';
import { createI18nWith, intlLocale } from '../../i18n/setup.ts';

export const i18n = createI18nWith('en', { common, home, services, about });
void i18n.use(initReactI18next);

const deferredCatalogues = {
  booking: () => import('../../i18n/locales/en/booking.json'),
  auth: () => import('../../i18n/locales/en/auth.json'),
  admin: () => import('../../i18n/locales/en/admin.json'),
  settings: () => import('../../i18n/locales/en/settings.json'),
  menuEditor: () => import('../../i18n/locales/en/menuEditor.json'),
  schedule: () => import('../../i18n/locales/en/schedule.json'),
  salonSettings: () => import('../../i18n/locales/en/salonSettings.json'),
  frontDesk: () => import('../../i18n/locales/en/frontDesk.json'),
  customers: () => import('../../i18n/locales/en/customers.json'),
  manage: () => import('../../i18n/locales/en/manage.json'),
} as const;

export type DeferredNamespace = keyof typeof deferredCatalogues;

/** Adds the namespaces a page needs before it renders (each is fetched once). */
export async function loadNamespaces(names: readonly DeferredNamespace[]): Promise<void> {
  await Promise.all(
    names
      .filter((name) => !i18n.hasResourceBundle(i18n.language, name))
      .map(async (name) => {
        const { default: catalogue } = await deferredCatalogues[name]();
        i18n.addResourceBundle(i18n.language, name, catalogue);
      }),
  );
}

export function currentLocale(): string {
  return intlLocale(i18n.language);
}
