/**
 * The owners' Settings history: newest first, in pages, filtered
 * by area; each change says when (salon time), who, where and what, with the
 * before/after behind "Show details". Area and page live in the URL, so a
 * reload or a shared link shows the same page.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { HISTORY_AREAS, type HistoryArea } from '../../../domain/staff-account-forms.ts';
import { formatSalonInstant } from '../../lib/format-salon-instant.ts';
import { historyQuery, type HistoryEntry } from './history-api.ts';
import { HistoryDetail } from './history-detail.tsx';

function areaFrom(value: string | null): HistoryArea | null {
  return (HISTORY_AREAS as readonly string[]).includes(value ?? '') ? (value as HistoryArea) : null;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('settings');
  const hasDetail = Object.keys(entry.detail).length > 0;
  return (
    <li className="px-4 py-3" data-testid="history-entry">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-plum-soft">
        <time dateTime={entry.at}>{formatSalonInstant(entry.at)}</time>
        <span>{entry.by ?? t('history.commandLine')}</span>
        <span className="rounded-full bg-plum/10 px-2 py-0.5 font-semibold text-plum">
          {t(`history.areas.${entry.area}`)}
        </span>
      </p>
      <p className="mt-1 text-plum">{entry.summary}</p>
      {hasDetail ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-sm font-semibold text-rose-deep">{t('history.details')}</summary>
          <HistoryDetail detail={entry.detail} />
        </details>
      ) : null}
    </li>
  );
}

export function SettingsHistoryScreen() {
  const { t } = useTranslation('settings');
  const areaId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const area = areaFrom(searchParams.get('area'));
  const page = pageFrom(searchParams.get('page'));
  const history = useQuery(historyQuery(area, page));
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / history.data.pageSize)) : 1;

  function go(next: { area?: HistoryArea | null; page?: number }) {
    const params = new URLSearchParams();
    const nextArea = next.area === undefined ? area : next.area;
    if (nextArea) params.set('area', nextArea);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearchParams(params);
  }

  return (
    <section aria-labelledby="history-title" className="max-w-4xl space-y-5">
      <header>
        <h1 id="history-title" className="font-display text-3xl font-semibold text-plum sm:text-4xl">
          {t('history.title')}
        </h1>
        <p className="mt-1 text-sm text-plum-soft">{t('history.intro')}</p>
      </header>
      <div>
        <label htmlFor={areaId} className="text-sm font-semibold text-plum">
          {t('history.area')}
        </label>
        <select
          id={areaId}
          value={area ?? ''}
          onChange={(event) => go({ area: areaFrom(event.target.value), page: 1 })}
          className="mt-1 block rounded-lg border border-plum/30 bg-white px-3 py-2 text-plum"
        >
          <option value="">{t('history.allAreas')}</option>
          {HISTORY_AREAS.map((value) => (
            <option key={value} value={value}>
              {t(`history.areas.${value}`)}
            </option>
          ))}
        </select>
      </div>

      {history.isPending ? (
        <p className="text-plum-soft">{t('history.loading')}</p>
      ) : history.isError ? (
        <p role="alert" className="text-red-800">
          {t('history.loadFailed')}
        </p>
      ) : history.data.entries.length === 0 ? (
        <p className="text-plum-soft">{t('history.empty')}</p>
      ) : (
        <ol className="divide-y divide-plum/10 overflow-hidden rounded-2xl border border-plum/10 bg-white shadow-sm">
          {history.data.entries.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}

      {pages > 1 ? (
        <nav aria-label={t('history.pageOf', { page, pages })} className="flex items-center justify-between gap-3">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 })}
            className="rounded-full border border-plum/25 bg-white px-4 py-1.5 text-sm font-semibold text-plum disabled:opacity-50"
          >
            {t('history.previous')}
          </button>
          <span className="text-sm text-plum-soft">{t('history.pageOf', { page, pages })}</span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => go({ page: page + 1 })}
            className="rounded-full border border-plum/25 bg-white px-4 py-1.5 text-sm font-semibold text-plum disabled:opacity-50"
          >
            {t('history.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
