/**
 * The statement that sums paid revenue from the sales themselves (the rollup's reference, and the
 * pattern payroll reads with; decision 225) reads a period's sales and nothing else: on a database never
 * analyzed (the embedded engine's usual state) its plan probes lines, tips, refunds and voids per sale
 * through their indexes and never scans those tables whole. The joined form it replaced also passed here
 * on an empty database; the growth benchmark's plans at 1M showed its scan of every sale line.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { useTestDatabase } from '../../../../test/support/test-database.ts';
import { paidRevenueFromSalesColumn } from './paid-revenue.ts';

const testDb = useTestDatabase();

beforeEach(() => testDb.reset());

// A wide period makes the planner expect many sales: the case where a join would hash whole tables.
const cases = [
  { from: '2026-06-01', to: '2026-06-30', technicianId: undefined },
  { from: '2026-06-01', to: '2026-06-30', technicianId: '00000000-0000-4000-8000-000000000001' },
  { from: '2000-01-01', to: '2099-12-31', technicianId: undefined },
];

for (const scope of cases) {
  it(`probes the sales of ${scope.from} to ${scope.to} by index (${scope.technicianId === undefined ? 'every technician' : 'one technician'})`, async () => {
    const plan = await testDb.db.execute(sql`explain select ${paidRevenueFromSalesColumn(scope)}`);
    const text = JSON.stringify(plan);
    expect(text).toMatch(/sales_paid_date_idx/);
    for (const table of ['sale_lines', 'sale_tips', 'sale_money_events', 'sale_voids']) {
      expect(text).not.toMatch(new RegExp(`Seq Scan on ${table}`));
    }
  });
}
