/**
 * Shows its children to owners only. Staff who open an owner page
 * by a link or a bookmark read why they cannot use it instead of a broken
 * form; the server refuses their requests anyway (requireOwner).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { useAuth } from './auth-context.tsx';

export function RequireOwner({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  if (user?.role === 'owner') return <>{children}</>;
  return (
    <section aria-labelledby="owner-only-title" className="max-w-xl">
      <h1 id="owner-only-title" className="font-display text-3xl font-semibold text-plum">
        {t('ownerOnly.title')}
      </h1>
      <p className="mt-2 text-plum-soft">{t('ownerOnly.body')}</p>
      <p className="mt-4">
        <Link to="/admin" className="font-semibold text-rose-deep underline underline-offset-4">
          {t('ownerOnly.back')}
        </Link>
      </p>
    </section>
  );
}
