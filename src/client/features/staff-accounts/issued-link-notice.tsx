/**
 * The one-time set-password link, shown once right after it was made: the
 * owner copies it and sends it. It is not kept anywhere in the client after
 * "Done" (the server keeps only its hash).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatSalonInstant } from '../../lib/format-salon-instant.ts';
import { fullLink, type IssuedLink } from './accounts-api.ts';
import { inputClass, primaryButton, smallButton } from './field-styles.ts';

export function IssuedLinkNotice({ email, link, onDone }: { email: string; link: IssuedLink; onDone(): void }) {
  const { t } = useTranslation('settings');
  const ids = { title: useId(), input: useId() };
  const [copied, setCopied] = useState(false);
  const region = useRef<HTMLElement>(null);
  const url = fullLink(link);

  // The owner's eyes and keyboard go straight to the link.
  useEffect(() => region.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission: the field is selected instead, ready for Ctrl+C / long-press.
      document.getElementById(ids.input)?.focus();
    }
  }

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={ids.title}
      className="rounded-2xl border border-gold/50 bg-white p-4 shadow-sm focus:outline-none sm:p-5"
    >
      <h2 id={ids.title} className="font-display text-xl font-semibold text-plum">
        {t('accounts.link.title', { email })}
      </h2>
      <p className="mt-1 text-sm text-plum-soft">
        {t('accounts.link.body', { until: formatSalonInstant(link.expiresAt) })}
      </p>
      <label htmlFor={ids.input} className="mt-3 block text-sm font-semibold text-plum">
        {t('accounts.link.label')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={ids.input}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={`${inputClass} min-w-0 basis-full font-mono text-sm sm:basis-0 sm:flex-1`}
          data-testid="issued-link"
        />
        <button type="button" onClick={() => void copy()} className={`${smallButton} mt-1`}>
          {copied ? t('accounts.link.copied') : t('accounts.link.copy')}
        </button>
        <button type="button" onClick={onDone} className={`${primaryButton} mt-1 py-1.5 text-sm`}>
          {t('accounts.link.done')}
        </button>
      </div>
    </section>
  );
}
