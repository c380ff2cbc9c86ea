/**
 * Staff login: e-mail and password, both required, and
 * Sign In. Success goes to /admin, or back to the page first asked for
 * (`?next=`, same-site paths only). Any failure shows the red box 'Invalid
 * email or password'; the lockout shows a polite cooling-off message.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePageHead } from '../app/layout/use-page-head.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { SignInError, useAuth } from '../features/auth/auth-context.tsx';
import { safeNextPath } from '../features/auth/safe-next-path.ts';

type Failure = { kind: 'invalid' } | { kind: 'rateLimited'; minutes: number };

const inputClass =
  'mt-1 block w-full rounded-lg border border-plum/30 bg-white px-3 py-2.5 text-base text-plum shadow-sm ' +
  'focus:border-rose-deep focus:ring-2 focus:ring-rose/30 focus:outline-none';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  usePageHead('login');
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const hydrated = useHydrated();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [signedInHere, setSignedInHere] = useState(false);
  const ids = { email: useId(), password: useId(), error: useId() };

  // Already signed in (e.g. a bookmark to /login): straight on. After our own sign-in, navigate() below does it.
  if (status === 'signedIn' && !signedInHere) return <Navigate to={next} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // Read from the form itself: the page is rendered by the server, and what was typed before its script
    // ran is in the fields, not in any state.
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    setPending(true);
    setFailure(null);
    try {
      setSignedInHere(true);
      await signIn(email, password);
      void navigate(next, { replace: true });
    } catch (error) {
      setSignedInHere(false);
      if (passwordRef.current) passwordRef.current.value = '';
      if (error instanceof SignInError && error.kind === 'rateLimited') {
        setFailure({ kind: 'rateLimited', minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) });
      } else {
        setFailure({ kind: 'invalid' });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-cream px-4 py-12 sm:items-center">
      <div className="w-full max-w-sm rounded-2xl border border-plum/10 bg-white/80 p-6 shadow-sm sm:p-8">
        <h1 className="text-center font-display text-4xl font-semibold text-plum">{t('login.title')}</h1>
        <p className="mt-2 text-center text-sm text-plum-soft">{t('login.intro')}</p>

        {failure ? (
          <div
            id={ids.error}
            role="alert"
            className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {failure.kind === 'invalid' ? t('login.invalid') : t('login.tooManyAttempts', { count: failure.minutes })}
          </div>
        ) : null}

        {/* POST, never GET: a password must not end up in a URL, whatever happens before the script runs. */}
        <form
          method="post"
          className="mt-6 space-y-5"
          onSubmit={submit}
          aria-describedby={failure ? ids.error : undefined}
        >
          <div>
            <label htmlFor={ids.email} className="block text-sm font-medium text-plum">
              {t('login.email')}
            </label>
            <input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={ids.password} className="block text-sm font-medium text-plum">
              {t('login.password')}
            </label>
            <input
              id={ids.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              ref={passwordRef}
              className={inputClass}
            />
          </div>
          <button
            type="submit"
            // Until the page's script runs, the browser would submit the form itself.
            disabled={pending || !hydrated}
            aria-busy={pending}
            className="w-full rounded-full bg-rose-deep px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-plum disabled:cursor-wait disabled:bg-plum"
          >
            {t('login.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}
