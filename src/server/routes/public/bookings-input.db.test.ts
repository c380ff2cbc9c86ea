/**
 * What POST /api/bookings accepts in its text fields: notes may be null, absent or empty (all
 * stored as null: no notes), keep their line breaks, and never carry NUL or other control
 * characters; a name carries none at all.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../../test/support/test-app.ts';
import { useTestDatabase } from '../../../../test/support/test-database.ts';

const testDb = useTestDatabase();
beforeEach(() => testDb.reset());

let slot = 0;
function booking(overrides: Record<string, unknown>) {
  slot += 1;
  // A different start for every booking, so capacity never decides the answer.
  const minute = 10 * 60 + (slot % 7) * 90;
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  return {
    serviceIds: [1],
    date: '2026-11-24',
    time,
    name: 'Notes Guest',
    email: 'notes@example.com',
    phone: '+66 81 234 5678',
    ...overrides,
  };
}

async function storedNotes(): Promise<(string | null)[]> {
  const result: unknown = await testDb.db.execute(sql`select notes from appointments order by created_at`);
  const rows = (result as { rows: { notes: string | null }[] }).rows;
  return rows.map((row) => row.notes);
}

describe('POST /api/bookings text fields', () => {
  it('accepts notes as null, absent or empty, and stores null for each', async () => {
    const { app } = createTestApp({ db: testDb.db });
    for (const notes of [{ notes: null }, {}, { notes: '' }, { notes: '   ' }]) {
      const reply = await call(app, 'POST', '/api/bookings', booking(notes));
      expect(reply.status, JSON.stringify(notes)).toBe(201);
    }
    expect(await storedNotes()).toEqual([null, null, null, null]);
  });

  it('keeps line breaks and tabs in notes', async () => {
    const { app } = createTestApp({ db: testDb.db });
    expect((await call(app, 'POST', '/api/bookings', booking({ notes: 'Line one\nLine\ttwo' }))).status).toBe(201);
    expect(await storedNotes()).toEqual(['Line one\nLine\ttwo']);
  });

  it.each([
    ['notes', 'a\u0000b'],
    ['notes', 'bell\u0007'],
    ['notes', 'escape\u001b[31m'],
    ['name', 'Ann\nSmith'],
    ['name', 'Ann\u0000'],
    ['name', 'Ann\u0085'],
  ])('refuses %s %j with 422 naming the field, and writes nothing', async (field, value) => {
    const { app } = createTestApp({ db: testDb.db });
    const reply = await call(app, 'POST', '/api/bookings', booking({ [field]: value }));
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ error: { fields: { [field]: { message: expect.any(String) } } } });
    expect(await storedNotes()).toEqual([]);
  });
});
