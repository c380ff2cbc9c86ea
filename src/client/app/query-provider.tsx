/**
 * TanStack Query for the pages that need it (booking, admin). It lives in
 * their lazily loaded chunks, never in the public pages' bundle
 * (docs/decisions/011): app/lazy-page.tsx wraps each such page in
 * `QueryProvider`. One client serves the whole page load, so the cache
 * survives moving between those pages.
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { subscribeSessionEnded } from '../features/auth/auth-context.tsx';
import { handleApiError, isSessionError } from '../features/auth/session-expiry.ts';

function createQueryClient(): QueryClient {
  return new QueryClient({
    // A 401/403 from the admin API re-reads the session; if it has ended, RequireStaff sends the user to /login.
    queryCache: new QueryCache({ onError: handleApiError }),
    mutationCache: new MutationCache({ onError: handleApiError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isSessionError(error) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let pageQueryClient: QueryClient | undefined;

/** The page load's one client, made on first use. */
function pageClient(): QueryClient {
  if (!pageQueryClient) {
    const client = createQueryClient();
    // Customer data cached by admin pages must not outlive the staff session, even when the session ends
    // on a public page (Sign Out in the header) while no admin page is mounted: so for the page's lifetime.
    subscribeSessionEnded(() => client.clear());
    pageQueryClient = client;
  }
  return pageQueryClient;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  // On the server (entry-server.tsx) each render gets its own client: one request's data never reaches another.
  const [serverClient] = useState(() => (typeof document === 'undefined' ? createQueryClient() : undefined));
  return <QueryClientProvider client={serverClient ?? pageClient()}>{children}</QueryClientProvider>;
}
