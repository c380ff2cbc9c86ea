/** /admin/customers/:id: one customer's record, notes editor and appointments. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { CustomerRecord } from '../../../features/customers/customer-record.tsx';
import { customerRecordQuery, isNotFound } from '../../../features/customers/customers-api.ts';

export default function CustomerPage() {
  const { t } = useTranslation('customers');
  const { id = '' } = useParams();
  const record = useQuery(customerRecordQuery(id));
  const customer = record.data?.id === id ? record.data : undefined;

  return (
    <section aria-labelledby="customer-title">
      <Link
        to="/admin/customers"
        className="inline-flex items-center gap-1 text-sm font-medium text-rose-deep underline decoration-rose/40 underline-offset-4"
      >
        <ChevronLeftIcon size={16} />
        {t('record.back')}
      </Link>
      <h1 id="customer-title" className="mt-4 font-display text-3xl font-semibold break-words text-plum sm:text-4xl">
        {customer ? customer.name : isNotFound(record.error) ? t('record.notFound') : t('list.title')}
      </h1>
      {customer ? (
        // A new id is a new record: no draft of the previous customer's notes carries over.
        <CustomerRecord key={customer.id} customer={customer} />
      ) : record.isError && !isNotFound(record.error) ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {t('record.loadFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void record.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      ) : record.isPending ? (
        <p role="status" className="mt-6 text-sm text-plum-soft">
          {t('record.loading')}
        </p>
      ) : null}
    </section>
  );
}
