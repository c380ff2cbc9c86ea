/**
 * Add a staff account: e-mail, role, technician or not, and either a
 * password typed now or a one-time link (shown once, after saving). Field
 * messages come from the server's validation, next to their fields.
 */
import { DialogShell } from '../../components/dialog-shell.tsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { StaffRole } from '../../../domain/staff-roles.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { addAccount, type AccountChangeReply } from './accounts-api.ts';
import { CredentialFields } from './credential-fields.tsx';
import { fieldError, inputClass, primaryButton, secondaryButton } from './field-styles.ts';

interface AddAccountDialogProps {
  readonly open: boolean;
  onOpenChange(open: boolean): void;
  onAdded(reply: AccountChangeReply): void;
}

export function AddAccountDialog({ open, onOpenChange, onAdded }: AddAccountDialogProps) {
  const { t } = useTranslation('settings');
  const ids = { email: useId(), emailHint: useId(), emailError: useId(), role: useId(), roleHint: useId() };
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [technician, setTechnician] = useState(false);
  const [credential, setCredential] = useState<'link' | 'password'>('link');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function reset() {
    setEmail('');
    setRole('staff');
    setTechnician(false);
    setCredential('link');
    setPassword('');
    setFields({});
    setProblem(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      const reply = await addAccount(
        credential === 'password'
          ? { email, role, technician, credential, password }
          : { email, role, technician, credential },
      );
      reset();
      onAdded(reply);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setFields(error.fields);
        setProblem(Object.keys(error.fields).length > 0 ? t('accounts.form.fixFields') : error.message);
      } else {
        setProblem(t('accounts.loadFailed'));
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <DialogShell
      look="admin-card"
      open={open}
      title={t('accounts.form.addTitle')}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <form onSubmit={submit} noValidate className="mt-4">
        {problem ? (
          <p role="alert" className="mb-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
            {problem}
          </p>
        ) : null}
        <label htmlFor={ids.email} className="text-sm font-semibold text-plum">
          {t('accounts.form.email')}
        </label>
        <input
          id={ids.email}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fields.email ? true : undefined}
          aria-describedby={`${ids.emailHint}${fields.email ? ` ${ids.emailError}` : ''}`}
          className={inputClass}
        />
        <p id={ids.emailHint} className="mt-1 text-xs text-plum-soft">
          {t('accounts.form.emailHint')}
        </p>
        {fields.email ? (
          <p id={ids.emailError} className={fieldError}>
            {fields.email}
          </p>
        ) : null}

        <label htmlFor={ids.role} className="mt-4 block text-sm font-semibold text-plum">
          {t('accounts.form.role')}
        </label>
        <select
          id={ids.role}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          aria-describedby={ids.roleHint}
          className={inputClass}
        >
          <option value="staff">{t('accounts.role.staff')}</option>
          <option value="owner">{t('accounts.role.owner')}</option>
        </select>
        <p id={ids.roleHint} className="mt-1 text-xs text-plum-soft">
          {t('accounts.form.roleHint')}
        </p>
        {fields.role ? <p className={fieldError}>{fields.role}</p> : null}

        <label className="mt-4 flex items-center gap-2 text-sm text-plum">
          <input
            type="checkbox"
            checked={technician}
            onChange={(event) => setTechnician(event.target.checked)}
            className="size-4 accent-rose-deep"
          />
          {t('accounts.form.technicianLabel')}
        </label>

        <CredentialFields
          credential={credential}
          onCredentialChange={setCredential}
          password={password}
          onPasswordChange={setPassword}
          passwordError={fields.password}
        />

        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={() => onOpenChange(false)}>
            {t('accounts.form.cancel')}
          </button>
          <button type="submit" disabled={pending} className={primaryButton}>
            {pending ? t('accounts.form.saving') : t('accounts.form.save')}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}
