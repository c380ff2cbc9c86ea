/**
 * The answer to a link that opens nothing (unknown, mistyped, replaced by a
 * newer one, expired) and to too many tries: one calm page with the salon's
 * contacts from the public salon facts. It never says which of those it was,
 * as the server never does.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSalonFacts } from '../../lib/salon-facts.ts';
import { contactsFromDetails } from './manage-format.ts';
import { SalonCard } from './salon-contacts.tsx';

export function InvalidLink({ rateLimited = false }: { rateLimited?: boolean }) {
  const { t } = useTranslation('manage');
  const { details } = useSalonFacts();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The page's content changed in place (a link that stopped working after a change): say so.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16" data-testid="manage-invalid">
      <div className="rounded-3xl border border-blush bg-white/85 p-6 text-center shadow-sm sm:p-8">
        <p
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-blush font-display text-3xl text-rose-deep"
        >
          ?
        </p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 font-display text-3xl font-semibold text-plum outline-none sm:text-4xl"
        >
          {rateLimited ? t('invalid.rateLimitedTitle') : t('invalid.title')}
        </h1>
        <p className="mt-3 text-plum">{rateLimited ? t('invalid.rateLimited') : t('invalid.text')}</p>
        {rateLimited ? null : <p className="mt-2 text-sm text-plum-soft">{t('invalid.newerLink')}</p>}
      </div>
      <SalonCard
        salon={contactsFromDetails(details)}
        className="mt-5 rounded-3xl border border-blush bg-white/85 p-6 shadow-sm"
      />
    </div>
  );
}
