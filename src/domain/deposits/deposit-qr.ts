/**
 * The deposit's PromptPay QR: the checkout's Thai QR payload for exactly the deposit, with the
 * booking's reference in the additional data field (62, sub-field 05 "reference label"), so the
 * transfer in the salon's banking app names the booking. Apps that do not show it still pay the
 * right amount to the right ID: the field is optional in EMVCo and ignored where unknown.
 */
import { dataObject, withCrc } from '../checkout/emv-tlv.ts';
import type { Satang } from '../checkout/money.ts';
import { promptPayPayload, type PromptPayId } from '../checkout/promptpay.ts';

/** Length of the CRC object at the end of every payload: "6304" and four hex digits. */
const CRC_OBJECT_LENGTH = 8;

export function depositQrPayload(id: PromptPayId, amount: Satang, reference: string): string {
  if (!/^[A-Z0-9-]{1,25}$/.test(reference)) throw new RangeError('A deposit reference is 1–25 of A–Z, 0–9 and -');
  const withoutCrc = promptPayPayload(id, amount).slice(0, -CRC_OBJECT_LENGTH);
  return withCrc(`${withoutCrc}${dataObject('62', dataObject('05', reference))}`);
}
