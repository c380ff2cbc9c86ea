/**
 * Name, phone and e-mail of a front-desk appointment, with earlier customers:
 * typing 3 or more characters of a phone or e-mail asks the server (debounced)
 * and offers each match as a button that fills the form in one click or Enter.
 * The count is announced politely; the customer's notes (allergies, patch
 * tests) show with the match so staff read them before booking.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { BOOKING_LIMITS } from '../../../domain/booking-form.ts';
import { FormField } from '../../components/form-field.tsx';
import { customerLookupQuery, type CustomerSuggestion } from './front-desk-api.ts';
import type { FieldErrors } from './front-desk-form.ts';
import { fieldClass } from './front-desk-styles.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export interface CustomerValues {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
}

const LOOKUP_MIN_LENGTH = 3;
const LOOKUP_DELAY_MS = 350;

interface CustomerFieldsProps {
  readonly idPrefix: string;
  readonly values: CustomerValues;
  readonly errors: FieldErrors;
  onChange(values: Partial<CustomerValues>): void;
}

export function CustomerFields({ idPrefix, values, errors, onChange }: CustomerFieldsProps) {
  const { t } = useTranslation('frontDesk');
  // The contact typed last is the one to look up.
  const [lookedUp, setLookedUp] = useState<'phone' | 'email'>('phone');
  const [used, setUsed] = useState<CustomerSuggestion | null>(null);
  const contact = useDebouncedValue(values[lookedUp].trim(), LOOKUP_DELAY_MS);
  const lookup = useQuery({
    ...customerLookupQuery(contact),
    enabled: contact.length >= LOOKUP_MIN_LENGTH,
  });
  const matches = contact.length >= LOOKUP_MIN_LENGTH ? (lookup.data ?? []) : [];
  const offered = matches.filter((match) => match.customerId !== used?.customerId);

  const type = (field: 'phone' | 'email', value: string) => {
    setLookedUp(field);
    setUsed(null);
    onChange({ [field]: value });
  };
  const reuse = (match: CustomerSuggestion) => {
    setUsed(match);
    onChange({ name: match.name, phone: match.phone, email: match.email });
  };

  const invalid = (field: keyof FieldErrors) => (errors[field] ? true : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${idPrefix}-name`} label={t('form.name')} error={errors.name} className="sm:col-span-2">
        {(describedBy) => (
          <input
            id={`${idPrefix}-name`}
            className={fieldClass}
            value={values.name}
            maxLength={BOOKING_LIMITS.nameMaxLength + 20}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={invalid('name')}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-phone`} label={t('form.phone')} error={errors.phone} hint={t('form.contactHint')}>
        {(describedBy) => (
          <input
            id={`${idPrefix}-phone`}
            type="tel"
            className={fieldClass}
            value={values.phone}
            maxLength={40}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={invalid('phone')}
            onChange={(event) => type('phone', event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-email`} label={t('form.email')} error={errors.email} hint={t('form.emailHint')}>
        {(describedBy) => (
          <input
            id={`${idPrefix}-email`}
            type="email"
            className={fieldClass}
            value={values.email}
            maxLength={BOOKING_LIMITS.emailMaxLength + 20}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={invalid('email')}
            onChange={(event) => type('email', event.target.value)}
          />
        )}
      </FormField>

      <div className="sm:col-span-2">
        <p role="status" aria-live="polite" className="sr-only">
          {offered.length > 0 ? t('suggestions.found', { count: offered.length }) : ''}
        </p>
        {used ? (
          <div className="rounded-xl border border-emerald-700/30 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
            <p className="font-semibold">{t('suggestions.using', { name: used.name, count: used.visits })}</p>
            {used.notes ? (
              <p className="mt-1 whitespace-pre-wrap">{t('suggestions.notes', { notes: used.notes })}</p>
            ) : null}
          </div>
        ) : null}
        {offered.length > 0 ? (
          <section aria-label={t('suggestions.title')} className="mt-2">
            <h3 className="text-sm font-semibold text-plum">{t('suggestions.title')}</h3>
            <ul className="mt-1 space-y-2">
              {offered.map((match) => (
                <li key={match.customerId}>
                  <button
                    type="button"
                    onClick={() => reuse(match)}
                    className="w-full rounded-xl border border-rose-deep/40 bg-white px-3 py-2 text-left text-sm hover:bg-blush focus-visible:bg-blush"
                  >
                    <span className="block font-semibold text-plum">
                      {t('suggestions.use', { name: match.name })}
                      <span className="ml-2 font-normal text-plum-soft">
                        {t('suggestions.visits', { count: match.visits })}
                      </span>
                    </span>
                    <span className="block break-all text-plum-soft">
                      {[match.phone, match.email].filter(Boolean).join(' · ')}
                    </span>
                    {match.notes ? (
                      <span className="mt-1 block whitespace-pre-wrap text-plum">
                        {t('suggestions.notes', { notes: match.notes })}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
