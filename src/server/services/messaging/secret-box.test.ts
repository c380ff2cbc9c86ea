import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, parseSecretKey, sealSecret, SecretKeyError } from './secret-box.ts';

describe('secret box', () => {
  const key = randomBytes(32);
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = sealSecret(key, 'channel-secret-123');
    expect(sealed).not.toContain('channel-secret-123');
    expect(openSecret(key, sealed)).toBe('channel-secret-123');
    expect(sealSecret(key, 'same')).not.toBe(sealSecret(key, 'same'));
  });
  it('opens nothing under another key or after tampering', () => {
    const sealed = sealSecret(key, 'secret');
    expect(openSecret(randomBytes(32), sealed)).toBeNull();
    expect(openSecret(key, sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA'))).toBeNull();
    expect(openSecret(key, 'garbage')).toBeNull();
  });
  it('reads a key in base64 or hex and refuses a short one', () => {
    expect(parseSecretKey(undefined)).toBeNull();
    expect(parseSecretKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseSecretKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(() => parseSecretKey('short')).toThrow(SecretKeyError);
  });
});
