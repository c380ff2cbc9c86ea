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
 *
 * One menu per language (names and descriptions are translated): the embedded one is in the
 * page's language; switching language fetches the menu in the new one, showing the one held until it
 * arrives.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Language } from '../../../domain/language.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useLanguage } from '../../lib/use-translation.ts';
import { fetchCatalogue, type Catalogue } from './catalogue-api.ts';
import { catalogueSnapshot } from './catalogue-snapshot.ts';

export const CATALOGUE_STALE_AFTER_MS = 5 * 60_000;

interface LiveState {
  readonly live: Catalogue | undefined;
  /** When `live` was read (for the embedded menu: when this page started loading). */
  readonly fetchedAt: number;
  readonly failed: boolean;
}

const states = new Map<Language, LiveState>();
/** The menu read last, whatever its language: shown while the menu in a newly chosen language loads. */
let lastShown: Catalogue | undefined;
const inFlight = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();
/** Changes with every state change, so useSyncExternalStore sees one. */
let version = 0;

/** The embedded menu counts as read when the page was requested: the HTML is never served from a cache. */
function pageStartedAt(): number {
  return typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin);
}

function stateOf(language: Language): LiveState | undefined {
  // The embedded menu is in the language the page started in.
  if (states.size === 0 && language === currentLanguage()) {
    const embedded = catalogueSnapshot();
    if (embedded) states.set(language, { live: embedded, fetchedAt: pageStartedAt(), failed: false });
    lastShown ??= embedded;
  }
  return states.get(language);
}

/**
 * Server side (entry-server.tsx): the menu this render shows, in the render's language. Renders run
 * one at a time, so the module-level store holds one request's menu at a time.
 */
export function startWithCatalogue(catalogue: Catalogue | undefined, language: Language): void {
  states.clear();
  lastShown = catalogue;
  if (catalogue) states.set(language, { live: catalogue, fetchedAt: Date.now(), failed: false });
}

function setState(language: Language, next: LiveState): void {
  states.set(language, next);
  if (next.live) lastShown = next.live;
  version += 1;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Fetches the live menu in `language` unless a fresh one is held or a request is under way. */
function refreshIfStale(language: Language, now: number): void {
  const current = stateOf(language);
  if (inFlight.has(language) || (current?.live && now - current.fetchedAt < CATALOGUE_STALE_AFTER_MS)) return;
  const request = fetchCatalogue(language)
    .then(
      (live) => setState(language, { live, fetchedAt: Date.now(), failed: false }),
      (error: unknown) => {
        console.error('Loading the menu failed', error);
        setState(language, { live: stateOf(language)?.live, fetchedAt: 0, failed: true });
      },
    )
    .finally(() => {
      inFlight.delete(language);
    });
  inFlight.set(language, request);
}

/** The live menu in `language` and when it was read, if this page has one (embedded or fetched). */
export function liveCatalogue(
  language: Language,
): { readonly data: Catalogue; readonly fetchedAt: number } | undefined {
  const current = stateOf(language);
  return current?.live ? { data: current.live, fetchedAt: current.fetchedAt } : undefined;
}

export interface PublicCatalogue {
  /** The menu to show; undefined until one is known (a page the server did not render). */
  readonly data: Catalogue | undefined;
  /** The menu could not be loaded. */
  readonly isError: boolean;
}

export function usePublicCatalogue(): PublicCatalogue {
  const language = useLanguage();
  // The server's render and hydration read the same state: the embedded menu.
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  useEffect(() => {
    refreshIfStale(language, Date.now());
  }, [language]);
  const current = stateOf(language);
  const data = current?.live ?? lastShown;
  return { data, isError: Boolean(current?.failed) && !data };
}
