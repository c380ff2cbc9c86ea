/**
 * The booking form and its confirmed screen (spec sections 2, 5, 8, 9;
 * issue 4). States: form, submitting, confirmed.
 *
 * The browser checks what it can with the same domain rules as the server
 * (zod schema, closing time) so the customer hears at once; the server
 * checks everything again and has the last word (capacity above all).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { salon } from '../../../config/salon.ts';
import { BOOKING_FIELD_ORDER, BOOKING_LIMITS, type BookingField } from '../../../domain/booking-form.ts';
import { bookingRequestSchema } from '../../../domain/booking-request.ts';
import { minutesToTime, timeToMinutes } from '../../../domain/calendar.ts';
import { serviceTotals } from '../../../domain/pricing.ts';
import { endsByClosing } from '../../../domain/start-times.ts';
import { formatBaht, formatTimeOfDay, formatWeekdayDate } from '../../../i18n/format.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { describedBy, FieldMessage } from './field-message.tsx';
import { SalonHoursDialog } from './salon-hours-dialog.tsx';
import { ServiceChecklist, type ChecklistCategory, type ChecklistService } from './service-checklist.tsx';
import { useAvailability } from './use-availability.ts';
import { useBookingDates } from './use-booking-dates.ts';
import { newIdempotencyKey, useCreateBooking, type BookingConfirmation as Confirmation } from './use-create-booking.ts';

interface FormValues {
  readonly serviceIds: readonly number[];
  readonly date: string;
  readonly time: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly notes: string;
  /** Honeypot. */
  readonly website: string;
}

type FieldErrors = Partial<Record<BookingField, string>>;

const EMPTY_VALUES: FormValues = {
  serviceIds: [],
  date: '',
  time: '',
  name: '',
  email: '',
  phone: '',
  notes: '',
  website: '',
};

export interface BookingFlowProps {
  readonly categories: readonly ChecklistCategory[];
  /** `?service=<id>` from a link: chosen at once. */
  readonly preselectServiceId?: number | undefined;
  /** `?category=<slug>` from a home-page tile: opened and highlighted. */
  readonly preselectCategory?: string | undefined;
}

function initialExpanded(categories: readonly ChecklistCategory[], serviceId?: number, slug?: string): Set<string> {
  const open = new Set<string>();
  const ofService = categories.find((category) => category.services.some((service) => service.id === serviceId));
  if (ofService) open.add(ofService.slug);
  if (slug && categories.some((category) => category.slug === slug)) open.add(slug);
  if (open.size === 0 && categories[0]) open.add(categories[0].slug);
  return open;
}

