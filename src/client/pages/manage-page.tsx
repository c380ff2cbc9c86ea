/**
 * /manage?token=… (decision 170): a customer's own booking, opened from the private link in
 * their e-mails. Only for that customer: never indexed, the token never sent on as a Referer (the server
 * also answers this path no-store, no-referrer and noindex). Opening it only reads.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { ManageBookingScreen, type DepositPaymentSlot } from '../features/manage-booking/manage-booking-screen.tsx';
import { loadNamespaces } from '../lib/i18n.ts';
import { useHeadMeta } from '../lib/use-head-meta.ts';
import { useSalonFacts } from '../lib/salon-facts.ts';

// An awaited deposit's QR: the booking page's chunk, loaded only when the booking has one.
const DepositPayment = lazy(() =>
  Promise.all([import('../features/deposits/booking-deposit.tsx'), loadNamespaces(['deposits'])]).then(([module]) => ({
    default: module.DepositPayment,
  })),
);

const ManageDepositPayment: DepositPaymentSlot = ({ booking, onSettled }) => {
  const deposit = booking.deposit;
  if (!deposit?.payment) return null;
  return (
    <Suspense fallback={null}>
      <DepositPayment
        deposit={{
          ...deposit.payment,
          amountSatang: deposit.amountSatang,
          state: deposit.state,
          refundCutoffHours: deposit.refundCutoffHours,
        }}
        phone={booking.salon.phone}
        onSettled={(_state, message) => onSettled(message)}
      />
    </Suspense>
  );
};

/** The shape of MANAGE_TOKEN_PATTERN (domain/manage-booking.ts), checked here without loading the module. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export default function ManagePage() {
  const { t } = useTranslation('manage');
  const { name } = useSalonFacts().details;
  useHeadMeta('robots', 'noindex, nofollow');
  useHeadMeta('referrer', 'no-referrer');
  useEffect(() => {
    document.title = `${t('meta.title')} | ${name}`;
  }, [t, name]);
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('token') ?? '';
  // A malformed token opens nothing: the invalid-link page at once, without asking the server.
  const token = TOKEN_SHAPE.test(raw) ? raw : null;
  // A new link is a new page: nothing of the previous booking carries over.
  return <ManageBookingScreen key={token ?? ''} token={token} DepositPayment={ManageDepositPayment} />;
}
