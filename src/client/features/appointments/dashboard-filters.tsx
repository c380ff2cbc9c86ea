import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  DASHBOARD_STATUS_FILTERS,
  DASHBOARD_TIME_FILTERS,
  type DashboardQuery,
} from '../../../domain/appointment-dashboard.ts';
import type { TechnicianOption } from './appointments-api.ts';

/** Typing pauses this long before the search goes to the URL (and the server). */
const SEARCH_DELAY_MS = 300;

const fieldClass =
  'w-full rounded-lg border border-plum/30 bg-white px-3 py-2 text-sm text-plum focus-visible:border-rose-deep';

/** The dashboard's search box and its status, time and technician filters. */
export function DashboardFilters({
  query,
  technicians,
  onChange,
}: {
  query: DashboardQuery;
  technicians: readonly TechnicianOption[];
  onChange(changes: Partial<DashboardQuery>): void;
}) {
  const { t } = useTranslation('admin');
  const ids = { search: useId(), status: useId(), time: useId(), technician: useId() };
  const [text, setText] = useState(query.q);
  const lastSent = useRef(query.q);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  // The URL changed from elsewhere (back button, clear filters): show its search text.
  useEffect(() => {
    if (query.q !== lastSent.current) {
      lastSent.current = query.q;
      setText(query.q);
    }
  }, [query.q]);

  useEffect(() => {
    if (text.trim() === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = text.trim();
      latestOnChange.current({ q: text.trim() });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form
      role="search"
      aria-label={t('dashboard.filtersLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        lastSent.current = text.trim();
        onChange({ q: text.trim() });
      }}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-plum/10 bg-white/70 p-4 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <label htmlFor={ids.search} className="text-sm font-semibold text-plum">
          {t('dashboard.search')}
        </label>
        <input
          id={ids.search}
          type="search"
          value={text}
          maxLength={100}
          placeholder={t('dashboard.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.status} className="text-sm font-semibold text-plum">
          {t('dashboard.statusFilter')}
        </label>
        <select
          id={ids.status}
          value={query.status}
          onChange={(event) => onChange({ status: event.target.value as DashboardQuery['status'] })}
          className={fieldClass}
        >
          {DASHBOARD_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`dashboard.statusFilters.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.time} className="text-sm font-semibold text-plum">
          {t('dashboard.timeFilter')}
        </label>
        <select
          id={ids.time}
          value={query.time}
          onChange={(event) => onChange({ time: event.target.value as DashboardQuery['time'] })}
          className={fieldClass}
        >
          {DASHBOARD_TIME_FILTERS.map((time) => (
            <option key={time} value={time}>
              {t(`dashboard.timeFilters.${time}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.technician} className="text-sm font-semibold text-plum">
          {t('dashboard.technicianFilter')}
        </label>
        <select
          id={ids.technician}
          value={query.technician}
          onChange={(event) => onChange({ technician: event.target.value })}
          className={fieldClass}
        >
          <option value="all">{t('dashboard.technicianFilters.all')}</option>
          <option value="unassigned">{t('dashboard.technicianFilters.unassigned')}</option>
          {technicians.map((technician) => (
            <option key={technician.id} value={technician.id}>
              {technician.active
                ? technician.displayName
                : t('dashboard.technicianFilters.former', { name: technician.displayName })}
            </option>
          ))}
          {query.technician !== 'all' &&
          query.technician !== 'unassigned' &&
          !technicians.some((technician) => technician.id === query.technician) ? (
            <option value={query.technician}>{query.technician.slice(0, 8)}</option>
          ) : null}
        </select>
      </div>
    </form>
  );
}
