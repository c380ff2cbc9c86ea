/**
 * The messaging channels' inputs and their bounds: what the owner types to connect LINE, and the shape
 * of the one-time code a customer sends to the salon's LINE account to link it.
 */
import { z } from 'zod';

/** LINE's channel ID: digits (10 today), bounded well above. */
const CHANNEL_ID = /^\d{1,20}$/;
/** A channel secret is 32 hexadecimal characters. */
const CHANNEL_SECRET = /^[0-9a-f]{32}$/i;
/** A channel access token: base64-like characters only; long-lived ones run to about 170. */
const ACCESS_TOKEN = /^[A-Za-z0-9+/=._-]{20,2000}$/;

export const lineConnectSchema = z.object({
  channelId: z.string().trim().regex(CHANNEL_ID, 'messaging:errors.channelId'),
  channelSecret: z.string().trim().regex(CHANNEL_SECRET, 'messaging:errors.channelSecret'),
  // The pattern bounds the length and leaves no room for control characters.
  accessToken: z
    .string()
    .trim()
    .max(2000, 'messaging:errors.accessToken')
    .regex(ACCESS_TOKEN, 'messaging:errors.accessToken'),
});
export type LineConnectInput = z.infer<typeof lineConnectSchema>;

/**
 * A linking code: eight characters from an alphabet without look-alikes (no 0/O, 1/I/L), about 40 bits,
 * quoted in the message the customer sends as "LINK ABCD2345".
 */
export const LINK_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const LINK_CODE_LENGTH = 8;
const LINK_CODE_IN_TEXT = new RegExp(`(?:^|\\s)([${LINK_CODE_ALPHABET}]{${LINK_CODE_LENGTH}})(?:\\s|$)`);

/** The code in a message a customer sent, or null. Upper-cased first: a phone may have changed the case. */
export function linkCodeInMessage(text: string): string | null {
  if (text.length > 200) return null;
  return LINK_CODE_IN_TEXT.exec(text.trim().toUpperCase())?.[1] ?? null;
}

/** The text the customer's LINE pre-fills: the word and the code. */
export function linkMessageText(code: string): string {
  return `LINK ${code}`;
}
