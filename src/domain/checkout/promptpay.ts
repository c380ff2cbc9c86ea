/**
 * The PromptPay QR a customer scans to pay exactly the amount due: a Thai QR Payment
 * (EMVCo merchant-presented) payload for the salon's PromptPay ID, written from the
 * EMVCo specification and the Bank of Thailand's Thai QR Payment standard:
 *
 *   00 Payload format indicator "01"
 *   01 Point of initiation: "11" static (no amount), "12" dynamic (this amount, this sale)
 *   29 Merchant account information, PromptPay credit transfer:
 *        00 application id A000000677010111
 *        01 mobile number as 0066 + the number without its leading 0 (13 digits), or
 *        02 national ID or tax ID (13 digits), or
 *        03 e-wallet ID (15 digits)
 *   53 Currency "764" (Thai baht, ISO 4217)
 *   58 Country "TH"
 *   54 Amount, "1500.00" (omitted when there is none)
 *   63 CRC-16/CCITT-FALSE of everything before its value
 *
 * EMVCo fixes only 00 first and 63 last, and banking apps read any order; the order above is
 * the one the widely used promptparse generator writes, so our payloads can be compared with
 * its byte for byte (promptpay.test.ts).
 */
import { dataObject, withCrc } from './emv-tlv.ts';
import { MONEY_LIMITS, satangToDecimalText, type Satang } from './money.ts';

export const PROMPTPAY_APPLICATION_ID = 'A000000677010111';

export type PromptPayId =
  | { readonly kind: 'mobile'; /** Ten digits, leading 0: 0812345678. */ readonly digits: string }
  | {
      readonly kind: 'national-id';
      /** Thirteen digits: a citizen's ID or a company's tax ID. */ readonly digits: string;
    }
  | { readonly kind: 'e-wallet'; /** Fifteen digits. */ readonly digits: string };

/**
 * Whether 13 digits carry a valid check digit (Thai citizen IDs and juristic tax IDs share the
 * rule: the weighted sum of the first twelve digits, weights 13 down to 2, mod 11). Checked when
 * the owner enters an ID, so a typo is caught before a customer pays a stranger.
 */
export function hasValidThaiIdCheckDigit(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(digits[index]) * (13 - index);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

/**
 * Reads a PromptPay ID as an owner types it: a Thai mobile number (`081-234-5678`,
 * `+66 81 234 5678`), a 13-digit national or tax ID (`1-2345-67890-12-1`) with a valid check
 * digit, or a 15-digit e-wallet ID. Spaces and dashes are ignored. Null for anything else.
 */
export function parsePromptPayId(text: string): PromptPayId | null {
  if (text.length > 40 || !/^[\d\s+-]*$/.test(text)) return null;
  const compact = text.replace(/[\s-]/g, '');
  if (/^\+66\d{9}$/.test(compact)) return { kind: 'mobile', digits: `0${compact.slice(3)}` };
  if (/^0\d{9}$/.test(compact)) return { kind: 'mobile', digits: compact };
  if (/^\d{13}$/.test(compact))
    return hasValidThaiIdCheckDigit(compact) ? { kind: 'national-id', digits: compact } : null;
  if (/^\d{15}$/.test(compact)) return { kind: 'e-wallet', digits: compact };
  return null;
}

/** The account sub-object of data object 29 for an ID. */
function accountSubObject(id: PromptPayId): string {
  switch (id.kind) {
    case 'mobile':
      if (!/^0\d{9}$/.test(id.digits)) throw new RangeError('A PromptPay mobile number is 0 and nine digits');
      return dataObject('01', `0066${id.digits.slice(1)}`);
    case 'national-id':
      if (!/^\d{13}$/.test(id.digits)) throw new RangeError('A national or tax ID is 13 digits');
      return dataObject('02', id.digits);
    case 'e-wallet':
      if (!/^\d{15}$/.test(id.digits)) throw new RangeError('An e-wallet ID is 15 digits');
      return dataObject('03', id.digits);
  }
}

/**
 * The payload for a PromptPay ID and, for a sale, the exact amount (satang, at least 1).
 * Without an amount the QR is static: the payer types the amount.
 */
export function promptPayPayload(id: PromptPayId, amount: Satang | null): string {
  if (amount !== null && (!Number.isSafeInteger(amount) || amount < 1 || amount > MONEY_LIMITS.amountMax)) {
    throw new RangeError('A PromptPay amount is between 1 satang and the largest sale');
  }
  const parts = [
    dataObject('00', '01'),
    dataObject('01', amount === null ? '11' : '12'),
    dataObject('29', `${dataObject('00', PROMPTPAY_APPLICATION_ID)}${accountSubObject(id)}`),
    dataObject('53', '764'),
    dataObject('58', 'TH'),
    amount === null ? '' : dataObject('54', satangToDecimalText(amount)),
  ];
  return withCrc(parts.join(''));
}
