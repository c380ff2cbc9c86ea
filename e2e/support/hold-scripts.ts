/**
 * Holds a page's scripts back, as a slow phone connection does, so that a test can act on the server's
 * HTML before the app has started, then let them through and check that nothing it did was lost
 * (docs/decisions/178). Only the app's modules are held: the HTML, /boot.js, styles and pictures arrive.
 */
import type { Page } from '@playwright/test';

export interface HeldScripts {
  /** Lets every held script through, now and from now on. */
  release(): void;
}

export async function holdScripts(page: Page): Promise<HeldScripts> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Resolves once the app has taken the page over (client/app/early-input.ts marks it). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('app-hydrated').length > 0);
}
