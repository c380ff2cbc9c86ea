/** The typed Hono environment every route sees. */
import type { SalonConfig } from '../config/salon.ts';
import type { AdminLanguage } from '../domain/admin-language.ts';
import type { StaffRole } from '../domain/staff-roles.ts';
import type { Database, DatabaseEngine } from './db/client.ts';
import type { Logger } from './logger.ts';
import type { MessagingConfig } from './services/messaging/messaging-config.ts';
import type { StaffRequestContext } from './services/shared/request-context.ts';

/** What the app needs from the outside world; tests pass their own. */
export interface AppDeps {
  readonly db: Database;
  readonly engine: DatabaseEngine;
  /** The current instant. Time is a parameter so tests can pin it. */
  readonly clock: () => Date;
  readonly logger: Logger;
  readonly salon: SalonConfig;
  /** Absolute base URL of the site (links in e-mails, canonical URLs). */
  readonly publicUrl: string;
  /** Secure cookies and no debugging detail (NODE_ENV=production). */
  readonly production: boolean;
  /** Folder of the built client (index.html, assets/); absent in API-only tests. */
  readonly clientDir?: string;
  /** An API request still running after this long is answered 503 (default REQUEST_TIMEOUT_MS in app.ts). */
  readonly requestTimeoutMs?: number;
  /** LINE's API base and the key that seals channel secrets; absent: no channel can be connected. */
  readonly messaging?: MessagingConfig;
}

/** The signed-in staff member, set by the admin guard. */
export interface SessionStaff {
  readonly id: string;
  readonly email: string;
  /** Checked by requireOwner (auth/require-owner.ts) on every owner-only route. */
  readonly role: StaffRole;
  /** The admin language the member chose (decision 175): the admin's answers name treatments in it. */
  readonly language: AdminLanguage;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
    /** Present only behind requireStaff (every /api/admin route). */
    staff: SessionStaff;
    /** Present only behind requireStaff: who acts, the database and the request's instant, for services. */
    actor: StaffRequestContext;
  };
}
