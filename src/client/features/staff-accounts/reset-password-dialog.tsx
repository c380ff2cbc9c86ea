/** Reset a colleague's password: a new one typed now, or a new one-time link. */
import { DialogShell } from '../../components/dialog-shell.tsx';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { resetPassword, type AccountChangeReply, type StaffAccount } from './accounts-api.ts';
import { CredentialFields } from './credential-fields.tsx';
import { primaryButton, secondaryButton } from './field-styles.ts';

interface ResetPasswordDialogProps {
  readonly account: StaffAccount | null;
  onClose(): void;
  onReset(reply: AccountChangeReply): void;
  /** A refusal that is not about a field (stale version): shown on the page. */
  onProblem(message: string): void;
}

export function ResetPasswordDialog({ account, onClose, onReset, onProblem }: ResetPasswordDialogProps) {
  const { t } = useTranslation('settings');
  const [credential, setCredential] = useState<'link' | 'password'>('link');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  function close() {
    setCredential('link');
    setPassword('');
    setPasswordError(undefined);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!account || pending) return;
    setPending(true);
    try {
      const reply = await resetPassword(account, credential === 'password' ? { credential, password } : { credential });
      close();
      onReset(reply);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields.password) {
        setPasswordError(error.fields.password);
      } else {
        close();
        onProblem(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <DialogShell
      look="admin-card"
      smallDescription
      open={account !== null}
      title={t('accounts.form.resetTitle', { email: account?.email ?? '' })}
      description={t('accounts.form.resetIntro')}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <form onSubmit={submit} noValidate>
        <CredentialFields
          credential={credential}
          onCredentialChange={setCredential}
          password={password}
          onPasswordChange={setPassword}
          passwordError={passwordError}
        />
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={close}>
            {t('accounts.form.cancel')}
          </button>
          <button type="submit" disabled={pending} className={primaryButton}>
            {pending ? t('accounts.form.saving') : t('accounts.form.saveReset')}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}
