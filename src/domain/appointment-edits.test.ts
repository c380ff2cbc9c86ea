import { describe, expect, it } from 'vitest';
import {
  addServiceSchema,
  discountChangeSchema,
  endsWithinDay,
  serviceEditWarnings,
  statusChangeSchema,
  technicianChangeSchema,
  versionQuerySchema,
} from './appointment-edits.ts';

describe('edit requests', () => {
  it('accept only the four discounts', () => {
    for (const discountPercentage of [0, 10, 20, 100]) {
      expect(discountChangeSchema.safeParse({ version: 1, discountPercentage }).success).toBe(true);
    }
    for (const discountPercentage of [5, 15, 50, -10, 10.5, '10', null]) {
      const result = discountChangeSchema.safeParse({ version: 1, discountPercentage });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('The discount must be 0, 10, 20 or 100 percent.');
    }
  });

  it('need a whole, positive version', () => {
    for (const version of [0, -1, 1.5, '2', undefined]) {
      expect(statusChangeSchema.safeParse({ version, status: 'confirmed' }).success).toBe(false);
    }
    expect(versionQuerySchema.parse({ version: '7' })).toEqual({ version: 7 });
    expect(versionQuerySchema.safeParse({ version: 'seven' }).success).toBe(false);
  });

  it('take a known status only', () => {
    expect(statusChangeSchema.safeParse({ version: 1, status: 'done' }).success).toBe(false);
    expect(statusChangeSchema.parse({ version: 1, status: 'cancelled' })).toEqual({ version: 1, status: 'cancelled' });
  });

  it('take a technician id or null', () => {
    expect(technicianChangeSchema.parse({ version: 1, technicianId: null })).toEqual({
      version: 1,
      technicianId: null,
    });
    expect(
      technicianChangeSchema.parse({ version: 1, technicianId: 'A0000000-0000-4000-8000-00000000000F' }).technicianId,
    ).toBe('a0000000-0000-4000-8000-00000000000f');
    expect(technicianChangeSchema.safeParse({ version: 1, technicianId: 'nobody' }).success).toBe(false);
    expect(technicianChangeSchema.safeParse({ version: 1 }).success).toBe(false);
  });

  it('add a service by positive id, warnings not acknowledged unless said', () => {
    expect(addServiceSchema.parse({ version: 2, serviceId: 5 })).toEqual({
      version: 2,
      serviceId: 5,
      acknowledgeWarnings: false,
    });
    expect(addServiceSchema.safeParse({ version: 2, serviceId: 0 }).success).toBe(false);
  });
});

describe('warnings for a longer appointment', () => {
  const base = { status: 'pending' as const, startMinute: 19 * 60, others: [] };

  it('none when it still ends by closing and fits', () => {
    expect(serviceEditWarnings({ ...base, durationMinutes: 120 })).toEqual([]);
  });

  it('closing time when it would end after 21:00', () => {
    expect(serviceEditWarnings({ ...base, durationMinutes: 121 })).toEqual(['closing_time']);
  });

  it('capacity when three others already occupy part of it', () => {
    const others = [
      { startMinute: 20 * 60, endMinute: 20 * 60 + 30 },
      { startMinute: 20 * 60, endMinute: 20 * 60 + 30 },
      { startMinute: 20 * 60 + 15, endMinute: 20 * 60 + 45 },
    ];
    expect(serviceEditWarnings({ ...base, others, durationMinutes: 30 })).toEqual([]);
    expect(serviceEditWarnings({ ...base, others, durationMinutes: 60 })).toEqual(['capacity']);
    expect(serviceEditWarnings({ ...base, others, durationMinutes: 150 })).toEqual(['closing_time', 'capacity']);
  });

  it('a cancelled appointment occupies nothing, so no capacity warning', () => {
    const others = Array.from({ length: 3 }, () => ({ startMinute: 19 * 60, endMinute: 20 * 60 }));
    expect(serviceEditWarnings({ ...base, status: 'cancelled', others, durationMinutes: 60 })).toEqual([]);
  });

  it('ends within the day up to 24:00', () => {
    expect(endsWithinDay(20 * 60, 240)).toBe(true);
    expect(endsWithinDay(20 * 60, 241)).toBe(false);
  });
});
