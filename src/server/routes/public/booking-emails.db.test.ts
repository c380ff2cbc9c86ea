import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { outbox, salonSettings } from '../../db/schema.ts';
import { defaultSalonDetails } from '../../services/settings/salon-settings-store.ts';
import { bookingBody, serviceByName, writeCounts } from '../../../../test/support/fixtures/bookings.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());

describe('a new booking writes its e-mails to the outbox', () => {
  it('queues "we received your booking" for the customer and a notice for the salon, in the same write', async () => {
    const { app, deps } = createTestApp({ db: testDb.db });
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    const response = await call(app, 'POST', '/api/bookings', bookingBody([manicure.id], { email: 'mai@example.com' }));
    expect(response.status).toBe(201);
    const messages = await testDb.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(messages.map((m) => [m.kind, m.recipient, m.status])).toEqual([
      ['booking_received', 'mai@example.com', 'pending'],
      ['booking_notification', deps.salon.email, 'pending'],
      // The reminder, due 24 hours before (the booking is 25 hours ahead).
      ['booking_reminder', 'mai@example.com', 'pending'],
    ]);
  });

  it('writes no e-mail for a refused booking', async () => {
    const { app } = createTestApp({ db: testDb.db });
    const response = await call(app, 'POST', '/api/bookings', bookingBody([], {}));
    expect(response.status).toBe(422);
    expect(await writeCounts(testDb.db)).toEqual({ appointments: 0, lines: 0, outbox: 0 });
  });

  it("sends the salon's notice to the e-mail address the owner saved, and names the saved salon", async () => {
    const { app, deps } = createTestApp({ db: testDb.db });
    const details = { ...defaultSalonDetails(deps.salon), name: 'Orchid Nails Rawai', email: 'desk@orchid.example' };
    await testDb.db.insert(salonSettings).values({ section: 'details', value: details });
    const manicure = await serviceByName(testDb.db, 'Classic Manicure');
    const response = await call(app, 'POST', '/api/bookings', bookingBody([manicure.id], { email: 'mai@example.com' }));
    expect(response.status).toBe(201);
    const messages = await testDb.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(messages.map((m) => m.recipient)).toEqual(['mai@example.com', 'desk@orchid.example', 'mai@example.com']);
    expect(messages[0]?.textBody).toContain('Orchid Nails Rawai');
  });
});
