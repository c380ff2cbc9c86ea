import { describe, expect, it } from 'vitest';
import { maintenanceDue } from './maintenance-timing.ts';

const timeZone = 'Asia/Bangkok';
// 2026-11-28 03:30 in Phuket is 2026-11-27 20:30 UTC.
const nightly = new Date('2026-11-27T20:30:00Z');

describe('maintenanceDue', () => {
  it('is due inside the night window when it has not run for a day', () => {
    expect(maintenanceDue({ now: nightly, lastRunAt: null, timeZone })).toBe(true);
    expect(maintenanceDue({ now: nightly, lastRunAt: new Date('2026-11-26T20:05:00Z'), timeZone })).toBe(true);
  });

  it('runs once per night, however often it is asked', () => {
    expect(maintenanceDue({ now: nightly, lastRunAt: new Date('2026-11-27T20:05:00Z'), timeZone })).toBe(false);
  });

  it('never runs while the salon may be busy', () => {
    for (const utc of [
      '2026-11-28T03:00:00Z',
      '2026-11-27T19:59:00Z',
      '2026-11-27T22:00:00Z',
      '2026-11-28T14:00:00Z',
    ]) {
      expect(maintenanceDue({ now: new Date(utc), lastRunAt: null, timeZone }), utc).toBe(false);
    }
    // The window's edges in salon time: 03:00 in, 05:00 out.
    expect(maintenanceDue({ now: new Date('2026-11-27T20:00:00Z'), lastRunAt: null, timeZone })).toBe(true);
    expect(maintenanceDue({ now: new Date('2026-11-27T21:59:59Z'), lastRunAt: null, timeZone })).toBe(true);
  });
});
