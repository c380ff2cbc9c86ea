/**
 * The customer's details in the booking form: name, e-mail, phone, the WhatsApp choice (while the salon's
 * WhatsApp is connected), notes, and the hidden honeypot.
 */
import type { RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { BOOKING_LIMITS } from '../../../domain/booking-form.ts';
import { describedBy, FieldMessage } from '../../components/field-message.tsx';
import { inputClass, labelClass } from '../../components/public-form-styles.ts';

export interface DetailsValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly notes: string;
  /** Honeypot. */
  readonly website: string;
}

type DetailsField = 'name' | 'email' | 'phone' | 'notes';

interface DetailsFieldsetProps {
  readonly baseId: string;
  readonly values: DetailsValues;
  readonly errors: Partial<Record<DetailsField, string | undefined>>;
  readonly nameRef: RefObject<HTMLInputElement | null>;
  readonly emailRef: RefObject<HTMLInputElement | null>;
  readonly phoneRef: RefObject<HTMLInputElement | null>;
  readonly notesRef: RefObject<HTMLTextAreaElement | null>;
  onChange(field: keyof DetailsValues, value: string): void;
  /** Offered only while the salon's WhatsApp is connected; an explicit, unticked choice. */
  readonly whatsapp: { readonly offered: boolean; readonly checked: boolean; onToggle(checked: boolean): void };
}

export function DetailsFieldset(props: DetailsFieldsetProps) {
  const { baseId, values, errors, nameRef, emailRef, phoneRef, notesRef, onChange, whatsapp } = props;
  const { t } = useTranslation('booking');
  const ids = {
    name: `${baseId}-name`,
    email: `${baseId}-email`,
    phone: `${baseId}-phone`,
    notes: `${baseId}-notes`,
    website: `${baseId}-website`,
    whatsapp: `${baseId}-whatsapp`,
  };
  const errorId = (field: string) => `${baseId}-${field}-error`;

  return (
    <fieldset className="rounded-3xl border border-blush bg-white/70 p-5 shadow-sm sm:p-6">
      <legend className="px-2 font-display text-2xl font-semibold text-plum">{t('details.legend')}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={ids.name} className={labelClass}>
            {t('details.name')}
          </label>
          <input
            id={ids.name}
            ref={nameRef}
            type="text"
            autoComplete="name"
            maxLength={BOOKING_LIMITS.nameMaxLength + 20}
            value={values.name}
            onChange={(event) => onChange('name', event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(errors.name && errorId('name'))}
            className={inputClass(Boolean(errors.name))}
          />
          <FieldMessage id={errorId('name')} message={errors.name} />
        </div>
        <div>
          <label htmlFor={ids.email} className={labelClass}>
            {t('details.email')}
          </label>
          <input
            id={ids.email}
            ref={emailRef}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            onChange={(event) => onChange('email', event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(errors.email && errorId('email'))}
            className={inputClass(Boolean(errors.email))}
          />
          <FieldMessage id={errorId('email')} message={errors.email} />
        </div>
        <div>
          <label htmlFor={ids.phone} className={labelClass}>
            {t('details.phone')}
          </label>
          <input
            id={ids.phone}
            ref={phoneRef}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => onChange('phone', event.target.value)}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy(`${ids.phone}-hint`, errors.phone && errorId('phone'))}
            className={inputClass(Boolean(errors.phone))}
          />
          <p id={`${ids.phone}-hint`} className="mt-1 text-xs text-plum-soft">
            {t('details.phoneHint')}
          </p>
          <FieldMessage id={errorId('phone')} message={errors.phone} />
        </div>
        {whatsapp.offered ? (
          <div className="flex items-start gap-3 sm:col-span-2">
            <input
              id={ids.whatsapp}
              type="checkbox"
              checked={whatsapp.checked}
              onChange={(event) => whatsapp.onToggle(event.target.checked)}
              aria-describedby={`${ids.whatsapp}-hint`}
              className="mt-1 h-5 w-5 shrink-0 accent-rose-deep"
            />
            <div>
              <label htmlFor={ids.whatsapp} className="font-semibold text-plum">
                {t('details.whatsappOptIn')}
              </label>
              <p id={`${ids.whatsapp}-hint`} className="mt-1 text-xs text-plum-soft">
                {t('details.whatsappOptInHint')}
              </p>
            </div>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <label htmlFor={ids.notes} className={labelClass}>
            {t('details.notes')}
          </label>
          <textarea
            id={ids.notes}
            ref={notesRef}
            rows={3}
            value={values.notes}
            onChange={(event) => onChange('notes', event.target.value)}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={describedBy(`${ids.notes}-hint`, errors.notes && errorId('notes'))}
            className={inputClass(Boolean(errors.notes))}
          />
          <p id={`${ids.notes}-hint`} className="mt-1 text-xs text-plum-soft">
            {t('details.notesHint')}
          </p>
          <FieldMessage id={errorId('notes')} message={errors.notes} />
        </div>
      </div>
      {/* Honeypot: off-screen and out of the tab order; people never see it, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={ids.website}>{t('details.website')}</label>
        <input
          id={ids.website}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => onChange('website', event.target.value)}
        />
      </div>
    </fieldset>
  );
}
