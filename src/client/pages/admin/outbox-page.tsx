/**
 * The e-mail outbox for staff (/admin/outbox?status=&page=&message=):
 * every e-mail the system wrote, whether it has been sent, and its content.
 * Filter, page and the open message live in the URL so a reload keeps them.
 */
import { useTranslation } from '../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { OutboxList } from '../../features/outbox/outbox-list.tsx';
import { OutboxMessageDialog } from '../../features/outbox/outbox-message-dialog.tsx';
import { isOutboxFilter, type OutboxFilter } from '../../features/outbox/use-outbox.ts';

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

export default function OutboxPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requestedStatus = params.get('status');
  const status: OutboxFilter = isOutboxFilter(requestedStatus) ? requestedStatus : 'all';
  const page = positiveInteger(params.get('page')) ?? 1;
  const openId = positiveInteger(params.get('message'));

  const update = (changes: Record<string, string | null>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  };

  return (
    <section aria-labelledby="outbox-title">
      <h1 id="outbox-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
        {t('outbox.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-plum-soft">{t('outbox.intro')}</p>
      <div className="mt-6">
        <OutboxList
          status={status}
          page={page}
          onStatusChange={(next) => update({ status: next === 'all' ? null : next, page: null })}
          onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
          onOpen={(message) => update({ message: String(message.id) })}
        />
      </div>
      <OutboxMessageDialog id={openId} onClose={() => update({ message: null })} />
    </section>
  );
}
