/**
 * The salon's live facts in the pages the server renders: after the
 * owner saves new details and hours, the next GET / and /about carry them in
 * the HTML itself (no JavaScript needed), in the schema.org JSON-LD, in the
 * social tags and in the embedded snapshot the browser hydrates with. The
 * render module is a stand-in with the built module's interface that prints
 * the facts it was given (the real one is exercised by e2e/salon-settings).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../test/support/sign-in.ts';
import { call, createTestApp } from '../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../test/support/test-database.ts';
import { defaultSalonConfig } from '../../config/salon.ts';
import type { SalonFacts } from '../../domain/salon-facts.ts';
import { DEFAULT_OPENING_HOURS } from '../../domain/salon-settings.ts';
import { closures, staff } from '../db/schema.ts';
import { defaultSalonDetails, saveSettingsSection } from '../services/settings/salon-settings-store.ts';
import { RENDER_MODULE_FILE, TEMPLATE_MARKERS } from './render-page.ts';

const testDb = useTestDatabase();

const FACTS_MODULE = `
export const CATALOGUE_SNAPSHOT_ELEMENT_ID = 'catalogue-snapshot';
export const SALON_FACTS_ELEMENT_ID = 'salon-facts';
export async function renderPage(url, catalogue, facts) {
  const hours = facts.hours.map((day, i) => '<li>' + i + ' ' + (day ? day.opensAtMinute + '-' + day.closesAtMinute : 'closed') + '</li>');
  const closed = facts.closures.map((c) => '<li>Closed ' + c.date + ': ' + c.reason + '</li>');
  return {
    html: '<footer><p>' + facts.details.name + '</p><a href="tel:' + facts.details.phoneE164 + '">' + facts.details.phone + '</a><ul>' + hours.join('') + closed.join('') + '</ul></footer>',
    head: { title: facts.details.name + ' ' + url, description: 'About ' + url },
  };
}`;

function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'salon-facts-render-'));
  mkdirSync(join(dir, 'prerendered'));
  const { head, app, appEnd, data } = TEMPLATE_MARKERS;
  const template = `<!doctype html><html><head>${head}</head><body><div id="root">${app}${appEnd}</div>${data}</body></html>`;
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  for (const name of ['index', 'about']) writeFileSync(join(dir, 'prerendered', `${name}.html`), template);
  writeFileSync(join(dir, RENDER_MODULE_FILE), FACTS_MODULE);
  return dir;
}

function jsonLd(html: string): Record<string, unknown> {
  const text = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(text ?? 'null') as Record<string, unknown>;
}

function snapshot(html: string): SalonFacts {
  const text = /<script type="application\/json" id="salon-facts">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(text ?? 'null') as SalonFacts;
}

describe('the salon facts in server-rendered pages', () => {
  afterEach(() => testDb.reset());

  it('shows the configured facts, then the owner’s new details and hours on the next request', async () => {
    const { app } = createTestApp({ db: testDb.db, clientDir: builtClient() });
    const before = await (await app.request('/')).text();
    expect(before).toContain(`<a href="tel:${defaultSalonConfig.phoneE164}">${defaultSalonConfig.phone}</a>`);
    expect(jsonLd(before).openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: '10:00',
        closes: '21:00',
      },
    ]);

    const session = await signInAsStaff(app, testDb.db);
    await testDb.db.update(staff).set({ role: 'owner' }).where(eq(staff.email, session.email));
    const saved = await call(
      app,
      'PUT',
      '/api/admin/settings/details',
      {
        ...defaultSalonDetails(defaultSalonConfig),
        name: 'Orchid & Lotus Spa',
        phone: '076 555 123',
        phoneE164: '+6676555123',
        version: 0,
      },
      session.headers,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The hours page is another engineer's: write Saturday 10:00–18:00 through the settings store.
    const hours = DEFAULT_OPENING_HOURS.map((day, index) =>
      index === 5 ? { opensAtMinute: 600, closesAtMinute: 1080 } : day,
    );
    await testDb.db.transaction((tx) =>
      saveSettingsSection(tx, {
        section: 'hours',
        value: hours,
        expectedVersion: 0,
        staffId: null,
        area: 'hours',
        summary: 'Saturday closes at 18:00.',
        before: DEFAULT_OPENING_HOURS,
      }),
    );
    await testDb.db.insert(closures).values({ date: '2026-12-05', reason: 'Staff training' });

    for (const path of ['/', '/about']) {
      const html = await (await app.request(path)).text();
      expect(html).toContain('<p>Orchid &amp; Lotus Spa</p>'.replace('&amp;', '&'));
      expect(html).toContain('<a href="tel:+6676555123">076 555 123</a>');
      expect(html).toContain('<li>5 600-1080</li>');
      expect(html).toContain('<li>Closed 2026-12-05: Staff training</li>');
      expect(html).toContain('<meta property="og:site_name" content="Orchid &amp; Lotus Spa" />');
      const data = jsonLd(html);
      expect(data.name).toBe('Orchid & Lotus Spa');
      expect(data.telephone).toBe('+6676555123');
      expect(data.openingHoursSpecification).toEqual([
        expect.objectContaining({
          dayOfWeek: expect.arrayContaining(['https://schema.org/Friday']) as unknown,
          closes: '21:00',
        }),
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Saturday'],
          opens: '10:00',
          closes: '18:00',
        },
      ]);
      const embedded = snapshot(html);
      expect(embedded.details.phone).toBe('076 555 123');
      expect(embedded.hours[5]).toEqual({ opensAtMinute: 600, closesAtMinute: 1080 });
      expect(embedded).toEqual(await (await app.request('/api/salon')).json());
    }
  });
});
