import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context.tsx';

/**
 * What every page needs: the login state (translations come from lib/i18n.ts through lib/use-translation.ts). TanStack Query is
 * added only around the pages that use it (lazy-page.tsx, query-provider.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
