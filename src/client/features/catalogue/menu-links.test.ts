import { describe, expect, it } from 'vitest';
import { serviceBookingHref } from './menu-links.ts';

describe('serviceBookingHref', () => {
  it('books the service itself once the live menu is known', () => {
    expect(serviceBookingHref(12, 'nails', true)).toBe('/booking?service=12');
  });
  it('pre-selects the category while only the prerendered snapshot is shown', () => {
    expect(serviceBookingHref(-3, 'nails', false)).toBe('/booking?category=nails');
  });
});
