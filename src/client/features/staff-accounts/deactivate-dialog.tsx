/** "Deactivate X?" with the safe choice first (focus lands on keeping them active). */
import { DialogClose, DialogShell } from '../../components/dialog-shell.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { StaffAccount } from './accounts-api.ts';

interface DeactivateDialogProps {
  readonly account: StaffAccount | null;
  readonly pending: boolean;
  onConfirm(account: StaffAccount): void;
  onClose(): void;
}

export function DeactivateDialog({ account, pending, onConfirm, onClose }: DeactivateDialogProps) {
  const { t } = useTranslation('settings');
  return (
    <DialogShell
      look="admin-card"
      smallDescription
      open={account !== null}
      title={t('accounts.confirmDeactivate.title', { email: account?.email ?? '' })}
      description={t('accounts.confirmDeactivate.body')}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <button
            type="button"
            className="rounded-full border border-plum/30 bg-white px-5 py-2 font-semibold text-plum hover:bg-cream-deep"
          >
            {t('accounts.confirmDeactivate.keep')}
          </button>
        </DialogClose>
        <button
          type="button"
          disabled={pending}
          onClick={() => account && onConfirm(account)}
          className="rounded-full bg-red-800 px-5 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
        >
          {t('accounts.confirmDeactivate.confirm')}
        </button>
      </div>
    </DialogShell>
  );
}
