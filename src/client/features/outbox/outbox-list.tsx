/**
 * The outbox, newest first: a status filter with counts, one row per
 * message (status, when, to, subject, kind, attempts, last error) and pages.
 * Dense rows on a desktop, stacked on a phone.
 */
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { LIST_ROW_LIMIT } from '../../../domain/list-bounds.ts';
import { formatSalonInstant } from './format-instant.ts';
import { OutboxStatusBadge } from './outbox-status-badge.tsx';
import { OUTBOX_FILTERS, useOutboxList, type OutboxFilter, type OutboxSummary } from './use-outbox.ts';

const pageButton =
  'inline-flex min-h-11 items-center rounded-full border border-plum/20 bg-white px-4 text-sm font-medium text-plum hover:border-rose-deep hover:text-rose-deep disabled:cursor-not-allowed disabled:opacity-50';

/** Due after this page was drawn (a little slack: a message due now is not "planned"). */
function isLater(iso: string): boolean {
  return Date.parse(iso) > Date.now() + 60_000;
}

export interface OutboxListProps {
  readonly status: OutboxFilter;
  readonly page: number;
  readonly onStatusChange: (status: OutboxFilter) => void;
  readonly onPageChange: (page: number) => void;
  readonly onOpen: (message: OutboxSummary) => void;
}

export function OutboxList({ status, page, onStatusChange, onPageChange, onOpen }: OutboxListProps) {
  const { t } = useTranslation('admin');
  const filterId = useId();
  const query = useOutboxList(status, page);
  const data = query.data;
  const locale = currentLocale();
  const counts = data?.counts;
  const countOf = (filter: OutboxFilter) =>
    !counts ? 0 : filter === 'all' ? counts.pending + counts.sent + counts.failed + counts.dropped : counts[filter];
  // Each status is counted up to 10,000 (decision 210); past that the option says "more than".
  const capped = (filter: OutboxFilter) =>
    data !== undefined &&
    (filter === 'all' ? Object.values(data.countsCapped).some(Boolean) : data.countsCapped[filter]);
  const limit = LIST_ROW_LIMIT.toLocaleString(locale);

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col">
          <label htmlFor={filterId} className="text-xs font-medium text-plum-soft">
            {t('outbox.filterLabel')}
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => onStatusChange(event.target.value as OutboxFilter)}
            className="min-h-11 rounded-lg border border-plum/20 bg-white px-3 text-sm text-plum"
          >
            {OUTBOX_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {!counts
                  ? t(`outbox.filter.${filter}`)
                  : capped(filter)
                    ? t('outbox.filterOptionMoreThan', { label: t(`outbox.filter.${filter}`), count: limit })
                    : t('outbox.filterOption', { label: t(`outbox.filter.${filter}`), count: countOf(filter) })}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-4">
        {query.isError && !data ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
            {t('outbox.loadFailed', { message: query.error.message })}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
              {t('outbox.tryAgain')}
            </button>
          </div>
        ) : !data ? (
          <p role="status" className="py-10 text-center text-plum-soft">
            {t('outbox.loading')}
          </p>
        ) : data.messages.length === 0 ? (
          <p className="rounded-lg bg-white px-4 py-6 text-plum-soft">
            {status === 'all' ? t('outbox.empty') : t('outbox.emptyFiltered')}
          </p>
        ) : (
          <ul
            aria-label={t('outbox.listLabel')}
            className="divide-y divide-plum/10 overflow-hidden rounded-xl border border-plum/10 bg-white"
          >
            {data.messages.map((message) => (
              <li
                key={message.id}
                className="grid gap-x-4 gap-y-1 px-4 py-3 text-sm md:grid-cols-[8rem_10rem_minmax(0,1fr)_auto] md:items-center"
              >
                <div className="flex items-center gap-2 md:block">
                  <OutboxStatusBadge status={message.status} />
                  {message.attempts > 0 ? (
                    <p className="text-xs text-plum-soft md:mt-1">
                      {t('outbox.attempts', { count: message.attempts })}
                    </p>
                  ) : null}
                </div>
                <div className="text-xs text-plum-soft md:text-sm">
                  <p>
                    <span className="sr-only">{t('outbox.createdColumn')}: </span>
                    {formatSalonInstant(message.createdAt, locale)}
                  </p>
                  <p>{t(`outbox.kind.${message.kind}`, { defaultValue: message.kind })}</p>
                </div>
                <div className="min-w-0">
                  <p className="font-medium break-words text-plum md:truncate" title={message.subject}>
                    {message.subject}
                  </p>
                  <p className="break-all text-plum-soft md:truncate">
                    <span className="sr-only">{t('outbox.recipientColumn')}: </span>
                    {message.recipient}
                  </p>
                  {message.status === 'sent' && message.sentAt ? (
                    <p className="text-xs text-plum-soft">
                      {t('outbox.sentAt', { when: formatSalonInstant(message.sentAt, locale) })}
                    </p>
                  ) : null}
                  {message.status === 'pending' && message.attempts === 0 && isLater(message.nextAttemptAt) ? (
                    // Written now, sent later (a reminder before its appointment).
                    <p className="text-xs text-plum-soft">
                      {t('outbox.plannedFor', { when: formatSalonInstant(message.nextAttemptAt, locale) })}
                    </p>
                  ) : null}
                  {message.status === 'pending' && message.attempts > 0 ? (
                    <p className="text-xs text-plum-soft">
                      {t('outbox.nextAttempt', { when: formatSalonInstant(message.nextAttemptAt, locale) })}
                    </p>
                  ) : null}
                  {message.status !== 'sent' && message.lastError ? (
                    <p className="text-xs break-words text-red-800">
                      {t('outbox.lastError', { error: message.lastError })}
                    </p>
                  ) : null}
                </div>
                <div className="md:text-right">
                  <button
                    type="button"
                    onClick={() => onOpen(message)}
                    aria-label={t('outbox.viewLabel', { subject: message.subject, recipient: message.recipient })}
                    className="inline-flex min-h-11 items-center rounded-full border border-plum/20 px-4 font-medium text-plum hover:border-rose-deep hover:text-rose-deep"
                  >
                    {t('outbox.view')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      {data && data.pageCount > 1 ? (
        <nav aria-label={t('outbox.paginationLabel')} className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" className={pageButton} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('outbox.previousPage')}
          </button>
          <p className="text-sm text-plum-soft" aria-live="polite">
            {t('outbox.pageOf', { page: data.page, count: data.pageCount })}
          </p>
          <button
            type="button"
            className={pageButton}
            disabled={page >= data.pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {t('outbox.nextPage')}
          </button>
          {data.totalExact ? null : (
            <p className="w-full text-xs text-plum-soft">{t('outbox.limitHint', { count: limit })}</p>
          )}
        </nav>
      ) : null}
    </div>
  );
}
