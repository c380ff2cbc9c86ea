import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../features/auth/auth-context.tsx';
import { i18n } from '../lib/i18n.ts';

/**
 * What every page needs: translations and the login state. TanStack Query is
 * added only around the pages that use it (lazy-page.tsx, query-provider.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider>{children}</AuthProvider>
    </I18nextProvider>
  );
}
