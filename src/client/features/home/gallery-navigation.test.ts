import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeStep, wrapSlide } from './gallery-navigation.ts';

describe('wrapSlide', () => {
  it('moves forward and back within the gallery', () => {
    expect(wrapSlide(0, 1, 10)).toBe(1);
    expect(wrapSlide(5, -1, 10)).toBe(4);
  });
  it('wraps around at both ends', () => {
    expect(wrapSlide(9, 1, 10)).toBe(0);
    expect(wrapSlide(0, -1, 10)).toBe(9);
    expect(wrapSlide(2, -13, 10)).toBe(9);
  });
  it('stays at 0 for an empty gallery', () => {
    expect(wrapSlide(0, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('needs more than 50 px', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(50)).toBe(0);
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(51)).toBe(-1);
  });
  it('ignores mostly vertical movements (page scrolling)', () => {
    expect(swipeStep(-80, 120)).toBe(0);
    expect(swipeStep(-80, 40)).toBe(1);
  });
});
