/**
 * A page loaded on demand, with what it needs and the public bundle does not
 * carry: its translation namespaces and TanStack Query (docs/decisions/011).
 * The chunks load in parallel; the page renders once all are in.
 *
 * The server renders these pages too (booking, login). Before hydrating one,
 * the browser calls `preload()` (main.tsx): once loaded, the page renders at
 * once instead of suspending, so hydration keeps the server's HTML. A page
 * that suspends during hydration would be replaced by its loading fallback
 * as soon as anything above it updates (the login state arrives), and then
 * drawn again: a flash and a layout shift.
 *
 * A loaded page is also rendered outside any Suspense boundary (app-routes.tsx, `Deferred`), on the server
 * and when hydrating: a boundary in the server's HTML is hydrated in a pass of its own after the rest, and
 * the page must be React's in the same commit as the layout, when what the visitor did before the scripts
 * arrived is handed over (early-input.ts).
 */
import { lazy, type ComponentType } from 'react';
import { loadNamespaces, type DeferredNamespace } from '../lib/i18n.ts';

export type LazyPage = ComponentType & {
  /** Loads the page and what it needs; afterwards it renders without suspending. */
  preload(): Promise<void>;
  /** True once preload() (or a first render) has loaded it. */
  isLoaded(): boolean;
};

type PageModule = { default: ComponentType };

export function lazyPage(
  loadPage: () => Promise<PageModule>,
  namespaces: readonly DeferredNamespace[],
  // A page that reads no server data (about) needs no TanStack Query.
  { withQueries = true }: { readonly withQueries?: boolean } = {},
): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const load = () =>
    (loading ??= Promise.all([
      loadPage(),
      withQueries ? import('./query-provider.tsx') : undefined,
      loadNamespaces(namespaces),
    ]).then(([{ default: Page }, queries]) => {
      if (!queries) {
        loaded = { default: Page };
        return loaded;
      }
      const { QueryProvider } = queries;
      function PageWithQueries() {
        return (
          <QueryProvider>
            <Page />
          </QueryProvider>
        );
      }
      loaded = { default: PageWithQueries };
      return loaded;
    }));
  // React reads a lazy component's module through `then`; a thenable that answers at once lets an already
  // loaded page render in the same pass (a resolved Promise would still answer a microtask later).
  const Page = lazy(() => {
    const module = loaded;
    if (!module) return load();
    const ready = { then: (resolve: (value: PageModule) => void) => resolve(module) };
    return ready as unknown as Promise<PageModule>;
  });
  return Object.assign(Page, { preload: () => load().then(() => undefined), isLoaded: () => loaded !== undefined });
}
