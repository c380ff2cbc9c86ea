/**
 * Request schemas of the checkout API, shared by the server and the checkout screens. Every
 * amount is whole satang within MONEY_LIMITS, every list and text is bounded, so no request
 * can carry a number the arithmetic or a column cannot hold. Messages are i18n keys
 * (checkout namespace). What the schemas cannot see (a discount larger than its line, a
 * refund larger than what was paid) is refused by sale.ts and payments.ts with the sale's
 * data in hand.
 */
import { z } from 'zod';
import { addDays } from '../calendar.ts';
import { boundedCalendarDate, boundedText, isUuid, jsonInteger, MAX_DATE_RANGE_DAYS } from '../input-bounds.ts';
import { MONEY_LIMITS } from './money.ts';
import { PAYMENT_METHODS } from './payments.ts';

export const CHECKOUT_LIMITS = {
  linesMax: 50,
  tipsMax: 20,
  paymentsMax: 20,
  appointmentsMax: 10,
  reasonMin: 3,
  reasonMax: 200,
  methodNameMax: 40,
  otherMethodsMax: 10,
} as const;

/** i18n keys (checkout namespace). */
export const checkoutMessages = {
  amount: 'checkout:validation.amount',
  positiveAmount: 'checkout:validation.positiveAmount',
  unitPrice: 'checkout:validation.unitPrice',
  quantity: 'checkout:validation.quantity',
  percentage: 'checkout:validation.percentage',
  reason: 'checkout:validation.reason',
  methodName: 'checkout:validation.methodName',
  method: 'checkout:validation.method',
  lines: 'checkout:validation.lines',
  tips: 'checkout:validation.tips',
  appointments: 'checkout:validation.appointments',
  id: 'checkout:validation.id',
  kind: 'checkout:validation.kind',
  tendered: 'checkout:validation.tendered',
  date: 'checkout:validation.date',
} as const;

/** Menu treatments, products and an appointment's treatment rows have integer ids. */
const id = jsonInteger(checkoutMessages.id, { min: 1 });
/** Staff members and appointments have UUIDs. */
const uuid = z
  .string({ error: checkoutMessages.id })
  .refine(isUuid, checkoutMessages.id)
  .transform((value) => value.toLowerCase());

/** Any amount of satang from 0 to the largest one sale may hold. */
export const amountSchema = jsonInteger(checkoutMessages.amount, { min: 0, max: MONEY_LIMITS.amountMax });
/** An amount that must move money: at least one satang. */
export const positiveAmountSchema = jsonInteger(checkoutMessages.positiveAmount, {
  min: 1,
  max: MONEY_LIMITS.amountMax,
});
export const unitPriceSchema = jsonInteger(checkoutMessages.unitPrice, { min: 0, max: MONEY_LIMITS.unitPriceMax });
export const quantitySchema = jsonInteger(checkoutMessages.quantity, { min: 1, max: MONEY_LIMITS.quantityMax });
/** A percentage in basis points: 1000 = 10 %, 10000 = 100 %. */
export const basisPointsSchema = jsonInteger(checkoutMessages.percentage, { min: 0, max: MONEY_LIMITS.basisPointsMax });

/** Why a price changed, a refund or a void: a short sentence on one line, required. */
export const reasonSchema = boundedText(checkoutMessages.reason, { max: CHECKOUT_LIMITS.reasonMax + 50 })
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(CHECKOUT_LIMITS.reasonMin, checkoutMessages.reason)
      .max(CHECKOUT_LIMITS.reasonMax, checkoutMessages.reason),
  );

/** The owner's name for another payment method ("Gift voucher"). */
export const methodNameSchema = boundedText(checkoutMessages.methodName, { max: CHECKOUT_LIMITS.methodNameMax + 50 })
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, checkoutMessages.methodName).max(CHECKOUT_LIMITS.methodNameMax, checkoutMessages.methodName));

export const discountSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('percentage'), basisPoints: basisPointsSchema }),
    z.strictObject({ kind: z.literal('amount'), amount: amountSchema }),
  ],
  { error: checkoutMessages.kind },
);

/**
 * A line as the screen sends it. A treatment line names the treatment (its booked price comes
 * from the appointment or the menu on the server, never from here); a product line names the
 * product. Staff may set a price with a reason.
 */
export const saleLineInputSchema = z.strictObject({
  kind: z.enum(['treatment', 'product'], { error: checkoutMessages.kind }),
  itemId: id,
  /** The appointment's treatment this line comes from; null for an added line. */
  appointmentServiceId: id.nullable(),
  technicianId: uuid.nullable(),
  quantity: quantitySchema,
  priceOverride: z.strictObject({ unitPrice: unitPriceSchema, reason: reasonSchema }).nullable(),
  discount: discountSchema.nullable(),
});

