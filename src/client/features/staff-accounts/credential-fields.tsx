/** "Send a one-time link" or "type a password now": the choice shared by adding and resetting. */
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { fieldError, inputClass } from './field-styles.ts';

interface CredentialFieldsProps {
  readonly credential: 'link' | 'password';
  readonly onCredentialChange: (credential: 'link' | 'password') => void;
  readonly password: string;
  readonly onPasswordChange: (password: string) => void;
  readonly passwordError: string | undefined;
}

export function CredentialFields(props: CredentialFieldsProps) {
  const { t } = useTranslation('settings');
  const ids = { password: useId(), hint: useId(), error: useId() };
  const option = (value: 'link' | 'password', label: string) => (
    <label className="flex items-start gap-2 text-sm text-plum">
      <input
        type="radio"
        name="credential"
        value={value}
        checked={props.credential === value}
        onChange={() => props.onCredentialChange(value)}
        className="mt-1 accent-rose-deep"
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-plum">{t('accounts.form.credential')}</legend>
      <div className="mt-2 space-y-2">
        {option('link', t('accounts.form.credentialLink'))}
        {option('password', t('accounts.form.credentialPassword'))}
      </div>
      {props.credential === 'password' ? (
        <div className="mt-3">
          <label htmlFor={ids.password} className="text-sm font-semibold text-plum">
            {t('accounts.form.password')}
          </label>
          <input
            id={ids.password}
            type="password"
            autoComplete="new-password"
            value={props.password}
            onChange={(event) => props.onPasswordChange(event.target.value)}
            aria-invalid={props.passwordError ? true : undefined}
            aria-describedby={`${ids.hint}${props.passwordError ? ` ${ids.error}` : ''}`}
            className={inputClass}
          />
          <p id={ids.hint} className="mt-1 text-xs text-plum-soft">
            {t('accounts.form.passwordHint')}
          </p>
          {props.passwordError ? (
            <p id={ids.error} className={fieldError}>
              {props.passwordError}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
