/**
 * Login state for the whole client (spec section 4): loading, then signed in
 * or signed out. The server owns the session (an HttpOnly cookie); this only
 * reflects it. `useAuth` outside the provider throws, as the spec says.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface SignedInStaff {
  readonly id: string;
  readonly email: string;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  readonly status: AuthStatus;
  readonly user: SignedInStaff | null;
  /** Re-reads the session from the server (after sign-in, or when a request says it expired). */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

async function fetchSession(): Promise<SignedInStaff | null> {
  const response = await fetch('/api/auth/session', { credentials: 'same-origin' });
  if (!response.ok) return null;
  const body = (await response.json()) as { staff?: SignedInStaff | null };
  return body.staff ?? null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<SignedInStaff | null>(null);

  const refresh = useCallback(async () => {
    try {
      const staff = await fetchSession();
      setUser(staff);
      setStatus(staff ? 'signedIn' : 'signedOut');
    } catch (error) {
      // Spec section 8: the lookup error is logged and the user stays unset.
      console.error('Session lookup failed', error);
      setUser(null);
      setStatus('signedOut');
    }
  }, []);

  const signOut = useCallback(async () => {
    try {
      await fetch('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' });
    } finally {
      setUser(null);
      setStatus('signedOut');
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<AuthState>(() => ({ status, user, refresh, signOut }), [status, user, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
