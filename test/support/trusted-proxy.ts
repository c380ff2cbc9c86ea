/**
 * For the suite around it, the app believes X-Forwarded-For (TRUST_PROXY=true), so that each test can
 * book from an address of its own and the per-address limits of one test never refuse another's;
 * the variable is put back as it was after the suite.
 */
import { afterAll, beforeAll } from 'vitest';

export function useTrustedProxy(): void {
  const previous = process.env.TRUST_PROXY;
  beforeAll(() => {
    process.env.TRUST_PROXY = 'true';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previous;
  });
}
