/**
 * The owner's staff-accounts API for the client. Every change
 * sends the account's version; a 409 comes back as ApiRequestError with the
 * server's message (someone else changed it, or the last-owner rule).
 */
import { queryOptions } from '@tanstack/react-query';
import type { StaffRole } from '../../../domain/staff-roles.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { accountKeys } from './query-keys.ts';

async function fetchAccounts() {
  return (await readJson(await api.admin.settings.accounts.$get())).accounts;
}

export type StaffAccount = Awaited<ReturnType<typeof fetchAccounts>>[number];

export function accountsQuery() {
  return queryOptions({ queryKey: accountKeys.all, queryFn: fetchAccounts, staleTime: 5_000 });
}

export type Credential = { credential: 'password'; password: string } | { credential: 'link' };

export async function addAccount(input: { email: string; role: StaffRole; technician: boolean } & Credential) {
  return readJson(await api.admin.settings.accounts.$post({ json: input }));
}

export type AccountChangeReply = Awaited<ReturnType<typeof addAccount>>;
export type IssuedLink = NonNullable<AccountChangeReply['link']>;

export async function changeRole(account: StaffAccount, role: StaffRole) {
  return readJson(
    await api.admin.settings.accounts[':id'].role.$patch({
      param: { id: account.id },
      json: { version: account.version, role },
    }),
  );
}

export async function changeActive(account: StaffAccount, active: boolean) {
  return readJson(
    await api.admin.settings.accounts[':id'].active.$patch({
      param: { id: account.id },
      json: { version: account.version, active },
    }),
  );
}

export async function resetPassword(account: StaffAccount, credential: Credential) {
  return readJson(
    await api.admin.settings.accounts[':id'].password.$post({
      param: { id: account.id },
      json: { version: account.version, ...credential },
    }),
  );
}

/** The full link to send: the path the server gave, after this site's address. */
export function fullLink(link: IssuedLink): string {
  return new URL(link.path, window.location.origin).toString();
}
