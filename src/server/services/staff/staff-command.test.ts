/** The staff command as it travels to a running server, and the first-start instructions. */
import { describe, expect, it } from 'vitest';
import { firstStaffLoginInstructions, hashStaffPassword, staffCommandSchema } from './staff-command.ts';

describe('staff commands', () => {
  it('carry a password only as an argon2id hash', async () => {
    const passwordHash = await hashStaffPassword('a long enough password');
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    const add = { command: 'add', email: 'owner@salon.example', passwordHash, technician: false };
    expect(staffCommandSchema.safeParse(add).success).toBe(true);
    expect(staffCommandSchema.safeParse({ ...add, passwordHash: 'a long enough password' }).success).toBe(false);
    expect(staffCommandSchema.safeParse({ ...add, password: 'x', passwordHash: undefined }).success).toBe(false);
    await expect(hashStaffPassword('short')).rejects.toThrow('at least 10 characters');
  });
});

describe('the first-start instructions', () => {
  it('name the folder and, when it is not the default, the data directory', () => {
    const atDefault = firstStaffLoginInstructions({ dataDir: '/srv/salon/data', databaseUrl: undefined }, '/srv/salon');
    expect(atDefault).toContain('In another terminal, in /srv/salon, run');
    expect(atDefault).toContain('\n  npm run staff -- add owner@your-salon.com\n');
    const elsewhere = firstStaffLoginInstructions({ dataDir: '/var/lib/salon', databaseUrl: undefined }, '/srv/salon');
    expect(elsewhere).toContain('\n  DATA_DIR=/var/lib/salon npm run staff -- add owner@your-salon.com\n');
  });

  it('never print the database URL (it holds a password)', () => {
    const text = firstStaffLoginInstructions(
      { dataDir: '/srv/salon/data', databaseUrl: 'postgres://salon:secret@db/salon' },
      '/srv/salon',
    );
    expect(text).not.toContain('secret');
    expect(text).toContain('DATABASE_URL=<the same URL as the server> npm run staff -- add owner@your-salon.com');
  });
});

describe('the password rules the forms share', () => {
  it('are the ones the server hashes by', async () => {
    const { ACCOUNT_PASSWORD_MAX_LENGTH, ACCOUNT_PASSWORD_MIN_LENGTH, accountPasswordSchema } =
      await import('../../../domain/staff-account-forms.ts');
    const { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } = await import('../../auth/passwords.ts');
    expect([ACCOUNT_PASSWORD_MIN_LENGTH, ACCOUNT_PASSWORD_MAX_LENGTH]).toEqual([
      PASSWORD_MIN_LENGTH,
      PASSWORD_MAX_LENGTH,
    ]);
    for (const candidate of ['x'.repeat(9), 'x'.repeat(10), 'x'.repeat(200), 'x'.repeat(201)]) {
      expect(accountPasswordSchema.safeParse(candidate).success, `${candidate.length}`).toBe(
        passwordProblem(candidate) === null,
      );
    }
  });
});
