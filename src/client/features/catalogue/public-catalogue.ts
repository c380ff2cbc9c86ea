/**
 * The menu on the public pages (home tiles, the full menu on /services and in
 * the home page's dialog), without TanStack Query so that the public bundle
 * stays small (docs/decisions/011).
 *
 * The server renders every public page with the menu as it is in the
 * database at that moment and embeds it (catalogue-snapshot.ts,
 * docs/decisions/013), so the page starts with the live menu: hydration
 * matches the HTML and nothing is fetched before it shows. The menu is kept
 * for the page's lifetime and fetched again when a public page mounts more
 * than five minutes after it was read; the booking page starts from it too
 * (`liveCatalogue`), so going from a tile to /booking is instant.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { fetchCatalogue, type Catalogue } from './catalogue-api.ts';
import { catalogueSnapshot } from './catalogue-snapshot.ts';

export const CATALOGUE_STALE_AFTER_MS = 5 * 60_000;

interface LiveState {
  readonly live: Catalogue | undefined;
  /** When `live` was read (for the embedded menu: when this page started loading). */
  readonly fetchedAt: number;
  readonly failed: boolean;
}

let state: LiveState | undefined;
let inFlight: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** The embedded menu counts as read when the page was requested: the HTML is never served from a cache. */
function pageStartedAt(): number {
  return typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin);
}

function currentState(): LiveState {
  state ??= { live: catalogueSnapshot(), fetchedAt: pageStartedAt(), failed: false };
  return state;
}

/**
 * Server side (entry-server.tsx): the menu this render shows. Renders run one
 * at a time, so the module-level store holds one request's menu at a time.
 */
export function startWithCatalogue(catalogue: Catalogue | undefined): void {
  state = { live: catalogue, fetchedAt: Date.now(), failed: false };
}

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
  const current = currentState();
  if (inFlight || (current.live && now - current.fetchedAt < CATALOGUE_STALE_AFTER_MS)) return;
  inFlight = fetchCatalogue()
    .then(
      (live) => setState({ live, fetchedAt: Date.now(), failed: false }),
      (error: unknown) => {
        console.error('Loading the menu failed', error);
        setState({ ...currentState(), failed: true });
      },
    )
    .finally(() => {
      inFlight = undefined;
    });
}

/** The live menu and when it was read, if this page has one (embedded or fetched). */
export function liveCatalogue(): { readonly data: Catalogue; readonly fetchedAt: number } | undefined {
  const { live, fetchedAt } = currentState();
  return live ? { data: live, fetchedAt } : undefined;
}

export interface PublicCatalogue {
  /** The menu to show; undefined until one is known (a page the server did not render). */
  readonly data: Catalogue | undefined;
  /** The menu could not be loaded. */
  readonly isError: boolean;
}

export function usePublicCatalogue(): PublicCatalogue {
  // The server's render and hydration read the same state: the embedded menu.
  const current = useSyncExternalStore(subscribe, currentState, currentState);
  useEffect(() => {
    refreshIfStale(Date.now());
  }, []);
  return { data: current.live, isError: current.failed && !current.live };
}
