import { describe, expect, it } from 'vitest';
import { durationParts } from './stats-duration.ts';

describe('durationParts', () => {
  it('splits minutes into hours and minutes', () => {
    expect(durationParts(0)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(45)).toEqual({ hours: 0, minutes: 45 });
    expect(durationParts(60)).toEqual({ hours: 1, minutes: 0 });
    expect(durationParts(135)).toEqual({ hours: 2, minutes: 15 });
    expect(durationParts(60 * 31 + 1)).toEqual({ hours: 31, minutes: 1 });
  });

  it('never goes negative', () => {
    expect(durationParts(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
