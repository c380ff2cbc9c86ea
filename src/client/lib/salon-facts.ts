/**
 * The salon's facts on the client: name, contacts, address, links,
 * weekly hours and upcoming closures, as the owner last saved them.
 *
 * The server renders every public page with the facts it read for that
 * request and embeds them as `<script type="application/json" id="salon-facts">`
 * (src/server/http/render-page.ts), so hydration shows exactly what the HTML
 * showed and nothing flashes. Pages the server does not render (the admin,
 * the sign-in page's shell) start from the configuration (src/config/salon.ts)
 * and fetch GET /api/salon once. No TanStack Query: the public bundle stays small.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { configuredSalonDetails, salon } from '../../config/salon.ts';
import { weeklyPatternOf, type SalonFacts } from '../../domain/salon-facts.ts';

/** Id of the `<script type="application/json">` element the server writes the facts into. */
export const SALON_FACTS_ELEMENT_ID = 'salon-facts';

interface FactsState {
  readonly facts: SalonFacts;
  /** True once the facts came from the server (embedded or fetched), not from the configuration. */
  readonly live: boolean;
}

/** What the build knows (configuration and environment overrides): shown only until the live facts arrive. */
export function configuredSalonFacts(): SalonFacts {
  // The configuration's hours are the default week (DEFAULT_OPENING_HOURS); read from it, no zod in this bundle.
  return { details: configuredSalonDetails(salon), hours: weeklyPatternOf(salon.hours), closures: [] };
}

function embeddedFacts(): SalonFacts | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(SALON_FACTS_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SalonFacts;
  } catch {
    return undefined;
  }
}

let state: FactsState | undefined;
let fetching: Promise<void> | undefined;
const listeners = new Set<() => void>();

function currentState(): FactsState {
  if (!state) {
    const embedded = embeddedFacts();
    state = embedded ? { facts: embedded, live: true } : { facts: configuredSalonFacts(), live: false };
  }
  return state;
}

/** Server side (entry-server.tsx): the facts this render shows (renders run one at a time). */
export function startWithSalonFacts(facts: SalonFacts): void {
  state = { facts, live: true };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function fetchLiveFacts(): void {
  if (fetching || currentState().live) return;
  fetching = fetch('/api/salon', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/salon answered ${response.status}`);
      state = { facts: (await response.json()) as SalonFacts, live: true };
      for (const listener of [...listeners]) listener();
    })
    .catch((error: unknown) => {
      // The configuration stays on screen: better than nothing, and the next page load tries again.
      console.error('Loading the salon details failed', error);
    })
    .finally(() => {
      fetching = undefined;
    });
}

/** The salon's facts to show now. */
export function useSalonFacts(): SalonFacts {
  const current = useSyncExternalStore(subscribe, currentState, currentState);
  useEffect(fetchLiveFacts, []);
  return current.facts;
}

/** Forget the facts held (after the owner saves new details, so the admin shows them at once). */
export function replaceSalonFacts(facts: SalonFacts): void {
  state = { facts, live: true };
  for (const listener of [...listeners]) listener();
}
