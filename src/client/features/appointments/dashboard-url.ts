/**
 * The dashboard's search and filters live in the URL, so a reload
 * or a shared link shows the same list. Values the schema refuses fall back
 * to their defaults one by one instead of breaking the page.
 */
import {
  dashboardQuerySchema,
  DEFAULT_DASHBOARD_QUERY,
  type DashboardQuery,
} from '../../../domain/appointment-dashboard.ts';
import { lastReachablePage } from '../../../domain/list-bounds.ts';

const KEYS = ['q', 'status', 'time', 'technician', 'page', 'pageSize'] as const;

export function readDashboardQuery(params: URLSearchParams): DashboardQuery {
  const query: Record<string, unknown> = { ...DEFAULT_DASHBOARD_QUERY };
  for (const key of KEYS) {
    const value = params.get(key);
    if (value === null) continue;
    const parsed = dashboardQuerySchema.shape[key].safeParse(value);
    if (parsed.success) query[key] = parsed.data;
  }
  const read = query as unknown as DashboardQuery;
  // A page past the ones the server pages through (decision 210) shows the last of them.
  return { ...read, page: Math.min(read.page, lastReachablePage(read.pageSize)) };
}

/** Only what differs from the defaults, so the plain dashboard has a plain URL. */
export function dashboardSearchParams(query: DashboardQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    if (query[key] !== DEFAULT_DASHBOARD_QUERY[key]) params.set(key, String(query[key]));
  }
  return params;
}
