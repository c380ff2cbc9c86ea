/**
 * Input validation at the edge: zod schemas through Hono's validator, with
 * failures rendered as our error shape. Handlers read input only through
 * `c.req.valid(...)`. Messages that are i18n keys (the domain's schemas) are
 * translated to English here.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { createI18n } from '../../i18n/index.ts';
import { ApiError } from './errors.ts';

const i18n = createI18n('en');

function translate(message: string): string {
  return message.includes(':') && i18n.exists(message) ? i18n.t(message) : message;
}

/** The part of a zod error we read (zod and its core share it). */
export interface IssueList {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/** Field path -> first message, e.g. { email: 'Please enter a valid email' }. */
export function fieldMessages(error: IssueList): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[field] ??= translate(issue.message);
  }
  return fields;
}

export function validationError(error: IssueList, message = 'Some fields need your attention.'): ApiError {
  return new ApiError(422, 'validation_failed', message, fieldMessages(error));
}

/**
 * Validates one part of the request. A path parameter that fails names no
 * resource, so it is a 404 with the schema's message ("Appointment not
 * found"); a query or body that fails is a 422 with a message per field.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    if (target === 'param') {
      const message = result.error.issues[0]?.message ?? 'Not found.';
      throw new ApiError(404, 'not_found', translate(message));
    }
    throw validationError(result.error);
  });
}
