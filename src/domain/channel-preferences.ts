/**
 * The owner's choice of the channels that carry customers' messages besides e-mail, and the order they
 * are tried in. A channel must also be connected (Settings → LINE, Settings → WhatsApp) and the customer
 * must have linked it or agreed to it; e-mail is always last, for every message no channel carries.
 */
import { z } from 'zod';
import { jsonInteger } from './input-bounds.ts';

export const MESSAGE_CHANNELS = ['line', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const CHANNEL_LABELS: Readonly<Record<MessageChannel, string>> = { line: 'LINE', whatsapp: 'WhatsApp' };

const channel = z.enum(MESSAGE_CHANNELS, { error: 'messaging:preferences.errors.channel' });
const distinct = (channels: readonly MessageChannel[]) => new Set(channels).size === channels.length;

export const channelPreferencesSchema = z.object({
  /** Every channel once, the first tried first. */
  order: z
    .array(channel)
    .length(MESSAGE_CHANNELS.length, 'messaging:preferences.errors.order')
    .refine(distinct, 'messaging:preferences.errors.order'),
  /** Channels the owner turned off: never asked, even when connected. */
  off: z
    .array(channel)
    .max(MESSAGE_CHANNELS.length, 'messaging:preferences.errors.off')
    .refine(distinct, 'messaging:preferences.errors.off'),
});
export type ChannelPreferences = z.infer<typeof channelPreferencesSchema>;

export const channelPreferencesUpdateSchema = channelPreferencesSchema.extend({
  version: jsonInteger('Send the version of the settings you loaded (a whole number).', { min: 0 }),
});

/** LINE first: a customer who linked it asked for it from their booking; WhatsApp was a tick at booking. */
export const DEFAULT_CHANNEL_PREFERENCES: ChannelPreferences = { order: ['line', 'whatsapp'], off: [] };

/** The channels to ask, in order. */
export function channelsToTry(preferences: ChannelPreferences): MessageChannel[] {
  return preferences.order.filter((name) => !preferences.off.includes(name));
}

/** The settings history's sentence. */
export function describeChannelPreferencesChange(before: ChannelPreferences, after: ChannelPreferences): string {
  const parts: string[] = [];
  const named = (channels: readonly MessageChannel[]) => channels.map((name) => CHANNEL_LABELS[name]).join(', ');
  if (before.order.join() !== after.order.join()) parts.push(`the order to ${named(after.order)}, then e-mail`);
  for (const name of MESSAGE_CHANNELS) {
    const wasOff = before.off.includes(name);
    const isOff = after.off.includes(name);
    if (wasOff !== isOff) parts.push(`${CHANNEL_LABELS[name]} ${isOff ? 'off' : 'on'}`);
  }
  return parts.length === 0
    ? 'Saved the message channels unchanged.'
    : `Changed the message channels: ${parts.join('; ')}.`;
}
