import { describe, expect, it } from 'vitest';
import { lineConnectSchema, linkCodeInMessage, linkMessageText } from './messaging.ts';

describe('linkCodeInMessage', () => {
  it('reads the code from the pre-filled message, in any case', () => {
    expect(linkCodeInMessage(linkMessageText('ABCD2345'))).toBe('ABCD2345');
    expect(linkCodeInMessage('link abcd2345')).toBe('ABCD2345');
    expect(linkCodeInMessage('  ABCD2345 ')).toBe('ABCD2345');
  });
  it('finds nothing in ordinary chat or look-alike characters', () => {
    expect(linkCodeInMessage('hello, is 5pm free?')).toBeNull();
    expect(linkCodeInMessage('LINK ABCD0O1I')).toBeNull();
    expect(linkCodeInMessage('x'.repeat(500))).toBeNull();
  });
});

describe('lineConnectSchema', () => {
  const valid = { channelId: '1234567890', channelSecret: 'a'.repeat(32), accessToken: 'T'.repeat(40) };
  it('accepts what the LINE console shows', () => {
    expect(lineConnectSchema.safeParse(valid).success).toBe(true);
  });
  it('refuses a malformed secret, id or token', () => {
    expect(lineConnectSchema.safeParse({ ...valid, channelSecret: 'zz' }).success).toBe(false);
    expect(lineConnectSchema.safeParse({ ...valid, channelId: '12ab' }).success).toBe(false);
    expect(lineConnectSchema.safeParse({ ...valid, accessToken: 'short' }).success).toBe(false);
    expect(lineConnectSchema.safeParse({ ...valid, accessToken: `${'T'.repeat(30)}\n${'T'.repeat(30)}` }).success).toBe(
      false,
    );
  });
});
