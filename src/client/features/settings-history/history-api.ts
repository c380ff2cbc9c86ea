/** The settings history for the client: one bounded page, optionally of one area. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HistoryArea } from '../../../domain/staff-account-forms.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { historyKeys } from './query-keys.ts';

export const HISTORY_PAGE_SIZE = 25;

async function fetchHistory(area: HistoryArea | null, page: number) {
  return readJson(
    await api.admin.settings.history.$get({
      query: { ...(area ? { area } : {}), page: String(page), pageSize: String(HISTORY_PAGE_SIZE) },
    }),
  );
}

export type HistoryPage = Awaited<ReturnType<typeof fetchHistory>>;
export type HistoryEntry = HistoryPage['entries'][number];

export function historyQuery(area: HistoryArea | null, page: number) {
  return queryOptions({
    queryKey: historyKeys.page(area, page),
    queryFn: () => fetchHistory(area, page),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
