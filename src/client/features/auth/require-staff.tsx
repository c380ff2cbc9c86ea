/**
 * Shows its children only to a signed-in staff member:
 * the fallback while login state loads, a redirect to /login (remembering
 * the page) for everyone else. It also catches a session that ends while
 * the page is open: the login state turns to signed out, and this redirects.
 * The server guards the data either way; this only keeps the UI honest.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from './auth-context.tsx';
import { loginPathFor } from './safe-next-path.ts';

export function RequireStaff({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return fallback;
  if (status === 'signedOut') return <Navigate to={loginPathFor(location)} replace />;
  return children;
}
