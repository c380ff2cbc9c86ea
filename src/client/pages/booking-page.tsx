/** /booking (spec section 2): `?service=<id>` pre-selects a service, `?category=<slug>` opens a category. */
// First: zod must be configured before any schema is built (see the module).
import '../lib/zod-jitless.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { usePageHead } from '../app/layout/use-page-head.ts';
import { BookingFlow } from '../features/booking/booking-flow.tsx';
import { useCatalogue } from '../features/catalogue/use-catalogue.ts';

export default function BookingPage() {
  const { t } = useTranslation('booking');
  usePageHead('booking');
  const [searchParams] = useSearchParams();
  const catalogue = useCatalogue();

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
    />
  );
}
