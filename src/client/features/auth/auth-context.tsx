/**
 * Login state for the whole client: loading, then signed in
 * or signed out. The server owns the session (an HttpOnly cookie the page
 * cannot read); this only reflects it. `useAuth` outside the provider
 * throws, so a misplaced use fails loudly. Sign-in and sign-out errors are logged and
 * re-thrown to the caller, which shows its own message.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AdminLanguage } from '../../../domain/admin-language.ts';
import type { StaffRole } from '../../../domain/staff-roles.ts';
import { api, ApiRequestError, readJson } from '../../lib/api-client.ts';
import { handleApiError, subscribeSessionProblems } from './session-expiry.ts';

export interface SignedInStaff {
  readonly id: string;
  readonly email: string;
  /** Owners see the Settings pages; the server enforces the same rule on every route. */
  readonly role: StaffRole;
  /** The language of their admin area, kept with the account (decision 175). */
  readonly language: AdminLanguage;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** Why a sign-in failed: the login page shows one message per kind. */
export type SignInFailure = 'invalid' | 'rateLimited';

export class SignInError extends Error {
  constructor(
    readonly kind: SignInFailure,
    /** For 'rateLimited': how long the server asks us to wait. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(kind === 'rateLimited' ? 'Too many sign-in attempts' : 'Invalid email or password');
    this.name = 'SignInError';
  }
}

export interface AuthState {
  readonly status: AuthStatus;
  readonly user: SignedInStaff | null;
  /** Re-reads the session from the server (after sign-in, or when a request says it expired). */
  refresh(): Promise<void>;
  /** Throws SignInError ('invalid' for any failure but the lockout). */
  signIn(email: string, password: string): Promise<SignedInStaff>;
  signOut(): Promise<void>;
  /** Saves the signed-in member's admin language to their account; throws ApiRequestError when refused. */
  saveLanguage(language: AdminLanguage): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

const sessionEndedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever a signed-in session ends (Sign Out, expiry, a
 * session revoked elsewhere): nothing a signed-in page cached may outlive it.
 * The app's query cache subscribes here (app/query-provider.tsx).
 */
export function subscribeSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

async function fetchSession(): Promise<SignedInStaff | null> {
  const response = await api.auth.session.$get();
  if (!response.ok) throw new ApiRequestError(response.status, 'session_lookup_failed', 'Session lookup failed');
  const body = await response.json();
  return body.staff ?? null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<SignedInStaff | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const wasSignedIn = useRef(false);
  /**
   * Bumped by every sign-in and sign-out: a session lookup that started before one of them answers for a
   * moment that has passed (a tap on Sign In while the page's first lookup was still on its way must not
   * be undone by that lookup's "nobody").
   */
  const moment = useRef(0);

  const apply = useCallback((staff: SignedInStaff | null) => {
    if (!staff && wasSignedIn.current) for (const listener of [...sessionEndedListeners]) listener();
    wasSignedIn.current = staff !== null;
    // Same person as before: keep the object, so a routine re-check re-renders nothing.
    setUser((previous) =>
      previous &&
      staff &&
      previous.id === staff.id &&
      previous.email === staff.email &&
      previous.role === staff.role &&
      previous.language === staff.language
        ? previous
        : staff,
    );
    setStatus(staff ? 'signedIn' : 'signedOut');
  }, []);

  const refresh = useCallback(() => {
    // Many failing admin requests at once lead to one lookup.
    inFlight.current ??= (async () => {
      const asked = moment.current;
      try {
        const staff = await fetchSession();
        if (moment.current === asked) apply(staff);
      } catch (error) {
        // The lookup error is logged and the user stays unset: the page shows signed-out, never a crash.
        console.error('Session lookup failed', error);
        if (moment.current === asked) apply(null);
      } finally {
        inFlight.current = null;
      }
    })();
    return inFlight.current;
  }, [apply]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignedInStaff> => {
      try {
        const response = await api.auth['sign-in'].$post({ json: { email, password } });
        // The typed client knows only the success shape; failures are read by status.
        const status: number = response.status;
        if (status === 429) {
          const retryAfter = Number(response.headers.get('retry-after'));
          throw new SignInError('rateLimited', Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
        }
        if (!response.ok) throw new SignInError('invalid');
        const body = await response.json();
        if (!('staff' in body) || !body.staff) throw new SignInError('invalid');
        moment.current += 1;
        apply(body.staff);
        return body.staff;
      } catch (error) {
        console.error('Sign-in failed', error);
        throw error instanceof SignInError ? error : new SignInError('invalid');
      }
    },
    [apply],
  );

  const signOut = useCallback(async () => {
    try {
      const response = await api.auth['sign-out'].$post();
      if (!response.ok) throw new ApiRequestError(response.status, 'sign_out_failed', 'Sign-out failed');
      moment.current += 1;
      apply(null);
    } catch (error) {
      console.error('Sign-out failed', error);
      throw error;
    }
  }, [apply]);

  const saveLanguage = useCallback(async (language: AdminLanguage) => {
    try {
      const saved = await readJson(await api.admin.me.language.$put({ json: { language } }));
      setUser((previous) => (previous ? { ...previous, language: saved.language } : previous));
    } catch (error) {
      handleApiError(error);
      throw error;
    }
  }, []);

  useEffect(() => {
    void refresh();
    return subscribeSessionProblems(() => {
      void refresh();
    });
  }, [refresh]);

  const value = useMemo<AuthState>(
    () => ({ status, user, refresh, signIn, signOut, saveLanguage }),
    [status, user, refresh, signIn, signOut, saveLanguage],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
