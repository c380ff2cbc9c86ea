/**
 * "Get updates on LINE" on the customer's booking page, when the salon connected LINE. The button is a
 * plain link to the server, which draws a one-time code and sends the phone on to the salon's LINE chat
 * with the code typed in; once linked, the customer can stop LINE here and get e-mail again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { cardClass, cardTitleClass, secondaryButtonClass } from './manage-format.ts';
import { manageKeys } from './query-keys.ts';

export function LineUpdatesCard({ token }: { readonly token: string }) {
  const { t } = useTranslation('manage');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: manageKeys.line(token),
    queryFn: async () => (await readJson(await api.manage.line.$get({ query: { token } }))).line,
    staleTime: 30_000,
    retry: false,
  });
  const stop = useMutation({
    mutationFn: async () => (await readJson(await api.manage.line.stop.$post({ json: { token } }))).line,
    onSuccess: (line) => queryClient.setQueryData(manageKeys.line(token), line),
  });
  const line = query.data;
  if (!line?.available) return null;

  return (
    <section aria-labelledby="manage-line-title" className={cardClass} data-testid="manage-line">
      <h2 id="manage-line-title" className={cardTitleClass}>
        {t('line.title')}
      </h2>
      {line.linked ? (
        <div className="mt-3 flex flex-col gap-3">
          <p className="text-plum">
            <span aria-hidden="true" className="mr-2 font-bold text-[#06883A]">
              ✓
            </span>
            {t('line.linked')}
          </p>
          <button
            type="button"
            className={`${secondaryButtonClass} self-start`}
            disabled={stop.isPending}
            onClick={() => stop.mutate()}
          >
            {t('line.stop')}
          </button>
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-3">
          <p className="text-plum-soft">{stop.isSuccess ? t('line.stopped') : t('line.intro')}</p>
          <a
            href={`/api/manage/line/start?token=${encodeURIComponent(token)}`}
            rel="noreferrer"
            className="inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-full bg-[#06883A] px-6 py-3 font-semibold text-white shadow-sm hover:bg-[#05702F] focus-visible:ring-2 focus-visible:ring-plum focus-visible:ring-offset-2"
          >
            <span aria-hidden="true" className="rounded-md bg-white px-1.5 text-xs font-black text-[#06883A]">
              LINE
            </span>
            {t('line.open')}
          </a>
          <p className="text-sm text-plum-soft">{t('line.how')}</p>
        </div>
      )}
      {stop.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {t('line.stopFailed')}
        </p>
      ) : null}
    </section>
  );
}
