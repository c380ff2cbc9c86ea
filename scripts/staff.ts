/**
 * Staff accounts from the command line:
 *   npm run staff -- add <email> [--technician] [--password <pw>]
 *   npm run staff -- list
 *   npm run staff -- remove <email>
 *   npm run staff -- set-password <email> [--password <pw>]
 *   npm run staff -- deactivate <email>   (ends their sessions, refuses sign-in)
 *   npm run staff -- activate <email>
 * Without --password the password is read from standard input (typed at a
 * prompt, or piped: `echo "$PW" | npm run staff -- add me@salon.com`).
 * Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR
 * (which must not be open in a running server).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { salon } from '../src/config/salon.ts';
import { DatabaseOpenError, openDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import {
  addStaff,
  listStaff,
  removeStaff,
  setStaffActive,
  setStaffPassword,
  StaffAccountError,
} from '../src/server/services/staff-accounts.ts';
import { readSettings } from '../src/server/settings.ts';

const USAGE = `Usage:
  npm run staff -- add <email> [--technician] [--password <pw>]
  npm run staff -- list
  npm run staff -- remove <email>
  npm run staff -- set-password <email> [--password <pw>]
  npm run staff -- deactivate <email>
  npm run staff -- activate <email>`;

class UsageError extends Error {}

async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (input.isTTY) {
    const rl = createInterface({ input, output: process.stdout, terminal: true });
    // Hide the typed characters: write nothing back while the password is typed.
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    process.stdout.write('Password: ');
    output._writeToOutput = () => {};
    const password = await new Promise<string>((resolve) => rl.question('', resolve));
    rl.close();
    process.stdout.write('\n');
    return password;
  }
  let data = '';
  for await (const chunk of input) data += String(chunk);
  return data.split(/\r?\n/)[0] ?? '';
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { technician: { type: 'boolean', default: false }, password: { type: 'string' } },
  });
  const [command, email] = positionals;
  if (!command) throw new UsageError(USAGE);
  if (command !== 'list' && !email) throw new UsageError(`${command}: an e-mail address is required.\n${USAGE}`);

  const settings = readSettings();
  const handle = settings.databaseUrl
    ? await openDatabase({ databaseUrl: settings.databaseUrl, poolSize: 2 })
    : await openDatabase({ dataDir: settings.dataDir });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, salon.emailDomain);
    switch (command) {
      case 'add': {
        const password = values.password ?? (await readPassword());
        const added = await addStaff(handle.db, { email: email!, password, technician: values.technician ?? false });
        console.log(`Added ${added.email}${added.isTechnician ? ' (technician)' : ''}. They can sign in at /login.`);
        break;
      }
      case 'list': {
        const all = await listStaff(handle.db);
        if (all.length === 0) console.log('No staff yet.');
        for (const member of all) {
          const traits = [
            member.isTechnician ? 'technician' : null,
            member.canSignIn ? 'can sign in' : 'no login',
            member.active ? null : 'inactive',
          ].filter(Boolean);
          console.log(`${member.email}\t${traits.join(', ')}`);
        }
        break;
      }
      case 'remove':
        await removeStaff(handle.db, email!);
        console.log(`Removed ${email}; their sessions have ended.`);
        break;
      case 'set-password': {
        const password = values.password ?? (await readPassword());
        await setStaffPassword(handle.db, email!, password);
        console.log(`Password changed for ${email}; their other sessions have ended.`);
        break;
      }
      case 'deactivate':
        await setStaffActive(handle.db, email!, false);
        console.log(`Deactivated ${email}; their sessions have ended and they cannot sign in.`);
        break;
      case 'activate':
        await setStaffActive(handle.db, email!, true);
        console.log(`Activated ${email}; they can sign in again.`);
        break;
      default:
        throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof StaffAccountError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseOpenError;
  console.error(known ? (error as Error).message : `Failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
