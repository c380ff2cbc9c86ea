/**
 * Every refusal of the checkout: its own i18n key (checkout namespace) and its English text
 * beside it, so the screens can show it in the staff member's language.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { refuse, type ApiError, type ErrorCode } from '../../http/errors.ts';

export type CheckoutRefusal =
  | 'saleNotFound'
  | 'appointmentNotFound'
  | 'appointmentNotPayable'
  | 'appointmentAlreadyInSale'
  | 'treatmentNotFound'
  | 'productNotFound'
  | 'appointmentServiceNotFound'
  | 'technicianNotFound'
  | 'lineDiscountTooLarge'
  | 'saleDiscountTooLarge'
  | 'amountTooLarge'
  | 'drawerNotOpen'
  | 'drawerAlreadyOpen'
  | 'drawerClosed'
  | 'notEnoughCash'
  | 'saleVoid'
  | 'nothingDue'
  | 'exceedsAmountDue'
  | 'tenderedBelowAmount'
  | 'otherMethodUnknown'
  | 'promptpayNotSet'
  | 'exceedsPaidByMethod'
  | 'exceedsLine'
  | 'exceedsTip'
  | 'unknownLine'
  | 'unknownTip'
  | 'correctionsOwnerOnly'
  | 'settingsChanged'
  | 'promptpayIdInvalid'
  | 'receiptNotPaid';

const STATUS: Record<CheckoutRefusal, [ContentfulStatusCode, ErrorCode]> = {
  saleNotFound: [404, 'not_found'],
  appointmentNotFound: [404, 'not_found'],
  appointmentNotPayable: [409, 'conflict'],
  appointmentAlreadyInSale: [409, 'conflict'],
  treatmentNotFound: [422, 'validation_failed'],
  productNotFound: [422, 'validation_failed'],
  appointmentServiceNotFound: [422, 'validation_failed'],
  technicianNotFound: [422, 'validation_failed'],
  lineDiscountTooLarge: [422, 'validation_failed'],
  saleDiscountTooLarge: [422, 'validation_failed'],
  amountTooLarge: [422, 'validation_failed'],
  drawerNotOpen: [409, 'conflict'],
  drawerAlreadyOpen: [409, 'conflict'],
  drawerClosed: [409, 'conflict'],
  notEnoughCash: [409, 'conflict'],
  saleVoid: [409, 'conflict'],
  nothingDue: [409, 'conflict'],
  exceedsAmountDue: [422, 'validation_failed'],
  tenderedBelowAmount: [422, 'validation_failed'],
  otherMethodUnknown: [422, 'validation_failed'],
  promptpayNotSet: [409, 'conflict'],
  exceedsPaidByMethod: [422, 'validation_failed'],
  exceedsLine: [422, 'validation_failed'],
  exceedsTip: [422, 'validation_failed'],
  unknownLine: [422, 'validation_failed'],
  unknownTip: [422, 'validation_failed'],
  correctionsOwnerOnly: [403, 'forbidden'],
  settingsChanged: [409, 'conflict'],
  promptpayIdInvalid: [422, 'validation_failed'],
  receiptNotPaid: [409, 'conflict'],
};

/** The refusal through the one refusal helper: its key, the English text beside it, and the field it names. */
export function checkoutRefusal(refusal: CheckoutRefusal, field?: string): ApiError {
  const key = `checkout:errors.${refusal}`;
  const [status] = STATUS[refusal];
  return refuse(status, key, field ? { fields: { [field]: key } } : {});
}
