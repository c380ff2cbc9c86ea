/**
 * The one guard of the admin API. Until staff sessions exist it refuses every
 * request: the safe default for a route that forgot to ask.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../http/errors.ts';

export const requireStaff = createMiddleware<AppEnv>(async () => {
  throw new ApiError(401, 'unauthorized', 'Please sign in to continue.');
});
