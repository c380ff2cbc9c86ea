/**
 * The browser tests' database: the embedded database in `dataDir`, migrated and seeded, with one test-only
 * staff login that runs the salon (an owner, whatever role a new account gets by default). Cheap on a
 * folder already prepared (e2e-servers.ts copies one prepared template into every feature's folder).
 */
import { eq } from 'drizzle-orm';
import { salon } from '../../src/config/salon.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { staff } from '../../src/server/db/schema.ts';
import { seedDatabase } from '../../src/server/db/seed.ts';
import { addStaff, listStaff } from '../../src/server/services/staff/staff-command.ts';
import { E2E_STAFF } from './staff.ts';

export async function prepareTestDatabase(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, salon.emailDomain);
    const existing = await listStaff(handle.db);
    if (!existing.some((member) => member.email === E2E_STAFF.email)) {
      await addStaff(handle.db, { email: E2E_STAFF.email, password: E2E_STAFF.password, technician: false });
    }
    await handle.db.update(staff).set({ role: 'owner' }).where(eq(staff.email, E2E_STAFF.email));
  } finally {
    await handle.close();
  }
}
