/**
 * One message as it is sent: headers, then its parts in tabs. The HTML part
 * is shown in a sandboxed iframe (`srcdoc`, no scripts, no same-origin), so
 * whatever a customer typed into their name cannot run in the admin page.
 */
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { DialogShell } from '../../components/dialog-shell.tsx';
import { currentLocale } from '../../lib/i18n.ts';
import { formatSalonInstant } from './format-instant.ts';
import { OutboxStatusBadge } from './outbox-status-badge.tsx';
import { useOutboxMessage, useRetryOutboxMessage, type OutboxMessageData } from './use-outbox.ts';

type Part = 'html' | 'text' | 'ics';

export interface OutboxMessageDialogProps {
  readonly id: number | null;
  readonly onClose: () => void;
}

export function OutboxMessageDialog({ id, onClose }: OutboxMessageDialogProps) {
  const { t } = useTranslation('admin');
  const query = useOutboxMessage(id);
  const message = query.data?.message;
  return (
    // The open state lives in the URL, so the focus goes back to the View button that had it, not a trigger.
    <DialogShell
      look="admin-viewer"
      open={id !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      returnFocus="opener"
      title={t('outbox.detailTitle', { id: id ?? '' })}
      description={t('outbox.detailDescription')}
      closeLabel={t('outbox.close')}
    >
      {query.isError && !message ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {t('outbox.messageLoadFailed', { message: query.error.message })}
        </p>
      ) : !message || message.id !== id ? (
        <p role="status" className="py-10 text-center text-plum-soft">
          {t('outbox.messageLoading')}
        </p>
      ) : (
        <MessageBody message={message} />
      )}
    </DialogShell>
  );
}

function MessageBody({ message }: { readonly message: OutboxMessageData }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const [part, setPart] = useState<Part>('html');
  const retry = useRetryOutboxMessage();
  const parts: Part[] = message.icsAttachment ? ['html', 'text', 'ics'] : ['html', 'text'];
  const tabLabel = { html: t('outbox.htmlTab'), text: t('outbox.textTab'), ics: t('outbox.icsTab') } as const;

  return (
    <>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-plum-soft">{t('outbox.statusLabel')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <OutboxStatusBadge status={message.status} />
          <span className="text-plum-soft">{t('outbox.attempts', { count: message.attempts })}</span>
        </dd>
        <dt className="text-plum-soft">{t('outbox.toLabel')}</dt>
        <dd className="break-all text-plum">{message.recipient}</dd>
        <dt className="text-plum-soft">{t('outbox.subjectLabel')}</dt>
        <dd className="text-plum">{message.subject}</dd>
        <dt className="text-plum-soft">{t('outbox.createdLabel')}</dt>
        <dd className="text-plum">{formatSalonInstant(message.createdAt, locale)}</dd>
      </dl>
      {message.status !== 'sent' && message.lastError ? (
        <p className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm break-words text-red-900">
          {t('outbox.lastError', { error: message.lastError })}
        </p>
      ) : null}
      {message.status === 'failed' ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            disabled={retry.isPending}
            onClick={() => retry.mutate(message.id)}
            className="inline-flex min-h-11 items-center rounded-full bg-plum px-5 font-medium text-cream hover:bg-rose-deep disabled:opacity-60"
          >
            {retry.isPending ? t('outbox.retrying') : t('outbox.retry')}
          </button>
        </div>
      ) : null}
      <div aria-live="polite" className="text-sm">
        {retry.isSuccess ? <p className="mt-2 text-emerald-900">{t('outbox.retried')}</p> : null}
        {retry.isError ? (
          <p className="mt-2 text-red-900">{t('outbox.retryFailed', { message: retry.error.message })}</p>
        ) : null}
      </div>

      <div role="tablist" aria-label={t('outbox.partsLabel')} className="mt-4 flex gap-1 border-b border-plum/10">
        {parts.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`outbox-tab-${name}`}
            aria-selected={part === name}
            aria-controls={`outbox-panel-${name}`}
            tabIndex={part === name ? 0 : -1}
            onClick={() => setPart(name)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const step = event.key === 'ArrowRight' ? 1 : -1;
              const next = parts[(parts.indexOf(name) + step + parts.length) % parts.length] ?? name;
              setPart(next);
              document.getElementById(`outbox-tab-${next}`)?.focus();
            }}
            className={
              part === name
                ? '-mb-px min-h-11 border-b-2 border-rose-deep px-4 text-sm font-semibold text-rose-deep'
                : 'min-h-11 px-4 text-sm text-plum hover:text-rose-deep'
            }
          >
            {tabLabel[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`outbox-panel-${part}`}
        aria-labelledby={`outbox-tab-${part}`}
        className="mt-3 flex min-h-[24rem] flex-1 flex-col"
      >
        {part === 'html' ? (
          <iframe
            title={t('outbox.htmlPreviewTitle')}
            sandbox=""
            srcDoc={message.htmlBody}
            className="min-h-[24rem] w-full flex-1 rounded-lg border border-plum/10 bg-white"
          />
        ) : (
          <pre
            tabIndex={0}
            className="flex-1 overflow-auto rounded-lg border border-plum/10 bg-white p-4 font-mono text-xs whitespace-pre-wrap text-plum"
          >
            {part === 'text' ? message.textBody : (message.icsAttachment ?? '')}
          </pre>
        )}
      </div>
    </>
  );
}
