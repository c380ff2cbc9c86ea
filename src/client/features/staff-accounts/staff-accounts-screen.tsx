/**
 * The owner's Staff accounts page: every account with its role
 * and what it can do; add, change role, deactivate/reactivate, reset
 * password. A refused change (someone else changed the account, the last
 * owner) shows the server's message and reloads the list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { StaffRole } from '../../../domain/staff-roles.ts';
import { AccountRow } from './account-row.tsx';
import {
  accountsQuery,
  changeActive,
  changeRole,
  type AccountChangeReply,
  type IssuedLink,
  type StaffAccount,
} from './accounts-api.ts';
import { AddAccountDialog } from './add-account-dialog.tsx';
import { DeactivateDialog } from './deactivate-dialog.tsx';
import { primaryButton } from './field-styles.ts';
import { IssuedLinkNotice } from './issued-link-notice.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { accountKeys } from './query-keys.ts';

interface StaffAccountsScreenProps {
  /** The signed-in owner: marked "(you)"; a change to their own role or access refreshes the session. */
  readonly currentStaffId: string;
  onOwnAccountChanged(): void;
}

type AccountChange = { account: StaffAccount } & ({ role: StaffRole } | { active: boolean });

export function StaffAccountsScreen({ currentStaffId, onOwnAccountChanged }: StaffAccountsScreenProps) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const accounts = useQuery(accountsQuery());
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const [deactivating, setDeactivating] = useState<StaffAccount | null>(null);
  const [issued, setIssued] = useState<{ email: string; link: IssuedLink } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.all });

  function afterChange(reply: AccountChangeReply | { account: StaffAccount }) {
    setProblem(null);
    if ('link' in reply && reply.link) setIssued({ email: reply.account.email, link: reply.link });
    if (reply.account.id === currentStaffId) onOwnAccountChanged();
    void refresh();
  }

  const change = useMutation({
    mutationFn: (input: AccountChange) =>
      'role' in input ? changeRole(input.account, input.role) : changeActive(input.account, input.active),
    onSuccess: (reply) => {
      setDeactivating(null);
      afterChange(reply);
    },
    onError: (error) => {
      setDeactivating(null);
      setProblem(error.message);
      void refresh();
    },
  });

  return (
    <section aria-labelledby="accounts-title" className="max-w-4xl space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="accounts-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
            {t('accounts.title')}
          </h1>
          <p className="mt-1 text-sm text-plum-soft">{t('accounts.intro')}</p>
        </div>
        <button type="button" className={primaryButton} onClick={() => setAdding(true)}>
          {t('accounts.add')}
        </button>
      </header>

      {problem ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p>{problem}</p>
          <button type="button" onClick={() => setProblem(null)} className="font-semibold underline">
            {t('accounts.dismiss')}
          </button>
        </div>
      ) : null}

      {issued ? <IssuedLinkNotice email={issued.email} link={issued.link} onDone={() => setIssued(null)} /> : null}

      {accounts.isPending ? (
        <p className="text-plum-soft">{t('accounts.loading')}</p>
      ) : accounts.isError ? (
        <p role="alert" className="text-red-800">
          {t('accounts.loadFailed')}
        </p>
      ) : (
        <ul className="divide-y divide-plum/10 overflow-hidden rounded-2xl border border-plum/10 bg-white shadow-sm">
          {accounts.data.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              isSelf={account.id === currentStaffId}
              pending={change.isPending}
              onRoleChange={(target, role) => change.mutate({ account: target, role })}
              onDeactivate={setDeactivating}
              onReactivate={(target) => change.mutate({ account: target, active: true })}
              onResetPassword={setResetting}
            />
          ))}
        </ul>
      )}

      <AddAccountDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(reply) => {
          setAdding(false);
          afterChange(reply);
        }}
      />
      <ResetPasswordDialog
        account={resetting}
        onClose={() => setResetting(null)}
        onReset={afterChange}
        onProblem={(message) => {
          setProblem(message);
          void refresh();
        }}
      />
      <DeactivateDialog
        account={deactivating}
        pending={change.isPending}
        onConfirm={(account) => change.mutate({ account, active: false })}
        onClose={() => setDeactivating(null)}
      />
    </section>
  );
}
