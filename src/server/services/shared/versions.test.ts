import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import { assertCurrentVersion, staleVersion } from './versions.ts';

describe('the optimistic version check', () => {
  it('lets a save made on the current version through, of numbers and of text versions alike', () => {
    expect(() => assertCurrentVersion('menu', 4, 4)).not.toThrow();
    expect(() => assertCurrentVersion('account', '2026-11-28T10:00:00.000Z', '2026-11-28T10:00:00.000Z')).not.toThrow();
  });

  it('refuses a save made on another version with 409 and the screen’s own sentence', () => {
    let refusal: unknown;
    try {
      assertCurrentVersion('week', 5, 4);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(409);
    expect((refusal as ApiError).toBody().error).toMatchObject({ code: 'conflict', key: 'admin:refusals.staleWeek' });
    expect((refusal as ApiError).toBody().error.message).toMatch(/technician's week/);
  });

  it('names the version now current when it is given, for screens that reload to it', () => {
    const refusal = staleVersion('appointment', 7);
    expect(refusal.toBody().error.fields?.version).toMatchObject({
      key: 'admin:refusals.staleAppointment',
      params: { current: '7' },
    });
    expect(staleVersion('settings').toBody().error.fields).toBeUndefined();
  });
});
