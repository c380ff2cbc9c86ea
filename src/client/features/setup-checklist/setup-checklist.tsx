/**
 * The first-run checklist on the dashboard, for owners (decision 244): what a fresh install still shows
 * of the product's examples, each item a link to the page that fixes it, ticked when the database shows
 * it done, dismissible one by one. Gone when nothing is left.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SETUP_ITEM_PAGES, setupItemsLeft, type SetupItem } from '../../../domain/setup-checklist.ts';
import { api, readJson } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { setupKeys } from './query-keys.ts';

function setupQuery() {
  return queryOptions({
    queryKey: setupKeys.all,
    queryFn: async () => readJson(await api.admin.settings.setup.$get()),
  });
}

export function SetupChecklist() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const query = useQuery(setupQuery());
  const dismiss = useMutation({
    mutationFn: async (item: SetupItem) =>
      readJson(await api.admin.settings.setup.dismissals.$post({ json: { item, dismissed: true } })),
    onSuccess: (answer) => queryClient.setQueryData(setupKeys.all, answer),
  });
  if (!query.data) return null;
  const left = setupItemsLeft(query.data.items);
  if (left.length === 0) return null;
  const shown = query.data.items.filter((state) => !state.dismissed);
  const doneCount = shown.filter((state) => state.done).length;
  return (
    <section
      aria-labelledby="setup-checklist-title"
      className="mb-5 rounded-2xl border border-gold/40 bg-white/80 p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="setup-checklist-title" className="font-display text-2xl font-semibold text-plum">
          {t('setup.title')}
        </h2>
        <p className="text-sm font-semibold text-plum-soft">
          {t('setup.progress', { done: doneCount, total: shown.length })}
        </p>
      </div>
      <p className="mt-1 text-sm text-plum-soft">{t('setup.intro')}</p>
      {dismiss.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {dismiss.error.message}
        </p>
      ) : null}
      <ul className="mt-3 flex flex-col divide-y divide-plum/10">
        {shown.map(({ item, done }) => (
          <li key={item} className="flex flex-wrap items-center gap-3 py-2.5" data-testid={`setup-${item}`}>
            <span
              className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full border ${
                done ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-plum/30 bg-white text-transparent'
              }`}
              aria-hidden="true"
            >
              <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="3">
                <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <div className="min-w-0 flex-1">
              <Link
                to={SETUP_ITEM_PAGES[item]}
                className={`font-semibold underline-offset-4 hover:underline ${done ? 'text-plum-soft line-through' : 'text-rose-deep'}`}
              >
                {t(`setup.items.${item}.title`)}
              </Link>
              <span className="sr-only">{done ? ` ${t('setup.done')}` : ` ${t('setup.notDone')}`}</span>
              <p className="text-sm text-plum-soft">{t(`setup.items.${item}.text`)}</p>
            </div>
            {done ? null : (
              <button
                type="button"
                className="min-h-10 rounded-full border border-plum/25 bg-white px-3 text-sm font-semibold text-plum hover:bg-cream-deep disabled:opacity-60"
                disabled={dismiss.isPending}
                onClick={() => dismiss.mutate(item)}
              >
                {t(`setup.items.${item}.dismiss`)}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
