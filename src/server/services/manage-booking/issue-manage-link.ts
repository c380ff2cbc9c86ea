/**
 * Staff issue a new private link for an appointment: every earlier link stops working, the
 * new one is shown to staff once (to pass on by WhatsApp or LINE when the customer gave no e-mail), and
 * when there is an e-mail address the customer also gets an e-mail with a link of its own.
 */
import { eq } from 'drizzle-orm';
import { isUuid } from '../../../domain/input-bounds.ts';
import { appointmentEvents, appointments } from '../../db/schema.ts';
import { manageLinkUrl } from '../../mail/manage-link-placeholder.ts';
import { enqueueNewLinkEmail } from '../../mail/outbox.ts';
import { notFoundError } from '../appointments/staff-appointment-views.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';
import { mintManageLink, revokeManageLinks } from './manage-links.ts';

export interface IssuedManageLink {
  /** The new link; shown once, never stored. */
  readonly url: string;
  /** Whether an e-mail with a link goes to the customer too. */
  readonly emailed: boolean;
}

export async function issueManageLink(
  context: Pick<StaffRequestContext, 'db' | 'staffId' | 'now' | 'salon' | 'publicUrl' | 'logger'>,
  appointmentId: string,
): Promise<IssuedManageLink> {
  const { db, staffId, now, salon, publicUrl } = context;
  if (!isUuid(appointmentId)) throw notFoundError();
  const issued = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: appointments.id, customerEmail: appointments.customerEmail, language: appointments.language })
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
      .for('update');
    if (!row) throw notFoundError();
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
    if (emailed) await enqueueNewLinkEmail(tx, row.id, { salon, publicUrl, now });
    return { url: manageLinkUrl(publicUrl, token, row.language), emailed };
  });
  context.logger.info({ appointmentId, emailed: issued.emailed }, 'manage link issued');
  return issued;
}
