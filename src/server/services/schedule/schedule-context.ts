/** What every schedule service needs from the request: the database, who, and the salon's clock. */
import type { SalonConfig } from '../../../config/salon.ts';
import type { Database } from '../../db/client.ts';

export interface ScheduleChangeContext {
  readonly db: Database;
  readonly staffId: string;
  readonly now: Date;
  readonly salon: SalonConfig;
}
