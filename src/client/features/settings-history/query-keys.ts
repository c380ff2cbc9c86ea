import type { HistoryArea } from '../../../domain/staff-account-forms.ts';
import { sharedKeys } from '../../lib/query-keys.ts';

export const historyKeys = {
  all: [...sharedKeys.settings, 'history'] as const,
  page: (area: HistoryArea | null, page: number) => [...historyKeys.all, area, page] as const,
};
