import { describe, expect, it } from 'vitest';
import { dashboardQuerySchema } from './appointment-dashboard.ts';
import { cappedCount, isReachablePage, lastReachablePage, LIST_ROW_LIMIT } from './list-bounds.ts';

describe('list bounds (decision 210)', () => {
  it('reaches the pages whose rows lie within the first 10,000, for every page size', () => {
    expect(lastReachablePage(25)).toBe(400);
    expect(lastReachablePage(100)).toBe(100);
    expect(isReachablePage(400, 25)).toBe(true);
    expect(isReachablePage(401, 25)).toBe(false);
  });

  it('tells exactly 10,000 from more than 10,000', () => {
    expect(cappedCount(LIST_ROW_LIMIT)).toEqual({ count: LIST_ROW_LIMIT, exact: true });
    expect(cappedCount(LIST_ROW_LIMIT + 1)).toEqual({ count: LIST_ROW_LIMIT, exact: false });
    expect(cappedCount(0)).toEqual({ count: 0, exact: true });
  });

  it('refuses a dashboard page past the bound with the sentence, keeping the widest page number the schema knows', () => {
    expect(dashboardQuerySchema.safeParse({ page: '100', pageSize: '100' }).success).toBe(true);
    const refused = dashboardQuerySchema.safeParse({ page: '101', pageSize: '100' });
    expect(refused.error?.issues[0]?.message).toMatch(/first 10,000 rows/);
    expect(refused.error?.issues[0]?.path).toEqual(['page']);
    expect(dashboardQuerySchema.safeParse({ page: '10000' }).success).toBe(false);
  });
});
