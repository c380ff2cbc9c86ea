/**
 * Staff accounts from the command line:
 *   npm run staff -- add <email> [--technician] [--owner] [--password <pw>]
 *     (the first account of a salon without an active owner is an owner even without --owner)
 *   npm run staff -- list
 *   npm run staff -- remove <email>
 *   npm run staff -- set-password <email> [--password <pw>]
 *   npm run staff -- deactivate <email>   (ends their sessions, refuses sign-in)
 *   npm run staff -- activate <email>
 * Without --password the password is read from standard input (typed at a
 * prompt, or piped: `echo "$PW" | npm run staff -- add me@salon.com`).
 * Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR;
 * while a server runs on DATA_DIR, the server does the work (it alone may
 * open that database), and the password travels only as its hash.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { salon } from '../src/config/salon.ts';
import { DatabaseOpenError } from '../src/server/db/client.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { runOnDatabaseOrServer, ServerRequestError } from '../src/server/db/server-requests.ts';
import {
  hashStaffPassword,
  normaliseStaffEmail,
  StaffAccountError,
  staffRequestHandler,
  type StaffCommand,
} from '../src/server/services/staff/staff-command.ts';
import { readEnvironment } from '../src/server/environment.ts';

const USAGE = `Usage:
  npm run staff -- add <email> [--technician] [--owner] [--password <pw>]
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

/** Arguments to a command; e-mail and password are checked here, before any database is touched. */
async function commandFrom(argv: string[]): Promise<StaffCommand> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      technician: { type: 'boolean', default: false },
      owner: { type: 'boolean', default: false },
      password: { type: 'string' },
    },
  });
  const [command, rawEmail] = positionals;
  if (!command) throw new UsageError(USAGE);
  if (command === 'list') return { command };
  if (!['add', 'remove', 'set-password', 'deactivate', 'activate'].includes(command)) {
    throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
  }
  if (!rawEmail) throw new UsageError(`${command}: an e-mail address is required.\n${USAGE}`);
  const email = normaliseStaffEmail(rawEmail);
  switch (command) {
    case 'add':
      return {
        command,
        email,
        passwordHash: await hashStaffPassword(values.password ?? (await readPassword())),
        technician: values.technician ?? false,
        // Without --owner the server decides: staff, or owner when the salon has no active owner yet.
        ...(values.owner ? { role: 'owner' as const } : {}),
      };
    case 'set-password':
      return { command, email, passwordHash: await hashStaffPassword(values.password ?? (await readPassword())) };
    case 'remove':
    case 'deactivate':
    case 'activate':
      return { command, email };
    default:
      throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
  }
}

async function main(argv: string[]): Promise<void> {
  const command = await commandFrom(argv);
  const lines = await runOnDatabaseOrServer(
    readEnvironment(),
    { kind: 'staff', body: command, workMs: 60_000 },
    staffRequestHandler,
    async (handle) => {
      // Opened here: the database may be new (the server has not run on it yet).
      await handle.migrate();
      await seedDatabase(handle.db, salon.emailDomain);
    },
  );
  for (const line of lines) console.log(line);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof StaffAccountError ||
    error instanceof ServerRequestError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseOpenError;
  console.error(known ? (error as Error).message : `Failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
