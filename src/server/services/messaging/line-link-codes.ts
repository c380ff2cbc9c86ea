/**
 * One-time codes that link a customer's LINE to their bookings (decision 232). A code is drawn when the
 * customer follows "Get updates on LINE" (from the manage page or an e-mail: a plain link, no script),
 * lives 30 minutes, works once, and only its SHA-256 is stored.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { LINK_CODE_ALPHABET, LINK_CODE_LENGTH, linkMessageText } from '../../../domain/messaging.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { lineLinkCodes } from '../../db/schema.ts';

type Executor = Database | Transaction;

export const LINK_CODE_LIFETIME_MS = 30 * 60_000;

export function hashLinkCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export function drawLinkCode(): string {
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i += 1) code += LINK_CODE_ALPHABET[randomInt(LINK_CODE_ALPHABET.length)];
  return code;
}

export async function mintLinkCode(db: Executor, appointmentId: string, now: Date): Promise<string> {
  const code = drawLinkCode();
  await db.insert(lineLinkCodes).values({
    codeHash: hashLinkCode(code),
    appointmentId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_CODE_LIFETIME_MS),
  });
  return code;
}

/**
 * Uses the code: answers its appointment, or null when the code is unknown, expired or already used.
 * One conditional update, so two deliveries of the same code racing each other link once.
 */
export async function redeemLinkCode(tx: Executor, code: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(lineLinkCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(lineLinkCodes.codeHash, hashLinkCode(code)),
        isNull(lineLinkCodes.usedAt),
        gt(lineLinkCodes.expiresAt, now),
      ),
    )
    .returning({ appointmentId: lineLinkCodes.appointmentId });
  return row?.appointmentId ?? null;
}

/**
 * The LINE URL scheme that opens a chat with the account and the code typed in, ready to send
 * (https://line.me/R/oaMessage/{basicId}/?{text}); LINE offers to add the friend on the way.
 */
export function lineChatUrl(basicId: string, code: string): string {
  return `https://line.me/R/oaMessage/${encodeURIComponent(basicId)}/?${encodeURIComponent(linkMessageText(code))}`;
}
