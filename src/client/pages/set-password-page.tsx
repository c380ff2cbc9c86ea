/**
 * The one-time set-password link (decision record 102):
 * /set-password?token=… Opening the page only checks the link (it stays
 * valid until the form is sent); the form asks for the new password twice.
 * Expired, used or unknown links say so plainly and who to ask. Not for
 * search engines (noindex, and robots.txt), and the token is never sent on
 * as a Referer.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { api, ApiRequestError, readJson } from '../lib/api-client.ts';
import { formatSalonInstant } from '../lib/format-salon-instant.ts';
import { useHeadMeta } from '../lib/use-head-meta.ts';

const inputClass =
  'mt-1 block w-full rounded-lg border border-plum/30 bg-white px-3 py-2.5 text-base text-plum shadow-sm ' +
  'focus:border-rose-deep focus:ring-2 focus:ring-rose/30 focus:outline-none';

function PasswordForm({ token, onDone }: { token: string; onDone(): void }) {
  const { t } = useTranslation('settings');
  const ids = { password: useId(), hint: useId(), confirm: useId(), passwordError: useId(), confirmError: useId() };
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (password !== confirm) {
      setErrors({ confirm: t('setPassword.mismatch') });
      return;
    }
    setPending(true);
    setErrors({});
    try {
      await readJson(await api.auth['set-password'].$post({ json: { token, password } }));
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields.password) setErrors({ password: error.fields.password });
      else setErrors({ form: error instanceof ApiRequestError ? error.message : t('setPassword.failed') });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-4">
      {errors.form ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
      <div>
        <label htmlFor={ids.password} className="text-sm font-semibold text-plum">
          {t('setPassword.password')}
        </label>
        <input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={`${ids.hint}${errors.password ? ` ${ids.passwordError}` : ''}`}
          className={inputClass}
        />
        <p id={ids.hint} className="mt-1 text-xs text-plum-soft">
          {t('setPassword.passwordHint')}
        </p>
        {errors.password ? (
          <p id={ids.passwordError} className="mt-1 text-sm font-medium text-red-800">
            {errors.password}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={ids.confirm} className="text-sm font-semibold text-plum">
          {t('setPassword.confirm')}
        </label>
        <input
          id={ids.confirm}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? ids.confirmError : undefined}
          className={inputClass}
        />
        {errors.confirm ? (
          <p id={ids.confirmError} className="mt-1 text-sm font-medium text-red-800">
            {errors.confirm}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-full bg-plum px-5 py-3 font-semibold text-cream hover:bg-plum-soft disabled:opacity-60"
      >
        {pending ? t('setPassword.saving') : t('setPassword.save')}
      </button>
    </form>
  );
}

export default function SetPasswordPage() {
  const { t } = useTranslation('settings');
  useHeadMeta('robots', 'noindex, nofollow');
  useHeadMeta('referrer', 'no-referrer');
  useEffect(() => {
    document.title = t('setPassword.title');
  }, [t]);
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('token') ?? '';
  // The shape of passwordLinkTokenSchema, checked without zod (not in this chunk).
  const token = /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : null;
  const [done, setDone] = useState(false);
  const link = useQuery({
    queryKey: ['password-link', token],
    enabled: token !== null && !done,
    retry: false,
    staleTime: Infinity,
    queryFn: async () => readJson(await api.auth['password-link'].$get({ query: { token: token ?? '' } })),
  });

  let body;
  if (done) {
    body = (
      <div className="mt-6 space-y-4">
        <p role="status" className="rounded-lg border border-gold/50 bg-cream px-4 py-3 text-plum">
          {t('setPassword.done')}
        </p>
        <Link
          to="/login"
          className="block w-full rounded-full bg-plum px-5 py-3 text-center font-semibold text-cream hover:bg-plum-soft"
        >
          {t('setPassword.signIn')}
        </Link>
      </div>
    );
  } else if (token === null) {
    body = <Problem message={t('setPassword.missing')} />;
  } else if (link.isPending) {
    body = <p className="mt-6 text-plum-soft">{t('setPassword.checking')}</p>;
  } else if (link.isError) {
    body = <Problem message={link.error instanceof ApiRequestError ? link.error.message : t('setPassword.failed')} />;
  } else {
    body = (
      <>
        <p className="mt-2 text-center text-sm text-plum-soft">
          {t('setPassword.for', { email: link.data.email, until: formatSalonInstant(link.data.expiresAt) })}
        </p>
        <PasswordForm token={token} onDone={() => setDone(true)} />
      </>
    );
  }

  return (
    <section className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-cream px-4 py-12 sm:items-center">
      <div className="w-full max-w-sm rounded-2xl border border-plum/10 bg-white/80 p-6 shadow-sm sm:p-8">
        <h1 className="text-center font-display text-4xl font-semibold text-plum">{t('setPassword.title')}</h1>
        {body}
      </div>
    </section>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  );
}
