/**
 * False while the server renders a page and while the browser hydrates it,
 * true from the first render after. Forms rendered by the server keep their
 * submit button disabled until then: before its script runs, a form would be
 * submitted by the browser itself (a page reload, and for a GET form the
 * fields in the URL).
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
