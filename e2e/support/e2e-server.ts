/**
 * The server the browser tests talk to: a fresh embedded database in
 * E2E_DATA_DIR (a temporary folder), seeded, with one test-only staff login,
 * then the real server entry point.
 */
import { eq } from 'drizzle-orm';
import { salon } from '../../src/config/salon.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { staff } from '../../src/server/db/schema.ts';
import { seedDatabase } from '../../src/server/db/seed.ts';
import { addStaff, listStaff } from '../../src/server/services/staff-accounts.ts';
import { E2E_STAFF } from './staff.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must point at a temporary folder for the browser tests.');

const handle = await openDatabase({ dataDir });
await handle.migrate();
await seedDatabase(handle.db, salon.emailDomain);
const existing = await listStaff(handle.db);
if (!existing.some((member) => member.email === E2E_STAFF.email)) {
  await addStaff(handle.db, { email: E2E_STAFF.email, password: E2E_STAFF.password, technician: false });
}
// The test login runs the salon: an owner (issue 13), whatever role a new account gets by default.
await handle.db.update(staff).set({ role: 'owner' }).where(eq(staff.email, E2E_STAFF.email));
await handle.close();

await import('../../src/server/main.ts');
