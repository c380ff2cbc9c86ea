/**
 * Staff issue a new private link for an appointment: every earlier link stops working, the
 * new one is shown to staff once (to pass on by WhatsApp or LINE when the customer gave no e-mail), and
 * when there is an e-mail address the customer also gets an e-mail with a link of its own.
 */
import { eq } from 'drizzle-orm';
import type { SalonConfig } from '../../../config/salon.ts';
import { isUuid } from '../../../domain/input-bounds.ts';
import type { Database } from '../../db/client.ts';
import { appointmentEvents, appointments } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';
import { manageLinkUrl } from '../../mail/manage-link-placeholder.ts';
import { enqueueNewLinkEmail } from '../../mail/outbox.ts';
import { mintManageLink, revokeManageLinks } from './manage-links.ts';

export interface IssueManageLinkOptions {
  readonly db: Database;
  readonly appointmentId: string;
  readonly staffId: string;
  readonly now: Date;
  readonly salon: SalonConfig;
  readonly publicUrl: string;
}

export interface IssuedManageLink {
  /** The new link; shown once, never stored. */
  readonly url: string;
  /** Whether an e-mail with a link goes to the customer too. */
  readonly emailed: boolean;
}

export async function issueManageLink(options: IssueManageLinkOptions): Promise<IssuedManageLink> {
  const { db, appointmentId, staffId, now } = options;
  if (!isUuid(appointmentId)) throw refuse(404, 'admin:refusals.appointmentNotFound');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: appointments.id, customerEmail: appointments.customerEmail, language: appointments.language })
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
      .for('update');
    if (!row) throw refuse(404, 'admin:refusals.appointmentNotFound');
    const revoked = await revokeManageLinks(tx, row.id, now);
    const token = await mintManageLink(tx, { appointmentId: row.id, outboxId: null, now });
    const emailed = row.customerEmail !== '';
    await tx.insert(appointmentEvents).values({
      appointmentId: row.id,
      staffId,
      kind: 'manage_link_issued',
      detail: { revoked, emailed },
      createdAt: now,
    });
    if (emailed) await enqueueNewLinkEmail(tx, row.id, { salon: options.salon, publicUrl: options.publicUrl, now });
    return { url: manageLinkUrl(options.publicUrl, token, row.language), emailed };
  });
}
