import { describe, expect, it } from 'vitest';
import { contactsFromDetails, formatSalonDeadline } from './manage-format.ts';

describe('formatSalonDeadline', () => {
  it('says the cut-off on the salon clock (Phuket, UTC+7), whatever the phone or test machine runs in', () => {
    expect(formatSalonDeadline('2026-12-01T07:00:00.000Z', 'en-GB')).toBe('Tue 1 Dec, 14:00');
    // 23:30 in London is already the next morning in Phuket.
    expect(formatSalonDeadline('2026-12-01T23:30:00.000Z', 'en-GB')).toBe('Wed 2 Dec, 06:30');
  });
});

describe('contactsFromDetails', () => {
  it('writes the address on one line and leaves out empty parts', () => {
    const details = {
      name: 'Lotus',
      email: 'hello@salon.example',
      phone: '076 555 123',
      phoneE164: '+6676555123',
      streetAddress: '1 Chao Fa Road',
      locality: 'Chalong',
      region: 'Phuket',
      postalCode: '',
      mapsUrl: '',
      reviewUrl: '',
      instagramUrl: '',
      facebookUrl: '',
      whatsappUrl: 'https://wa.me/6676555123',
      lineUrl: '',
      discountOfferText: '',
    };
    expect(contactsFromDetails(details)).toEqual({
      name: 'Lotus',
      phone: '076 555 123',
      phoneE164: '+6676555123',
      email: 'hello@salon.example',
      address: '1 Chao Fa Road, Chalong, Phuket',
      mapsUrl: '',
      whatsappUrl: 'https://wa.me/6676555123',
      lineUrl: '',
    });
  });
});
