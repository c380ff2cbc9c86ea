import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { CUSTOMER_NOTES_MAX_LENGTH } from '../../../domain/customers.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { fetchCustomerRecord, saveCustomerNotes, type CustomerRecordData } from './customers-api.ts';
import { customerKeys } from './query-keys.ts';

type Outcome =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saved' }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'stale'; readonly theirs: string }
  | { readonly kind: 'failed'; readonly message: string };

const instantFormat = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * The staff's notes on a customer (allergies, preferences, patch tests). A save sends the version it
 * started from; when someone else saved in between, the server refuses (409): the text typed here
 * stays in the box, their version is shown beside it, and saving again (now from their version)
 * replaces it on purpose.
 */
export function CustomerNotesEditor({ customer }: { customer: CustomerRecordData }) {
  const { t } = useTranslation('customers');
  const queryClient = useQueryClient();
  const ids = { field: useId(), help: useId(), count: useId() };
  const [draft, setDraft] = useState(customer.notes);
  const [base, setBase] = useState({ notes: customer.notes, version: customer.version });
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const staleRef = useRef<HTMLDivElement>(null);

  // A fresher record arrived (a refetch) while nothing was typed here: show it (adjusted during
  // render, React's pattern for state that follows a prop).
  if (customer.version !== base.version && draft === base.notes) {
    setDraft(customer.notes);
    setBase({ notes: customer.notes, version: customer.version });
  }

  useEffect(() => {
    if (outcome.kind === 'stale') staleRef.current?.focus();
  }, [outcome.kind]);

  const save = useMutation({
    mutationFn: () => saveCustomerNotes(customer.id, base.version, draft),
    onSuccess: (saved) => {
      queryClient.setQueryData(customerKeys.record(customer.id), saved);
      setOutcome({ kind: saved.version === base.version ? 'unchanged' : 'saved' });
      setBase({ notes: saved.notes, version: saved.version });
      setDraft(saved.notes);
    },
    onError: async (error) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        const latest = await fetchCustomerRecord(customer.id);
        queryClient.setQueryData(customerKeys.record(customer.id), latest);
        // Saving again now starts from their version: replacing it is a choice made after reading it.
        setBase({ notes: latest.notes, version: latest.version });
        setOutcome({ kind: 'stale', theirs: latest.notes });
        return;
      }
      const message = error instanceof ApiRequestError ? (error.fields.notes ?? error.message) : t('record.saveFailed');
      setOutcome({ kind: 'failed', message });
    },
  });

  const lastChange = customer.notesHistory[0];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setOutcome({ kind: 'idle' });
        save.mutate();
      }}
    >
      <label htmlFor={ids.field} className="block text-sm font-medium text-plum">
        {t('record.notesLabel')}
      </label>
      <p id={ids.help} className="mt-1 text-xs text-plum-soft">
        {t('record.notesHelp', { max: CUSTOMER_NOTES_MAX_LENGTH })}
      </p>
      <textarea
        id={ids.field}
        value={draft}
        rows={5}
        maxLength={CUSTOMER_NOTES_MAX_LENGTH}
        aria-describedby={`${ids.help} ${ids.count}`}
        onChange={(event) => {
          setDraft(event.target.value);
          if (outcome.kind === 'saved' || outcome.kind === 'unchanged') setOutcome({ kind: 'idle' });
        }}
        className="mt-2 w-full rounded-lg border border-plum/30 bg-white px-3 py-2 text-sm text-plum focus-visible:border-rose-deep"
      />
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p id={ids.count} className="text-xs text-plum-soft tabular-nums">
          {t('record.notesCount', { count: draft.length, max: CUSTOMER_NOTES_MAX_LENGTH })}
        </p>
        {lastChange ? (
          <p className="text-xs text-plum-soft">
            {t('record.lastChanged', { when: instantFormat(lastChange.at), who: lastChange.by ?? t('record.someone') })}
          </p>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={save.isPending}
          className="min-h-10 rounded-full bg-rose-deep px-5 text-sm font-semibold text-white hover:bg-plum disabled:opacity-60"
        >
          {save.isPending ? t('record.saving') : t('record.save')}
        </button>
        <p role="status" className="text-sm font-medium text-green-900">
          {outcome.kind === 'saved' ? t('record.saved') : outcome.kind === 'unchanged' ? t('record.unchanged') : ''}
        </p>
      </div>
      {outcome.kind === 'stale' ? (
        <div
          ref={staleRef}
          tabIndex={-1}
          role="alert"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p>{t('record.stale')}</p>
          <blockquote className="mt-2 border-l-4 border-amber-300 pl-3 whitespace-pre-wrap">
            {outcome.theirs === '' ? t('record.staleEmpty') : outcome.theirs}
          </blockquote>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => {
                setDraft(outcome.theirs);
                setOutcome({ kind: 'idle' });
              }}
              className="min-h-10 rounded-full border border-amber-400 bg-white px-4 text-sm font-semibold text-amber-950 hover:bg-amber-100"
            >
              {t('record.useTheirs')}
            </button>
            <button
              type="button"
              onClick={() => setOutcome({ kind: 'idle' })}
              className="min-h-10 rounded-full border border-amber-400 bg-white px-4 text-sm font-semibold text-amber-950 hover:bg-amber-100"
            >
              {t('record.keepMine')}
            </button>
          </div>
        </div>
      ) : null}
      {outcome.kind === 'failed' ? (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {outcome.message}
        </p>
      ) : null}
    </form>
  );
}
