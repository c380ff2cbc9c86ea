/**
 * A page loaded on demand, with what it needs and the public bundle does not
 * carry: its translation namespaces and TanStack Query (docs/decisions/011).
 * The chunks load in parallel; the page renders once all are in.
 */
import { lazy, type ComponentType } from 'react';
import { loadNamespaces, type DeferredNamespace } from '../lib/i18n.ts';

export function lazyPage(
  loadPage: () => Promise<{ default: ComponentType }>,
  namespaces: readonly DeferredNamespace[],
): ComponentType {
  return lazy(async () => {
    const [{ default: Page }, { QueryProvider }] = await Promise.all([
      loadPage(),
      import('./query-provider.tsx'),
      loadNamespaces(namespaces),
    ]);
    function PageWithQueries() {
      return (
        <QueryProvider>
          <Page />
        </QueryProvider>
      );
    }
    return { default: PageWithQueries };
  });
}
