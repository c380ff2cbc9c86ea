/**
 * E-mails a paid sale's receipt through the outbox (the path every e-mail takes, so it is sent once,
 * retried, and listed on the Outbox page). The reader's language (decision 224): a sale of a booking
 * is written in the booking's language, whoever it is sent to; a walk-in in the language staff chose
 * (English unless they chose). The request id is the message's once-only key: a double tap, or a retry
 * of a request whose answer was lost, queues one e-mail.
 */
import { asc, eq } from 'drizzle-orm';
import { receiptEmailKeys, type ReceiptEmailRequest } from '../../../domain/checkout/receipt-email.ts';
import type { Language } from '../../../domain/language.ts';
import type { Database } from '../../db/client.ts';
import { saleLines } from '../../db/schema.ts';
import { refuse } from '../../http/errors.ts';
import { writeOutboxMessage } from '../../mail/outbox.ts';
import { liveMailContext } from '../../mail/templates/appointment-email-data.ts';
import { checkoutRefusal } from './checkout-refusals.ts';
import { getSale, type SaleView } from './get-sale.ts';
import { renderReceiptEmail } from './receipt-email-render.ts';
import { saleLineNamesIn } from './sale-line-names.ts';
import type { StaffRequestContext } from '../shared/request-context.ts';

/** What e-mailing a receipt needs of the request: the salon's facts and links, the instant, who asks. */
export type ReceiptMailer = Pick<StaffRequestContext, 'db' | 'salon' | 'publicUrl' | 'now' | 'role'>;

export interface QueuedReceiptEmail {
  readonly recipient: string;
  readonly language: Language;
  /** False when this request id had queued it already. */
  readonly queued: boolean;
}

export async function emailReceipt(
  mailer: ReceiptMailer,
  saleId: string,
  request: ReceiptEmailRequest,
): Promise<QueuedReceiptEmail> {
  const { db } = mailer;
  // The e-mail reads only the receipt's names (receiptName); the reader's are the screen's.
  const view = await getSale(db, mailer.salon, saleId, { role: mailer.role, language: 'en' });
  // A receipt exists once the sale is paid; a paid sale voided later is sent as the void receipt it is.
  if (view.sale.receiptNumber === null) throw checkoutRefusal('receiptNotPaid');
  const recipient = request.to === 'customer' ? view.sale.customerEmail.trim() : request.address;
  if (recipient === '')
    throw refuse(422, receiptEmailKeys.noAddress, { fields: { address: receiptEmailKeys.noAddress } });
  const booked = view.sale.appointmentIds.length > 0;
  const language: Language = booked ? view.sale.customerLanguage : (request.language ?? 'en');
  const context = await liveMailContext(db, { salon: mailer.salon, publicUrl: mailer.publicUrl, now: mailer.now });
  const email = renderReceiptEmail(await linesInLanguage(db, view, language), language, context);
  const id = await db.transaction((tx) =>
    writeOutboxMessage(tx, 'receipt', { id: view.sale.appointmentIds[0] ?? null }, recipient, email, context, null, {
      dedupeKey: `receipt:${saleId}:${request.requestId}`,
    }),
  );
  return { recipient, language, queued: id !== null };
}

/**
 * The sale's lines keep the salon's names (what was sold); the customer reads each treatment as the menu
 * names it in their language and each product as the owner translated it, like every other e-mail to
 * them. The view names them in the sale's customer language already; a walk-in's receipt sent in
 * another language is named again.
 */
async function linesInLanguage(db: Database, view: SaleView, language: Language): Promise<SaleView> {
  if (language === view.sale.customerLanguage) return view;
  const rows = await db
    .select({ serviceId: saleLines.serviceId, productId: saleLines.productId, name: saleLines.name })
    .from(saleLines)
    .where(eq(saleLines.saleId, view.sale.id))
    .orderBy(asc(saleLines.position));
  const names = await saleLineNamesIn(db, rows, language);
  return { ...view, lines: view.lines.map((line, index) => ({ ...line, receiptName: names[index] ?? line.name })) };
}
