/**
 * Settings → Pages through the real app, guards and database: the owner's words are saved per language
 * with the version check and the history, every refusal names its field and its catalogue key and
 * writes nothing, and the salon's facts (what the rendered pages read) carry the saved words.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAsStaff } from '../../../../test/support/sign-in.ts';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import type { SalonFacts } from '../../../domain/salon-facts.ts';
import { salonSettings, settingsChanges, staff } from '../../db/schema.ts';

type Refusal = { error: { key: string; fields?: Record<string, { key: string; message: string }> } };

const testDb = useTestDatabase();

beforeEach(async () => {
  await testDb.reset();
});

async function signedIn(role: 'owner' | 'staff' = 'owner') {
  const { app } = createTestApp({ db: testDb.db });
  const session = await signInAsStaff(app, testDb.db);
  await testDb.db.update(staff).set({ role }).where(eq(staff.email, session.email));
  return {
    app,
    get: (path: string) => call(app, 'GET', path, undefined, session.headers),
    put: (path: string, body: unknown) => call(app, 'PUT', path, body, session.headers),
  };
}

async function storedRows() {
  return testDb.db.select().from(salonSettings).where(eq(salonSettings.section, 'page_texts'));
}

describe('page texts', () => {
  it('start empty (the catalogue speaks) and save per language, trimmed, with the history and the version', async () => {
    const owner = await signedIn();
    expect((await owner.get('/api/admin/settings/pages')).body).toEqual({ texts: {}, version: 0 });

    const first = await owner.put('/api/admin/settings/pages', {
      'en.heroTitle': '  Nails with love  ',
      'th.heroTitle': 'เล็บสวยด้วยใจ',
      'ru.heroTitle': '',
      'en.aboutStory': 'We opened in 2019.\r\n\r\n  Two sisters, one chair. \n',
      version: 0,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({
      texts: {
        en: { heroTitle: 'Nails with love', aboutStory: 'We opened in 2019.\nTwo sisters, one chair.' },
        th: { heroTitle: 'เล็บสวยด้วยใจ' },
      },
      version: 1,
    });

    const second = await owner.put('/api/admin/settings/pages', {
      'en.heroTitle': 'Nails with love',
      'th.heroTitle': 'เล็บสวยด้วยใจเสมอ',
      'en.aboutStory': 'We opened in 2019.\nTwo sisters, one chair.',
      version: 1,
    });
    expect(second.status).toBe(200);
    expect((second.body as { version: number }).version).toBe(2);

    const rows = await testDb.db.select().from(settingsChanges).where(eq(settingsChanges.area, 'pages'));
    expect(rows.map((row) => row.summary)).toEqual([
      'Changed the page texts: hero headline (en, th); about story (en).',
      'Changed the page texts: hero headline (th).',
    ]);
    expect(rows[1]?.staffId).toBeTruthy();
    expect(rows[1]?.detail).toMatchObject({
      before: { th: { heroTitle: 'เล็บสวยด้วยใจ' } },
      after: { th: { heroTitle: 'เล็บสวยด้วยใจเสมอ' } },
    });
  });

  it('refuse a stale version with 409 and keep what the other owner saved', async () => {
    const owner = await signedIn();
    await owner.put('/api/admin/settings/pages', { 'en.heroTitle': 'First', version: 0 });
    const stale = await owner.put('/api/admin/settings/pages', { 'en.heroTitle': 'Second', version: 0 });
    expect(stale.status).toBe(409);
    expect((stale.body as Refusal).error.key).toBe('admin:refusals.staleSettings');
    expect((await storedRows())[0]?.value).toEqual({ en: { heroTitle: 'First' } });
  });

  it('refuse markup, overlong texts, line breaks where one line goes, too many paragraphs and a translation without English, naming each field, writing nothing', async () => {
    const owner = await signedIn();
    const refused = await owner.put('/api/admin/settings/pages', {
      'en.heroTitle': 'Nails <b>with</b> love',
      'en.heroLine': 'x'.repeat(161),
      'en.whyUsTeamTitle': 'Friendly\nteam',
      'en.aboutStory': 'One\nTwo\nThree\nFour\nFive',
      'en.discountOffer': 'Ten &amp; more',
      'ru.aboutTitle': 'О нас',
      'zh.heroTitle': 'bell\u0007',
      version: 0,
    });
    expect(refused.status).toBe(422);
    const fields = (refused.body as Refusal).error.fields ?? {};
    expect(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.key]))).toEqual({
      'en.heroTitle': 'settings:pages.errors.markup',
      'en.heroLine': 'settings:pages.errors.tooLong',
      'en.whyUsTeamTitle': 'settings:pages.errors.oneLine',
      'en.aboutStory': 'settings:pages.errors.tooManyParagraphs',
      'en.discountOffer': 'settings:pages.errors.markup',
      'zh.heroTitle': 'settings:pages.errors.control',
      'en.aboutTitle': 'settings:pages.errors.englishFirst',
    });
    expect(fields['en.heroTitle']?.message).toContain('plain text');
    expect(await storedRows()).toHaveLength(0);
    expect(await testDb.db.select().from(settingsChanges).where(eq(settingsChanges.area, 'pages'))).toHaveLength(0);
  });

  it('refuse an unknown place or language, a non-text value and a body past the bound, writing nothing', async () => {
    const owner = await signedIn();
    for (const body of [
      { 'en.footer': 'Hi', version: 0 },
      { 'fr.heroTitle': 'Bonjour', version: 0 },
      { 'en.heroTitle': 42, version: 0 },
      { 'en.heroTitle': 'Hi' },
      { 'en.aboutStory': 'x'.repeat(5000), version: 0 },
    ]) {
      const response = await owner.put('/api/admin/settings/pages', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    expect(await storedRows()).toHaveLength(0);
  });

  it('are the owner’s: staff are refused', async () => {
    const member = await signedIn('staff');
    expect((await member.get('/api/admin/settings/pages')).status).toBe(403);
    expect((await member.put('/api/admin/settings/pages', { 'en.heroTitle': 'Hi', version: 0 })).status).toBe(403);
  });

  it('reach the salon facts every page renders with; a stored text that no longer fits reads as not written', async () => {
    const owner = await signedIn();
    await owner.put('/api/admin/settings/pages', { 'en.heroTitle': 'Nails with love', version: 0 });
    const facts = (await call(owner.app, 'GET', '/api/salon')).body as SalonFacts;
    expect(facts.pageTexts).toEqual({ en: { heroTitle: 'Nails with love' } });

    await testDb.db
      .update(salonSettings)
      .set({ value: { en: { heroTitle: '<script>x</script>', heroLine: 'Kept' }, xx: { heroTitle: 'no' } } })
      .where(eq(salonSettings.section, 'page_texts'));
    const after = (await call(owner.app, 'GET', '/api/salon')).body as SalonFacts;
    expect(after.pageTexts).toEqual({ en: { heroLine: 'Kept' } });
  });
});
