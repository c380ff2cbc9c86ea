/**
 * WhatsApp on the customer's booking page, when they agreed to it at booking: where the updates go, and
 * stopping them (as STOP in the chat does); the updates then come by e-mail.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { cardClass, cardTitleClass, secondaryButtonClass } from './manage-format.ts';
import { manageKeys } from './query-keys.ts';

export function WhatsappUpdatesCard({ token }: { readonly token: string }) {
  const { t } = useTranslation('manage');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: manageKeys.whatsapp(token),
    queryFn: async () => (await readJson(await api.manage.whatsapp.$get({ query: { token } }))).whatsapp,
    staleTime: 30_000,
    retry: false,
  });
  const stop = useMutation({
    mutationFn: async () => (await readJson(await api.manage.whatsapp.stop.$post({ json: { token } }))).whatsapp,
    onSuccess: (whatsapp) => queryClient.setQueryData(manageKeys.whatsapp(token), whatsapp),
  });
  const phone = query.data?.phone ?? null;
  // Shown while the updates go by WhatsApp, and once more to say they stopped.
  if (phone === null && !stop.isSuccess) return null;

  return (
    <section aria-labelledby="manage-whatsapp-title" className={cardClass} data-testid="manage-whatsapp">
      <h2 id="manage-whatsapp-title" className={cardTitleClass}>
        {t('whatsapp.title')}
      </h2>
      {phone === null ? (
        <p role="status" className="mt-3 text-plum-soft">
          {t('whatsapp.stopped')}
        </p>
      ) : (
        <div className="mt-3 flex flex-col gap-3">
          <p className="text-plum">
            <span aria-hidden="true" className="mr-2 font-bold text-[#047a3a]">
              ✓
            </span>
            {t('whatsapp.on', { phone })}
          </p>
          <button
            type="button"
            className={`${secondaryButtonClass} self-start`}
            disabled={stop.isPending}
            onClick={() => stop.mutate()}
          >
            {t('whatsapp.stop')}
          </button>
        </div>
      )}
      {stop.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {t('whatsapp.stopFailed')}
        </p>
      ) : null}
    </section>
  );
}
