/** One account: e-mail, role, what it can do, and the owner's actions on it. */
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { StaffRole } from '../../../domain/staff-roles.ts';
import type { StaffAccount } from './accounts-api.ts';
import { smallButton } from './field-styles.ts';

interface AccountRowProps {
  readonly account: StaffAccount;
  readonly isSelf: boolean;
  readonly pending: boolean;
  onRoleChange(account: StaffAccount, role: StaffRole): void;
  onDeactivate(account: StaffAccount): void;
  onReactivate(account: StaffAccount): void;
  onResetPassword(account: StaffAccount): void;
}

function Badge({ children, tone }: { children: string; tone: 'plum' | 'gold' | 'grey' | 'rose' }) {
  const tones = {
    plum: 'bg-plum/10 text-plum',
    gold: 'bg-gold/15 text-gold-deep',
    grey: 'bg-plum/5 text-plum-soft',
    rose: 'bg-blush text-rose-deep',
  };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

export function AccountRow(props: AccountRowProps) {
  const { t } = useTranslation('settings');
  const { account } = props;
  const roleId = useId();
  const access = !account.active
    ? null
    : account.canSignIn
      ? t('accounts.canSignIn')
      : account.linkPending
        ? t('accounts.linkPending')
        : t('accounts.noLogin');
  return (
    <li
      className={`flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between ${account.active ? '' : 'bg-cream-deep/50'}`}
      data-testid="account-row"
    >
      <div className="min-w-0">
        <p className="truncate font-semibold text-plum">
          {account.email}
          {props.isSelf ? <span className="ml-1 font-normal text-plum-soft">({t('accounts.you')})</span> : null}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-1.5">
          <Badge tone={account.role === 'owner' ? 'gold' : 'plum'}>{t(`accounts.role.${account.role}`)}</Badge>
          {account.isTechnician ? <Badge tone="rose">{t('accounts.technician')}</Badge> : null}
          {account.active ? null : <Badge tone="grey">{t('accounts.inactive')}</Badge>}
          {access ? <span className="text-xs text-plum-soft">{access}</span> : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={roleId} className="sr-only">
          {t('accounts.roleLabel', { email: account.email })}
        </label>
        <select
          id={roleId}
          value={account.role}
          disabled={props.pending}
          onChange={(event) => props.onRoleChange(account, event.target.value as StaffRole)}
          className="rounded-full border border-plum/25 bg-white px-3 py-1.5 text-sm font-semibold text-plum"
        >
          <option value="staff">{t('accounts.role.staff')}</option>
          <option value="owner">{t('accounts.role.owner')}</option>
        </select>
        {account.active ? (
          <>
            <button
              type="button"
              className={smallButton}
              disabled={props.pending}
              onClick={() => props.onResetPassword(account)}
            >
              {t('accounts.resetPassword')}
            </button>
            <button
              type="button"
              className={`${smallButton} text-red-800`}
              disabled={props.pending}
              onClick={() => props.onDeactivate(account)}
            >
              {t('accounts.deactivate')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={smallButton}
            disabled={props.pending}
            onClick={() => props.onReactivate(account)}
          >
            {t('accounts.reactivate')}
          </button>
        )}
      </div>
    </li>
  );
}
