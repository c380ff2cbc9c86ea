/**
 * "Customer's link" on the appointment detail: staff send the
 * customer a new private link, after a confirmation (it ends every earlier
 * one). The new link is shown once, with Copy, and whether it was e-mailed:
 * a customer who booked by phone may have no e-mail address, and staff pass
 * the link on by WhatsApp or LINE.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  dialogOverlay,
  dialogTitle,
  fieldClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from '../../components/admin-styles.ts';
import { appointmentKeys, errorMessage, issueManageLink, type AppointmentDetail } from './appointments-api.ts';
import { detailCard, detailCardTitle } from './detail-card.ts';

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

      <Dialog.Root open={confirming} onOpenChange={(open) => (issue.isPending ? undefined : setConfirming(open))}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogOverlay} />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              // With a new link made, the focus goes to it (selected, ready to copy), not back to the button.
              if (urlRef.current) {
                event.preventDefault();
                urlRef.current.focus();
              }
            }}
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-cream p-6 shadow-2xl"
          >
            <Dialog.Title className={dialogTitle}>{t('order.customerLink.confirmTitle')}</Dialog.Title>
            <Dialog.Description className="mt-2 text-plum-soft">
              {t('order.customerLink.confirmText', { name: appointment.customerName })}
            </Dialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <button type="button" className={secondaryButton}>
                  {t('order.customerLink.confirmKeep')}
                </button>
              </Dialog.Close>
              <button type="button" className={primaryButton} disabled={issue.isPending} onClick={() => issue.mutate()}>
                {t('order.customerLink.confirmSend')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
