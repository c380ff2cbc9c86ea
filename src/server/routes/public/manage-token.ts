/**
 * The private link's one rule for every route the customer reaches with it (the booking, LINE,
 * WhatsApp): the token resolves to its appointment, or the request is answered 404 (and counted by
 * the per-address limit on unknown tokens, 429 past it).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { resolveManageToken } from '../../services/manage-booking/manage-links.ts';

export function appointmentOfManageToken(c: Context<AppEnv>, token: string): Promise<string> {
  const { db, clock, salon } = c.var.deps;
  return resolveManageToken({ db, token, ip: clientIp(c), now: clock(), timeZone: salon.timeZone });
}
