import { describe, expect, it } from 'vitest';
import { customerListQuerySchema, customerNotesSchema, customerSearch, phoneKeyPrefix } from './customers.ts';
import { phoneKey } from './customer-identity.ts';

describe('customerSearch', () => {
  it('reads a phone fragment as digits, a Thai local 0 standing for 66', () => {
    expect(customerSearch('081 234 5678')).toEqual({
      text: '081 234 5678',
      prefixOnly: false,
      phoneDigits: '812345678',
    });
    expect(phoneKey('+66812345678')).toContain('812345678');
    expect(customerSearch('+66 (81) 234-56')).toEqual({
      text: '+66 (81) 234-56',
      prefixOnly: false,
      phoneDigits: '8123456',
    });
    expect(customerSearch('+7 912')).toEqual({ text: '+7 912', prefixOnly: false, phoneDigits: '7912' });
    expect(customerSearch('6681')).toEqual({ text: '6681', prefixOnly: false, phoneDigits: '6681' });
  });

  it('leaves out phone digits shorter than a trigram (the text itself is still searched)', () => {
    expect(customerSearch('(1)')).toEqual({ text: '(1)', prefixOnly: false, phoneDigits: null });
    expect(customerSearch('0 12')).toEqual({ text: '0 12', prefixOnly: false, phoneDigits: null });
    expect(customerSearch('+66 2')).toEqual({ text: '+66 2', prefixOnly: false, phoneDigits: null });
    expect(customerSearch('0 123')).toEqual({ text: '0 123', prefixOnly: false, phoneDigits: '123' });
  });

  it('searches other text by name and e-mail only, lower-cased', () => {
    expect(customerSearch('  Anna@Example.COM ')).toEqual({
      text: 'anna@example.com',
      prefixOnly: false,
      phoneDigits: null,
    });
    expect(customerSearch('Anna 2')).toEqual({ text: 'anna 2', prefixOnly: false, phoneDigits: null });
    expect(customerSearch('   ')).toBeNull();
    expect(customerSearch('0')).toEqual({ text: '0', prefixOnly: true, phoneDigits: null });
  });

  it('reads one or two characters as the beginning of a name (no trigram to look up)', () => {
    expect(customerSearch(' Li ')).toEqual({ text: 'li', prefixOnly: true, phoneDigits: null });
    expect(customerSearch('ลี')).toEqual({ text: 'ลี', prefixOnly: true, phoneDigits: null });
    expect(customerSearch('Lin')).toEqual({ text: 'lin', prefixOnly: false, phoneDigits: null });
  });
});

describe('phoneKeyPrefix', () => {
  it('starts like the stored key, so a local number typed so far finds the international one', () => {
    expect(phoneKeyPrefix('081 23')).toBe('668123');
    expect(phoneKey('081-234-5678')!.startsWith(phoneKeyPrefix('081 23')!)).toBe(true);
    expect(phoneKeyPrefix('+7 912')).toBe('7912');
    expect(phoneKeyPrefix('12')).toBeNull();
    expect(phoneKeyPrefix('anna')).toBeNull();
  });
});

describe('schemas', () => {
  it('bounds the list query and fills defaults', () => {
    expect(customerListQuerySchema.parse({})).toEqual({ q: '', page: 1, pageSize: 25 });
    expect(customerListQuerySchema.parse({ q: ' a\u0000b ', page: '3', pageSize: '50' })).toEqual({
      q: 'ab',
      page: 3,
      pageSize: 50,
    });
    expect(customerListQuerySchema.safeParse({ pageSize: '30' }).success).toBe(false);
    expect(customerListQuerySchema.safeParse({ page: '10001' }).success).toBe(false);
  });

  it('pages through the first 10,000 customers only, whatever the page size (decision 210)', () => {
    expect(customerListQuerySchema.safeParse({ page: '400', pageSize: '25' }).success).toBe(true);
    expect(customerListQuerySchema.safeParse({ page: '401', pageSize: '25' }).success).toBe(false);
    expect(customerListQuerySchema.safeParse({ page: '100', pageSize: '100' }).success).toBe(true);
    const refused = customerListQuerySchema.safeParse({ page: '101', pageSize: '100' });
    expect(refused.error?.issues[0]?.message).toMatch(/first 10,000 rows/);
  });

  it('keeps line breaks and tabs in notes, trims the end, refuses other control characters', () => {
    expect(customerNotesSchema.parse({ version: 1, notes: '  a\n\tb  \n' })).toEqual({ version: 1, notes: '  a\n\tb' });
    expect(customerNotesSchema.safeParse({ version: 1, notes: 'a\u001bb' }).success).toBe(false);
    expect(customerNotesSchema.safeParse({ version: 1.5, notes: '' }).success).toBe(false);
  });
});
