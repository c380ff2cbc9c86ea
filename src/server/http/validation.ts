/**
 * Input validation at the edge: zod schemas through Hono's validator, with
 * failures rendered as our error shape. Handlers read input only through
 * `c.req.valid(...)`. Each message goes out as its catalogue key (the domain's
 * schemas speak in keys) with its English text beside it.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError, FIX_FIELDS_KEY, keyedMessage, refuse, type Keyed } from './errors.ts';

/** The part of a zod error we read (zod and its core share it). */
export interface IssueList {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/** Field path -> its first message as a sentence of the catalogues, e.g. { email: { key: 'auth:…' } }. */
export function fieldSentences(error: IssueList): Record<string, Keyed> {
  const fields: Record<string, Keyed> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[field] ??= keyedMessage(issue.message);
  }
  return fields;
}

/** A 422 naming each field the schema refused; `key` is the top line (the one "Some fields need your attention." by default). */
export function validationError(error: IssueList, key = FIX_FIELDS_KEY): ApiError {
  return refuse(422, key, { fields: fieldSentences(error) });
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
      const message = result.error.issues[0]?.message;
      throw new ApiError(404, message === undefined ? { key: 'common:refusals.notFound' } : keyedMessage(message));
    }
    throw validationError(result.error);
  });
}
