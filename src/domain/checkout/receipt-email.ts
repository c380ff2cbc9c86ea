/**
 * The request to e-mail a paid sale's receipt (decision 224): to the customer's address kept on the sale,
 * or to one typed in; the language only counts for a sale without a booking (a walk-in), since a
 * booked customer reads the language they booked in. A request id makes a double tap queue one e-mail.
 */
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../language.ts';

export const RECEIPT_EMAIL_LIMITS = { addressMaxLength: 254 } as const;

export const receiptEmailKeys = {
  addressInvalid: 'checkout:receiptEmail.errors.addressInvalid',
  noAddress: 'checkout:receiptEmail.errors.noAddress',
  requestInvalid: 'checkout:receiptEmail.errors.requestInvalid',
} as const;

export const receiptEmailRequestSchema = z.discriminatedUnion(
  'to',
  [
    z.object({
      to: z.literal('customer'),
      language: z.enum(SUPPORTED_LANGUAGES).optional(),
      requestId: z.uuid({ error: receiptEmailKeys.requestInvalid }),
    }),
    z.object({
      to: z.literal('address'),
      address: z
        .string({ error: receiptEmailKeys.addressInvalid })
        .trim()
        .max(RECEIPT_EMAIL_LIMITS.addressMaxLength, receiptEmailKeys.addressInvalid)
        .pipe(z.email({ error: receiptEmailKeys.addressInvalid })),
      language: z.enum(SUPPORTED_LANGUAGES).optional(),
      requestId: z.uuid({ error: receiptEmailKeys.requestInvalid }),
    }),
  ],
  { error: receiptEmailKeys.requestInvalid },
);
export type ReceiptEmailRequest = z.infer<typeof receiptEmailRequestSchema>;