export const tipInputSchema = z.strictObject({ technicianId: uuid, amount: positiveAmountSchema });

export const saleInputSchema = z.strictObject({
  /** The appointments paid in this sale (friends together); empty for a walk-in. */
  appointmentIds: z
    .array(uuid, { error: checkoutMessages.appointments })
    .max(CHECKOUT_LIMITS.appointmentsMax, checkoutMessages.appointments)
    .refine((ids) => new Set(ids).size === ids.length, checkoutMessages.appointments),
  lines: z
    .array(saleLineInputSchema, { error: checkoutMessages.lines })
    .min(1, checkoutMessages.lines)
    .max(CHECKOUT_LIMITS.linesMax, checkoutMessages.lines),
  saleDiscount: discountSchema.nullable(),
  tips: z.array(tipInputSchema, { error: checkoutMessages.tips }).max(CHECKOUT_LIMITS.tipsMax, checkoutMessages.tips),
});

const methodFields = {
  method: z.enum(PAYMENT_METHODS, { error: checkoutMessages.method }),
  otherName: methodNameSchema.nullable(),
};

/** `other` needs its name; the named methods carry none. */
function methodNamed(value: { method: string; otherName: string | null }): boolean {
  return (value.method === 'other') === (value.otherName !== null);
}

/** A payment: cash says what was tendered (at least the amount); other methods do not. */
export const paymentInputSchema = z
  .strictObject({ ...methodFields, amount: positiveAmountSchema, tendered: positiveAmountSchema.nullable() })
  .refine(methodNamed, { message: checkoutMessages.methodName, path: ['otherName'] })
  .refine(
    (payment) =>
      payment.method === 'cash'
        ? payment.tendered !== null && payment.tendered >= payment.amount
        : payment.tendered === null,
    {
      message: checkoutMessages.tendered,
      path: ['tendered'],
    },
  );

export const refundTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('line'),
      lineIndex: jsonInteger(checkoutMessages.lines, { min: 0, max: CHECKOUT_LIMITS.linesMax - 1 }),
    }),
    z.strictObject({ kind: z.literal('tip'), technicianId: uuid }),
  ],
  { error: checkoutMessages.kind },
);

export const refundInputSchema = z
  .strictObject({ ...methodFields, amount: positiveAmountSchema, target: refundTargetSchema, reason: reasonSchema })
  .refine(methodNamed, { message: checkoutMessages.methodName, path: ['otherName'] });

export const voidInputSchema = z.strictObject({ reason: reasonSchema });

/** What staff record in the drawer by hand; sales, refunds and voids arrive through the sale. */
export const drawerEventInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('open'), float: amountSchema }),
    z.strictObject({ kind: z.literal('paid-in'), amount: positiveAmountSchema, reason: reasonSchema }),
    z.strictObject({ kind: z.literal('paid-out'), amount: positiveAmountSchema, reason: reasonSchema }),
    z.strictObject({ kind: z.literal('close'), counted: amountSchema }),
  ],
  { error: checkoutMessages.kind },
);

export const commissionRateSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('percentage'), basisPoints: basisPointsSchema }),
    z.strictObject({
      kind: z.literal('fixed'),
      amount: jsonInteger(checkoutMessages.amount, { min: 0, max: MONEY_LIMITS.unitPriceMax }),
    }),
  ],
  { error: checkoutMessages.kind },
);

/** The payroll screen's period: first to last day, at most a month (31 days) like every other report. */
export const payrollQuerySchema = z
  .strictObject({
    from: boundedCalendarDate(checkoutMessages.date),
    to: boundedCalendarDate(checkoutMessages.date),
  })
  .refine(({ from, to }) => from <= to && addDays(from, MAX_DATE_RANGE_DAYS - 1) >= to, {
    message: checkoutMessages.date,
    path: ['to'],
  });

/** The owner's own payment methods beside the named ones. */
export const otherMethodsSchema = z
  .array(methodNameSchema, { error: checkoutMessages.methodName })
  .max(CHECKOUT_LIMITS.otherMethodsMax, checkoutMessages.methodName)
  .refine(
    (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
    checkoutMessages.methodName,
  );

/**
 * A money request (a payment, a refund) with the id the browser drew for it: a double tap or a retry
 * sends the same id, and the server records it once.
 */
export function withRequestId<Schema extends z.ZodType>(schema: Schema) {
  return schema.and(
    z.strictObject({
      requestId: z
        .string({ error: checkoutMessages.id })
        .refine(isUuid, 'checkout:validation.requestId')
        .transform((value) => value.toLowerCase()),
    }),
  );
}
