import { describe, expect, it } from 'vitest';
import {
  claimDiscountPopup,
  DISCOUNT_POPUP_DELAY_MS,
  DISCOUNT_POPUP_FLAG,
  type FlagStorage,
} from './discount-popup-schedule.ts';

function memoryStorage(): FlagStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('claimDiscountPopup', () => {
  it('shows once per session and sets the spec flag', () => {
    const storage = memoryStorage();
    expect(DISCOUNT_POPUP_DELAY_MS).toBe(1000);
    expect(claimDiscountPopup(storage)).toBe(true);
    expect(storage.values.has(DISCOUNT_POPUP_FLAG)).toBe(true);
    expect(DISCOUNT_POPUP_FLAG).toBe('discountPopupShown');
    expect(claimDiscountPopup(storage)).toBe(false);
  });
  it('shows nothing when storage is missing or refuses access', () => {
    expect(claimDiscountPopup(null)).toBe(false);
    const refusing: FlagStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(claimDiscountPopup(refusing)).toBe(false);
  });
});
