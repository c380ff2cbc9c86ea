/**
 * The deposit's state as the server has it, for the page that shows its QR (decision 258): a light poll
 * of the public status (state and deadline only), every DEPOSIT_POLL_MS while the page is visible, until
 * the deposit is settled (received, waived, expired…), the server refuses, the deadline is well past, or
 * the page is left. A hidden page asks nothing and asks at once when it is shown again.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';

export const DEPOSIT_POLL_MS = 10_000;
/** After the deadline the server's expiry (every 15 s) answers within this; then the page stops asking. */
const AFTER_DEADLINE_MS = 2 * 60_000;
/** Bounds a page left open whatever its deadline says (a wrong clock): two hours at the interval. */
const MAX_POLLS = 720;

export function useDepositState(reference: string, initial: string, dueAt: string): string {
  const [state, setState] = useState(initial);
  useEffect(() => {
    if (state !== 'awaited') return;
    const stopAt = new Date(dueAt).getTime() + AFTER_DEADLINE_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    let done = false;
    const stop = () => {
      done = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    const schedule = (delay: number) => {
      clearTimeout(timer);
      if (!done) timer = setTimeout(() => void ask(), delay);
    };
    async function ask() {
      if (done || document.hidden) return;
      if (polls >= MAX_POLLS || Date.now() > stopAt) return stop();
      polls += 1;
      try {
        const response = await api.deposits.status.$get({ query: { reference } });
        if (done) return;
        // A refusal (unknown, too many) will not change by asking again.
        if (!response.ok) return stop();
        const body = await response.json();
        if (done) return;
        if (body.state !== 'awaited') {
          setState(body.state);
          return stop();
        }
      } catch {
        // Offline for a moment: the next turn asks again.
      }
      schedule(DEPOSIT_POLL_MS);
    }
    function onVisibility() {
      if (!document.hidden) schedule(0);
    }
    document.addEventListener('visibilitychange', onVisibility);
    schedule(DEPOSIT_POLL_MS);
    return stop;
  }, [reference, dueAt, state]);
  return state;
}
