/**
 * What a staff request brings to a service, built once per request by the admin guard
 * (auth/require-staff.ts) and read by routes as `c.var.actor`. A service asks for the part it uses,
 * `Pick<StaffRequestContext, 'db' | 'staffId'>`, rather than declaring its own copy of these fields, so the
 * clock is read once per request and every service sees the same instant.
 */
import type { SalonConfig } from '../../../config/salon.ts';
import type { AdminLanguage } from '../../../domain/admin-language.ts';
import type { StaffRole } from '../../../domain/staff-roles.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { MessagingConfig } from '../messaging/messaging-config.ts';

export interface StaffRequestContext {
  readonly db: Database;
  /** The signed-in staff member who acts. */
  readonly staffId: string;
  readonly role: StaffRole;
  /** The admin language the member chose: answers name treatments in it. */
  readonly language: AdminLanguage;
  /** The request's instant, read once from the app's clock. */
  readonly now: Date;
  readonly salon: SalonConfig;
  /** Absolute base URL of the site, for the links that e-mails carry. */
  readonly publicUrl: string;
  /** The channels' API origins and sealing key (NO_MESSAGING when the app was built without them). */
  readonly messaging: MessagingConfig;
  readonly logger: Logger;
  readonly requestId: string;
}
