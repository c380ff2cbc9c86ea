/** /booking: `?service=<id>` pre-selects a service, `?category=<slug>` opens a category (links from the home page). */
// First: zod must be configured before any schema is built (see the module).
import '../lib/zod-jitless.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageHead } from '../app/layout/use-page-head.ts';
import { BookingFlow } from '../features/booking/booking-flow.tsx';
import { useCatalogue } from '../features/catalogue/use-catalogue.ts';
import { loadNamespaces } from '../lib/i18n.ts';
import { useSalonFacts } from '../lib/salon-facts.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

// Deposits are a chunk of their own with their texts: with deposits off the page loads neither.
const loadDeposits = () =>
  Promise.all([import('../features/deposits/booking-deposit.tsx'), loadNamespaces(['deposits'])]).then(
    ([module]) => module,
  );
const DepositNotice = lazy(() => loadDeposits().then((module) => ({ default: module.DepositNotice })));
const DepositPayment = lazy(() => loadDeposits().then((module) => ({ default: module.DepositPayment })));

export default function BookingPage() {
  const { t } = useTranslation('booking');
  usePageHead('booking');
  const [searchParams] = useSearchParams();
  const catalogue = useCatalogue();
  const facts = useSalonFacts();
  // Only after hydration: the server's HTML never holds the notice, so hydration keeps it as it was.
  const hydrated = useHydrated();
  const depositRules = hydrated ? facts.deposits : undefined;
  // The booking whose unpaid hold the page now says is released: its confirmation says so too.
  const [releasedReference, setReleasedReference] = useState<string | null>(null);

  const serviceParam = Number(searchParams.get('service'));
  const preselectServiceId = Number.isInteger(serviceParam) && serviceParam > 0 ? serviceParam : undefined;
  const preselectCategory = searchParams.get('category') ?? undefined;

  if (catalogue.isPending) {
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-24 text-center text-plum-soft">
        {t('page.loading')}
      </p>
    );
  }
  if (catalogue.isError) {
    return (
      <p role="alert" className="mx-auto max-w-6xl px-4 py-24 text-center text-rose-deep">
        {t('errors.catalogue')}
      </p>
    );
  }
  return (
    <BookingFlow
      // A new link (another tile) starts a fresh form with its own pre-selection.
      key={`${preselectServiceId ?? ''}|${preselectCategory ?? ''}`}
      categories={catalogue.data}
      preselectServiceId={preselectServiceId}
      preselectCategory={preselectCategory}
      renderChoiceNotice={
        depositRules
          ? (choice) => (
              <Suspense fallback={null}>
                <DepositNotice rules={depositRules} {...choice} />
              </Suspense>
            )
          : undefined
      }
      renderConfirmationExtra={(booking) =>
        booking.deposit ? (
          <Suspense fallback={null}>
            <DepositPayment
              deposit={booking.deposit}
              phone={facts.details.phone}
              onReleased={(released) => setReleasedReference(released ? booking.reference : null)}
            />
          </Suspense>
        ) : null
      }
      isReleased={(booking) => booking.reference === releasedReference}
    />
  );
}
