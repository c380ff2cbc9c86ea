/** What every schedule service needs from the request: the database, who, and the salon's clock. */
import type { StaffRequestContext } from '../shared/request-context.ts';

export type ScheduleChangeContext = Pick<StaffRequestContext, 'db' | 'staffId' | 'now' | 'salon'>;
