import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  channelPreferencesSchema,
  channelsToTry,
  describeChannelPreferencesChange,
  DEFAULT_CHANNEL_PREFERENCES,
  MESSAGE_CHANNELS,
} from './channel-preferences.ts';

const preferences = fc.record({
  order: fc.shuffledSubarray([...MESSAGE_CHANNELS], { minLength: 2, maxLength: 2 }),
  off: fc.subarray([...MESSAGE_CHANNELS]),
});

describe('the owner’s message channels', () => {
  it('tries the channels that are on, in the owner’s order, each once', () => {
    fc.assert(
      fc.property(preferences, (chosen) => {
        const tried = channelsToTry(chosen);
        expect(tried).toEqual(chosen.order.filter((name) => !chosen.off.includes(name)));
        expect(new Set(tried).size).toBe(tried.length);
        expect(channelPreferencesSchema.safeParse(chosen).success).toBe(true);
      }),
    );
    expect(channelsToTry(DEFAULT_CHANNEL_PREFERENCES)).toEqual(['line', 'whatsapp']);
  });

  it('refuses an order that leaves a channel out, names one twice or names another', () => {
    for (const order of [['line'], ['line', 'line'], ['line', 'whatsapp', 'line'], ['line', 'email']]) {
      expect(channelPreferencesSchema.safeParse({ order, off: [] }).success).toBe(false);
    }
    expect(channelPreferencesSchema.safeParse({ order: ['line', 'whatsapp'], off: ['line', 'line'] }).success).toBe(
      false,
    );
  });

  it('says what changed in the settings history', () => {
    expect(
      describeChannelPreferencesChange(DEFAULT_CHANNEL_PREFERENCES, { order: ['whatsapp', 'line'], off: ['line'] }),
    ).toBe('Changed the message channels: the order to WhatsApp, LINE, then e-mail; LINE off.');
    expect(describeChannelPreferencesChange(DEFAULT_CHANNEL_PREFERENCES, DEFAULT_CHANNEL_PREFERENCES)).toBe(
      'Saved the message channels unchanged.',
    );
  });
});
