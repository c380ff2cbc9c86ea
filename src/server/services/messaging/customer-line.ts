/**
 * The customer's side of LINE, through their private link: whether the salon offers it, whether this
 * booking's customer linked it, a fresh linking code to open the salon's chat with, and stopping it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, lineLinks } from '../../db/schema.ts';
import { loadLineChannel } from './line-channel.ts';
import { lineChatUrl, mintLinkCode } from './line-link-codes.ts';
import type { MessagingConfig } from './messaging-config.ts';

export interface CustomerLineState {
  /** The salon connected LINE and this booking has a customer to link. */
  readonly available: boolean;
  /** Messages about this booking go by LINE. */
  readonly linked: boolean;
}

async function customerOf(db: Database, appointmentId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: appointments.customerId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row?.customerId ?? null;
}

export async function customerLineState(
  db: Database,
  config: MessagingConfig,
  appointmentId: string,
): Promise<CustomerLineState> {
  const channel = await loadLineChannel(db, config);
  const customerId = await customerOf(db, appointmentId);
  if (!channel || !customerId) return { available: false, linked: false };
  const [link] = await db
    .select({ customerId: lineLinks.customerId })
    .from(lineLinks)
    .where(and(eq(lineLinks.customerId, customerId), isNull(lineLinks.stoppedAt)));
  return { available: true, linked: link !== undefined };
}

/** The LINE chat address with a new one-time code, or null when LINE is not offered for this booking. */
export async function startLineLink(
  db: Database,
  config: MessagingConfig,
  appointmentId: string,
  now: Date,
): Promise<string | null> {
  const channel = await loadLineChannel(db, config);
  if (!channel || !(await customerOf(db, appointmentId))) return null;
  return lineChatUrl(channel.basicId, await mintLinkCode(db, appointmentId, now));
}

/** The customer stops LINE: from now on their messages go by e-mail. */
export async function stopCustomerLine(
  db: Database,
  config: MessagingConfig,
  appointmentId: string,
  now: Date,
): Promise<CustomerLineState> {
  const customerId = await customerOf(db, appointmentId);
  if (customerId) {
    await db
      .update(lineLinks)
      .set({ stoppedAt: now })
      .where(and(eq(lineLinks.customerId, customerId), isNull(lineLinks.stoppedAt)));
  }
  return customerLineState(db, config, appointmentId);
}
