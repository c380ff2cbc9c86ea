import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from './customer-identity.ts';

describe('customer identity keys', () => {
  it('reads an e-mail trimmed and lower-cased, and none as null', () => {
    expect(emailKey(' Anna@Example.COM ')).toBe('anna@example.com');
    expect(emailKey('')).toBeNull();
    expect(emailKey('   ')).toBeNull();
    expect(emailKey(null)).toBeNull();
  });

  it('makes a Thai local number and its international form one key', () => {
    expect(phoneKey('081-234 5678')).toBe('66812345678');
    expect(phoneKey('+66 81 234 5678')).toBe('66812345678');
    expect(phoneKey('(02) 123 4567')).toBe('6621234567');
  });

  it('keeps other countries as their digits and refuses what is not a number', () => {
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
    expect(phoneKey('12-34')).toBeNull();
    expect(phoneKey('')).toBeNull();
    expect(phoneKey(undefined)).toBeNull();
  });
});
