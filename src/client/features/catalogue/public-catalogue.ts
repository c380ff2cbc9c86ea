/**
 * The menu on the public pages (home tiles, the full menu on /services and in
 * the home page's dialog), without TanStack Query so that the public bundle
 * stays small (docs/decisions/011).
 *
 * The prerendered snapshot stands in until the live menu arrives: the server
 * render and the first client render (hydration) show the snapshot, then the
 * live GET /api/catalogue answer replaces it (docs/decisions/010). The live
 * menu is kept for the page's lifetime and fetched again when a public page
 * mounts more than five minutes after it was read; the booking page starts
 * from it too (`liveCatalogue`), so going from a tile to /booking is instant.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { fetchCatalogue, type Catalogue } from './catalogue-api.ts';
import { catalogueSnapshot } from './catalogue-snapshot.ts';

export const CATALOGUE_STALE_AFTER_MS = 5 * 60_000;

interface LiveState {
  readonly live: Catalogue | undefined;
  readonly fetchedAt: number;
  readonly failed: boolean;
}

const initialState: LiveState = { live: undefined, fetchedAt: 0, failed: false };
let state = initialState;
let inFlight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function setState(next: LiveState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Fetches the live menu unless a fresh one is held or a request is under way. */
function refreshIfStale(now: number): void {
  if (inFlight || (state.live && now - state.fetchedAt < CATALOGUE_STALE_AFTER_MS)) return;
  inFlight = fetchCatalogue()
    .then(
      (live) => setState({ live, fetchedAt: Date.now(), failed: false }),
      (error: unknown) => {
        console.error('Loading the menu failed', error);
        setState({ ...state, failed: true });
      },
    )
    .finally(() => {
      inFlight = undefined;
    });
}

/** The live menu and when it was read, if a public page has loaded it. */
export function liveCatalogue(): { readonly data: Catalogue; readonly fetchedAt: number } | undefined {
  return state.live ? { data: state.live, fetchedAt: state.fetchedAt } : undefined;
}

export interface PublicCatalogue {
  /** The menu to show: live once loaded, the prerendered snapshot before; undefined when neither exists yet. */
  readonly data: Catalogue | undefined;
  /** True while `data` is the prerendered snapshot (its ids are placeholders, not the database's). */
  readonly isSnapshot: boolean;
  /** The live menu could not be loaded. */
  readonly isError: boolean;
}

export function usePublicCatalogue(): PublicCatalogue {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => initialState,
  );
  useEffect(() => {
    refreshIfStale(Date.now());
  }, []);
  if (current.live) return { data: current.live, isSnapshot: false, isError: false };
  const snapshot = catalogueSnapshot();
  return { data: snapshot, isSnapshot: snapshot !== undefined, isError: current.failed };
}