export function BookingFlow({ categories, preselectServiceId, preselectCategory }: BookingFlowProps) {
  const { t } = useTranslation('booking');
  const locale = currentLocale();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const baseId = useId();

  const servicesById = useMemo(() => {
    const map = new Map<number, ChecklistService>();
    for (const category of categories) for (const service of category.services) map.set(service.id, service);
    return map;
  }, [categories]);
  const highlighted = categories.some((category) => category.slug === preselectCategory)
    ? (preselectCategory ?? null)
    : null;

  const [values, setValues] = useState<FormValues>(() => ({
    ...EMPTY_VALUES,
    serviceIds: preselectServiceId !== undefined && servicesById.has(preselectServiceId) ? [preselectServiceId] : [],
  }));
  const [expanded, setExpanded] = useState(() => initialExpanded(categories, preselectServiceId, preselectCategory));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', serial: 0 });
  const [hoursOpen, setHoursOpen] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [confirmed, setConfirmed] = useState<Confirmation | null>(null);

  const checklistRef = useRef<HTMLDivElement>(null);
  const dateRef = useRef<HTMLSelectElement>(null);
  const timeRef = useRef<HTMLSelectElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldRefs: Record<BookingField, RefObject<HTMLElement | null>> = {
    serviceIds: checklistRef,
    date: dateRef,
    time: timeRef,
    name: nameRef,
    email: emailRef,
    phone: phoneRef,
    notes: notesRef,
  };

  const dates = useBookingDates();
  const availability = useAvailability(values.date, values.serviceIds);
  const create = useCreateBooking();

  const chosenServices = values.serviceIds
    .map((id) => servicesById.get(id))
    .filter((service): service is ChecklistService => service !== undefined);
  const totals = serviceTotals(chosenServices);

  // The chosen time as the latest answer for these services and this date sees it.
  const fresh = availability.data && !availability.isPlaceholderData ? availability.data : undefined;
  const chosenState =
    fresh && values.time ? fresh.times.find((option) => option.time === values.time)?.state : undefined;
  const chosenTimeLost = chosenState !== undefined && chosenState !== 'available';
  const effectiveTime = chosenTimeLost ? '' : values.time;
  const timeNote =
    chosenState === 'full'
      ? t('errors.timeBecameFull', { time: formatTimeOfDay(values.time, locale) })
      : chosenState === 'past'
        ? t('validation.timePast')
        : undefined;

  useEffect(() => {
    if (!highlighted) return;
    document.querySelector(`[data-category="${highlighted}"]`)?.scrollIntoView({ block: 'center' });
  }, [highlighted]);

  const announce = (text: string) => setAnnouncement((previous) => ({ text, serial: previous.serial + 1 }));
  const focusField = (field: BookingField) => requestAnimationFrame(() => fieldRefs[field].current?.focus());

  function update<K extends keyof FormValues>(field: K, value: FormValues[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (field in errors) setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function toggleService(id: number) {
    const serviceIds = values.serviceIds.includes(id)
      ? values.serviceIds.filter((chosen) => chosen !== id)
      : [...values.serviceIds, id];
    const duration = serviceTotals(
      serviceIds.map((chosen) => servicesById.get(chosen)).filter((s): s is ChecklistService => s !== undefined),
    ).totalDurationMinutes;
    let time = values.time;
    const nextErrors: FieldErrors = { ...errors, serviceIds: undefined };
    if (time && serviceIds.length > 0 && !endsByClosing(timeToMinutes(time), duration, salon.hours)) {
      // The chosen time would now end after closing: explain, and send the customer back to the times.
      time = '';
      nextErrors.time = t('validation.endsAfterClosing');
      setHoursOpen(true);
      announce(t('validation.endsAfterClosing'));
    }
    setErrors(nextErrors);
    setValues((previous) => ({ ...previous, serviceIds, time }));
  }

  function toggleCategory(slug: string) {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });
  }

  function showErrors(fieldErrors: FieldErrors) {
    setErrors(fieldErrors);
    const invalid = BOOKING_FIELD_ORDER.filter((field) => fieldErrors[field]);
    const first = invalid[0];
    if (!first) return;
    announce(t('errors.summary', { count: invalid.length, first: fieldErrors[first] }));
    focusField(first);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    setNotice(null);
    const body = {
      serviceIds: [...values.serviceIds],
      date: values.date,
      time: effectiveTime,
      name: values.name,
      email: values.email,
      phone: values.phone,
      notes: values.notes,
      idempotencyKey,
      ...(values.website ? { website: values.website } : {}),
    };
    const parsed = bookingRequestSchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && (BOOKING_FIELD_ORDER as readonly string[]).includes(field)) {
          fieldErrors[field as BookingField] ??= issue.message.includes(':') ? t(issue.message) : issue.message;
        }
      }
      if (Object.keys(fieldErrors).length > 0) {
        showErrors(fieldErrors);
        return;
      }
    }
    if (effectiveTime && !endsByClosing(timeToMinutes(effectiveTime), totals.totalDurationMinutes, salon.hours)) {
      setHoursOpen(true);
      showErrors({ time: t('validation.endsAfterClosing') });
      return;
    }

    create.mutate(body, {
      onSuccess: (booking) => {
        setConfirmed(booking);
        void queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] });
      },
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) {
          setNotice(t('errors.network'));
          announce(t('errors.network'));
          return;
        }
        if (error.status === 409) {
          // Someone else took the slot: keep everything typed, refresh the times, back to the time select.
          setValues((previous) => ({ ...previous, time: '' }));
          void queryClient.invalidateQueries({ queryKey: ['booking', 'availability'] });
          setNotice(t('errors.slotTaken'));
          showErrors({ time: t('errors.slotTaken') });
          return;
        }
        if (error.status === 422) {
          const fieldErrors: FieldErrors = {};
          for (const field of BOOKING_FIELD_ORDER) if (error.fields[field]) fieldErrors[field] = error.fields[field];
          if (fieldErrors.time === t('validation.endsAfterClosing')) setHoursOpen(true);
          if (fieldErrors.time || fieldErrors.date) {
            void queryClient.invalidateQueries({ queryKey: ['booking'] });
          }
          if (Object.keys(fieldErrors).length > 0) {
            showErrors(fieldErrors);
            return;
          }
        }
        const message = error.status === 429 ? t('errors.rateLimited') : error.message;
        setNotice(message);
        announce(message);
      },
    });
  }

  function bookAnother() {
    create.reset();
    setValues(EMPTY_VALUES);
    setErrors({});
    setNotice(null);
    setIdempotencyKey(newIdempotencyKey());
    setConfirmed(null);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  const liveRegion = (
    <div aria-live="assertive" aria-atomic="true" className="sr-only">
      <p key={announcement.serial}>{announcement.text}</p>
    </div>
  );

  if (confirmed) {
    return (
      <>
        {liveRegion}
        <BookingConfirmation booking={confirmed} onBookAnother={bookAnother} />
      </>
    );
  }

  const ids = {
    date: `${baseId}-date`,
    time: `${baseId}-time`,
    name: `${baseId}-name`,
    email: `${baseId}-email`,
    phone: `${baseId}-phone`,
    notes: `${baseId}-notes`,
    website: `${baseId}-website`,
  };
  const errorId = (field: string) => `${baseId}-${field}-error`;
  const timeOptions = availability.data?.times.filter(
    (option) => option.state === 'available' || option.state === 'full',
  );
  const noFreeTimes = fresh !== undefined && !fresh.times.some((option) => option.state === 'available');
  const endTime =
    effectiveTime && totals.totalDurationMinutes > 0
      ? minutesToTime(timeToMinutes(effectiveTime) + totals.totalDurationMinutes)
      : null;
  const timeMessage = errors.time ?? timeNote;

  const inputClass = (invalid: boolean) =>
    `mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-plum shadow-sm placeholder:text-plum-soft/70 focus:border-rose-deep ${
      invalid ? 'border-rose-deep ring-1 ring-rose-deep' : 'border-plum/25'
    }`;
  const labelClass = 'block text-sm font-semibold tracking-wide text-plum';

  return (
    <section className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:pt-12">
      {liveRegion}
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-deep uppercase">{salon.name}</p>
        <h1 ref={headingRef} tabIndex={-1} className="mt-2 text-4xl font-semibold text-plum outline-none sm:text-5xl">
          {t('page.title')}
        </h1>
        <p className="mt-3 text-plum-soft">{t('page.intro')}</p>
      </header>

      <form noValidate onSubmit={handleSubmit} className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="space-y-10">
          <ServiceChecklist
            ref={checklistRef}
            categories={categories}
            chosen={values.serviceIds}
            expanded={expanded}
            highlighted={highlighted}
            error={errors.serviceIds}
            onToggleService={toggleService}
            onToggleCategory={toggleCategory}
          />

          {values.serviceIds.length > 0 && (
            <>
              <fieldset className="rounded-3xl border border-blush bg-white/70 p-5 shadow-sm sm:p-6">
                <legend className="px-2 font-display text-2xl font-semibold text-plum">{t('when.legend')}</legend>
                <div className="grid gap-5 sm:grid-cols-2">
                  <div>
                    <label htmlFor={ids.date} className={labelClass}>
                      {t('when.date')}
                    </label>
                    <select
                      id={ids.date}
                      ref={dateRef}
                      value={values.date}
                      onChange={(event) => update('date', event.target.value)}
                      aria-invalid={errors.date ? true : undefined}
                      aria-describedby={describedBy(errors.date && errorId('date'))}
                      className={inputClass(Boolean(errors.date))}
                    >
                      <option value="">{t('when.datePlaceholder')}</option>
                      {dates.data?.dates.map((option) => (
                        <option key={option.date} value={option.date}>
                          {option.label.kind === 'today'
                            ? t('when.todayOption')
                            : option.label.kind === 'tomorrow'
                              ? t('when.tomorrowOption')
                              : formatWeekdayDate(option.date, locale)}
                        </option>
                      ))}
                    </select>
                    <FieldMessage id={errorId('date')} message={errors.date} />
                  </div>
                  <div>
                    <label htmlFor={ids.time} className={labelClass}>
                      {t('when.time')}
                    </label>
                    <select
                      id={ids.time}
                      ref={timeRef}
                      value={effectiveTime}
                      onChange={(event) => update('time', event.target.value)}
                      disabled={!values.date}
                      aria-busy={availability.isFetching || undefined}
                      aria-invalid={timeMessage ? true : undefined}
                      aria-describedby={describedBy(timeMessage && errorId('time'))}
                      className={`${inputClass(Boolean(timeMessage))} disabled:cursor-not-allowed disabled:bg-cream-deep`}
                    >
                      <option value="">
                        {!values.date
                          ? t('when.timeNeedsDate')
                          : availability.isPending
                            ? t('when.timeLoading')
                            : t('when.timePlaceholder')}
                      </option>
                      {values.date &&
                        timeOptions?.map((option) => {
                          const label = formatTimeOfDay(option.time, locale);
                          return option.state === 'full' ? (
                            <option key={option.time} value={option.time} disabled>
                              {t('when.timeFull', { time: label })}
                            </option>
                          ) : (
                            <option key={option.time} value={option.time}>
                              {label}
                            </option>
                          );
                        })}
                    </select>
                    {/* What the free times say arrives after the date is chosen: its two lines are kept free
                        from the start, so the form below never moves when it appears (docs/decisions/014). */}
                    <div className="min-h-12" data-testid="time-messages">
                      <FieldMessage id={errorId('time')} message={timeMessage} />
                      {noFreeTimes && <p className="mt-1.5 text-sm text-plum-soft">{t('when.noTimes')}</p>}
                      {availability.isError && (
                        <p className="mt-1.5 text-sm text-rose-deep">
                          {t('errors.availability')}{' '}
                          <button
                            type="button"
                            onClick={() => void availability.refetch()}
                            className="font-semibold underline"
                          >
                            {t('errors.retry')}
                          </button>
                        </p>
                      )}
                    </div>
                  </div>
                </div>
              </fieldset>

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
                      onChange={(event) => update('name', event.target.value)}
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
                      onChange={(event) => update('email', event.target.value)}
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
                      onChange={(event) => update('phone', event.target.value)}
                      aria-invalid={errors.phone ? true : undefined}
                      aria-describedby={describedBy(`${ids.phone}-hint`, errors.phone && errorId('phone'))}
                      className={inputClass(Boolean(errors.phone))}
                    />
                    <p id={`${ids.phone}-hint`} className="mt-1 text-xs text-plum-soft">
                      {t('details.phoneHint')}
                    </p>
                    <FieldMessage id={errorId('phone')} message={errors.phone} />
                  </div>
                  <div className="sm:col-span-2">
                    <label htmlFor={ids.notes} className={labelClass}>
                      {t('details.notes')}
                    </label>
                    <textarea
                      id={ids.notes}
                      ref={notesRef}
                      rows={3}
                      value={values.notes}
                      onChange={(event) => update('notes', event.target.value)}
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
                    onChange={(event) => update('website', event.target.value)}
                  />
                </div>
              </fieldset>
            </>
          )}
        </div>

        <aside className="self-start lg:sticky lg:top-24">
          <div className="rounded-3xl border border-gold/40 bg-white/85 p-6 shadow-sm">
            <h2 className="text-2xl font-semibold text-plum">{t('summary.title')}</h2>
            {chosenServices.length === 0 ? (
              <p className="mt-3 text-plum-soft">{t('summary.empty')}</p>
            ) : (
              <ul className="mt-3 divide-y divide-blush" data-testid="summary-services">
                {chosenServices.map((service) => (
                  <li key={service.id} className="flex justify-between gap-4 py-2 text-sm">
                    <span>{service.name}</span>
                    <span className="shrink-0 font-medium">
                      {t('summary.price', { price: formatBaht(service.priceThb, locale) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <dl className="mt-4 space-y-1.5 border-t border-gold/40 pt-4">
              <div className="flex justify-between">
                <dt>{t('summary.totalDuration')}</dt>
                <dd className="font-semibold" data-testid="total-duration">
                  {t('summary.duration', { count: totals.totalDurationMinutes })}
                </dd>
              </div>
              <div className="flex justify-between text-lg">
                <dt>{t('summary.totalPrice')}</dt>
                <dd className="font-semibold" data-testid="total-price">
                  {t('summary.price', { price: formatBaht(totals.totalPriceThb, locale) })}
                </dd>
              </div>
            </dl>
            {/* Always two lines, chosen or not: a time that is chosen, or lost to another booking, never
                moves the button below. */}
            <p className="mt-3 min-h-14 rounded-xl bg-blush/60 px-3 py-2 text-sm" data-testid="summary-when">
              {values.date && effectiveTime && endTime ? (
                <>
                  {t('summary.when', {
                    date: formatWeekdayDate(values.date, locale),
                    time: formatTimeOfDay(effectiveTime, locale),
                  })}
                  <br />
                  {t('summary.ends', { time: formatTimeOfDay(endTime, locale) })}
                </>
              ) : (
                <span className="text-plum-soft">{t('summary.whenEmpty')}</span>
              )}
            </p>
          </div>

          <button
            type="submit"
            // Until the page's script runs, the browser would submit (reload) the form itself.
            disabled={create.isPending || !hydrated}
            className="mt-5 w-full rounded-full bg-rose-deep px-8 py-4 text-lg font-semibold text-cream shadow-md transition-colors hover:bg-plum disabled:cursor-wait disabled:bg-plum"
          >
            {create.isPending ? t('submit.pending') : t('submit.idle')}
          </button>

          {/* Below the button it pressed, so the answer to a submit moves nothing above it. */}
          {notice && (
            <p className="mt-4 rounded-2xl border border-rose-deep/40 bg-blush/70 px-4 py-3 text-sm font-medium text-plum">
              {notice}
            </p>
          )}
        </aside>
      </form>

      <SalonHoursDialog
        open={hoursOpen}
        onBookAnotherTime={() => setHoursOpen(false)}
        onClosed={() => timeRef.current?.focus()}
      />
    </section>
  );
}
