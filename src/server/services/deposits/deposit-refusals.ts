/** Every refusal of deposits: a key of the deposits catalogue, through the one refusal helper (decision 200). */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { refuse, type ApiError } from '../../http/errors.ts';

const STATUS = {
  settingsChanged: 409,
  notFound: 404,
  expired: 409,
  alreadyReceived: 409,
  alreadyWaived: 409,
  alreadyRefunded: 409,
  notRefundDue: 409,
  notPaidThroughStripe: 409,
  stripeOff: 409,
  stripeRefundFailed: 502,
} as const satisfies Record<string, ContentfulStatusCode>;

export type DepositRefusal = keyof typeof STATUS;

export function depositRefusal(reason: DepositRefusal): ApiError {
  return refuse(STATUS[reason], `deposits:errors.${reason}`);
}
