/**
 * "Customer's link" on the appointment detail: staff send the
 * customer a new private link, after a confirmation (it ends every earlier
 * one). The new link is shown once, with Copy, and whether it was e-mailed:
 * a customer who booked by phone may have no e-mail address, and staff pass
 * the link on by WhatsApp or LINE.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { DialogClose, DialogShell } from '../../components/dialog-shell.tsx';
import { fieldClass, labelClass, primaryButton, secondaryButton } from '../../components/admin-styles.ts';
import { errorMessage, issueManageLink, type AppointmentDetail } from './appointments-api.ts';
import { detailCard, detailCardTitle } from './detail-card.ts';
import { appointmentKeys } from './query-keys.ts';

export function CustomerLinkCard({ appointment }: { appointment: AppointmentDetail }) {
  const { t } = useTranslation('admin');
  const id = useId().replace(/:/g, '');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const urlRef = useRef<HTMLInputElement>(null);
  const issue = useMutation({
    mutationFn: () => issueManageLink(appointment.id),
    onSuccess: () => {
      setCopyState('idle');
      // The history shows the new link's event.
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(appointment.id) });
    },
    onSettled: () => setConfirming(false),
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      // Not allowed (an insecure origin, a refused permission): leave the link selected to copy by hand.
      urlRef.current?.select();
      setCopyState('failed');
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className={detailCard}>
      <h2 id={`${id}-title`} className={detailCardTitle}>
        {t('order.customerLink.title')}
      </h2>
      <p className="mt-1 text-sm text-plum-soft">{t('order.customerLink.description')}</p>
      <div className="mt-4">
        <button
          type="button"
          className={secondaryButton}
          disabled={issue.isPending}
          onClick={() => setConfirming(true)}
        >
          {issue.isPending ? t('order.customerLink.sending') : t('order.customerLink.send')}
        </button>
      </div>
      {issue.isError ? (
        <p role="alert" className="mt-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {t('order.customerLink.failed', { message: errorMessage(issue.error) })}
        </p>
      ) : null}
      {issue.data ? (
        <div className="mt-4 space-y-2" data-testid="customer-link-result">
          <label htmlFor={`${id}-url`} className={labelClass}>
            {t('order.customerLink.urlLabel')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-url`}
              ref={urlRef}
              readOnly
              value={issue.data.url}
              onFocus={(event) => event.currentTarget.select()}
              className={`${fieldClass} font-mono`}
            />
            <button type="button" className={primaryButton} onClick={() => void copy(issue.data.url)}>
              {t('order.customerLink.copy')}
            </button>
          </div>
          <p role="status" className="text-sm font-semibold text-emerald-800 empty:hidden">
            {copyState === 'copied' ? t('order.customerLink.copied') : ''}
          </p>
          {copyState === 'failed' ? <p className="text-sm text-red-800">{t('order.customerLink.copyFailed')}</p> : null}
          <p className="text-sm text-plum">
            {issue.data.emailed
              ? t('order.customerLink.emailed', { email: appointment.customerEmail })
              : t('order.customerLink.notEmailed')}
          </p>
        </div>
      ) : null}

      <DialogShell
        look="admin-card"
        open={confirming}
        onOpenChange={(open) => (issue.isPending ? undefined : setConfirming(open))}
        returnFocus={(event) => {
          // With a new link made, the focus goes to it (selected, ready to copy), not back to the button.
          if (urlRef.current) {
            event.preventDefault();
            urlRef.current.focus();
          }
        }}
        title={t('order.customerLink.confirmTitle')}
        description={t('order.customerLink.confirmText', { name: appointment.customerName })}
        footer={
          <>
            <DialogClose asChild>
              <button type="button" className={secondaryButton}>
                {t('order.customerLink.confirmKeep')}
              </button>
            </DialogClose>
            <button type="button" className={primaryButton} disabled={issue.isPending} onClick={() => issue.mutate()}>
              {t('order.customerLink.confirmSend')}
            </button>
          </>
        }
      />
    </section>
  );
}
