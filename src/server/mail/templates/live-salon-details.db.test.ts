/**
 * E-mails say the salon's details and hours as the owner saved them:
 * the layout's name and contacts, "Where to find us" with the weekly hours,
 * and the calendar invitation's ORGANIZER and LOCATION.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { defaultSalonConfig } from '../../../config/salon.ts';
import { DEFAULT_OPENING_HOURS } from '../../../domain/salon-settings.ts';
import { outbox } from '../../db/schema.ts';
import { defaultSalonDetails, saveSettingsSection } from '../../services/settings/salon-settings-store.ts';
import { enqueueConfirmationEmail } from '../outbox.ts';
import { insertTestAppointment, mailContext } from '../testing/mail-fixtures.ts';

const testDb = useTestDatabase();

describe('e-mails with the owner’s salon details', () => {
  afterEach(() => testDb.reset());

  it('name the saved salon, contacts, address and hours, in the text, the HTML and the invitation', async () => {
    const details = {
      ...defaultSalonDetails(defaultSalonConfig),
      name: 'Orchid Nails Rawai',
      email: 'book@orchid.example',
      phone: '076 555 123',
      phoneE164: '+6676555123',
      streetAddress: '9 Wiset Road',
    };
    const hours = DEFAULT_OPENING_HOURS.map((day, index) =>
      index === 5 ? { opensAtMinute: 600, closesAtMinute: 1080 } : day,
    );
    await testDb.db.transaction(async (tx) => {
      const common = { expectedVersion: 0, staffId: null, summary: 'test' } as const;
      await saveSettingsSection(tx, {
        ...common,
        section: 'details',
        value: details,
        area: 'details',
        before: details,
      });
      await saveSettingsSection(tx, { ...common, section: 'hours', value: hours, area: 'hours', before: hours });
    });
    const id = await insertTestAppointment(testDb.db);
    const messageId = await testDb.db.transaction((tx) =>
      enqueueConfirmationEmail(tx, id, mailContext(new Date('2026-11-23T03:00:00Z'))),
    );
    const [row] = await testDb.db.select().from(outbox).where(eq(outbox.id, messageId));
    if (!row) throw new Error('no outbox row');

    expect(row.subject).toContain('Orchid Nails Rawai');
    for (const body of [row.textBody, row.htmlBody]) {
      expect(body).toContain('Orchid Nails Rawai');
      expect(body).toContain('076 555 123');
      expect(body).toContain('book@orchid.example');
      expect(body).toContain('9 Wiset Road');
      expect(body).toContain('Opening hours: Monday–Friday 10:00–21:00; Saturday 10:00–18:00; Sunday closed');
      expect(body).not.toContain(defaultSalonConfig.phone);
    }
    expect(row.htmlBody).toContain('href="tel:+6676555123"');
    const ics = (row.icsAttachment ?? '').replace(/\r\n /g, '');
    expect(ics).toContain('ORGANIZER;CN="Orchid Nails Rawai":mailto:book@orchid.example');
    expect(ics).toContain('LOCATION:Orchid Nails Rawai\\, 9 Wiset Road\\,');
  });
});
