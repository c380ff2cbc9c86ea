/**
 * The booking form and its confirmed screen. States: form, submitting,
 * confirmed.
 *
 * The browser checks what it can with the same domain rules as the server
 * (zod schema, closing time) so the customer hears at once; the server
 * checks everything again and has the last word (capacity above all).
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { BOOKING_FIELD_ORDER, bookingMessageKeys, type BookingField } from '../../../domain/booking-form.ts';
import { bookingRequestSchema } from '../../../domain/booking-request.ts';
import { isoWeekday, minutesToTime, timeToMinutes } from '../../../domain/calendar.ts';
import { serviceTotals } from '../../../domain/pricing.ts';
import { DEFAULT_DAY_HOURS, endsByClosing } from '../../../domain/start-times.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { schemaMessageText } from '../../lib/refusal-text.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { useSalonFacts } from '../../lib/salon-facts.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { BookingSummary } from './booking-summary.tsx';
import { DetailsFieldset } from './details-fieldset.tsx';
import { ServiceChecklist, type ChecklistCategory, type ChecklistService } from './service-checklist.tsx';
import { useAvailability } from './use-availability.ts';
import { bookingDatesQueryOptions } from './use-booking-dates.ts';
import { WhenFieldset } from './when-fieldset.tsx';
import { newIdempotencyKey, useCreateBooking, type BookingConfirmation as Confirmation } from './use-create-booking.ts';
import { bookingKeys } from './query-keys.ts';

const loadSalonHoursDialog = () => import('./salon-hours-dialog.tsx');
// The Salon Hours popup (and the dialog code under it, about 15 KB) is needed only when a chosen time would
// end after closing: it loads when the customer first touches the form, not with the page's first scripts,
// whose blocking time a phone pays before the form answers.
const preloadSalonHoursDialog = () => void loadSalonHoursDialog();
const SalonHoursDialog = lazy(() => loadSalonHoursDialog().then((module) => ({ default: module.SalonHoursDialog })));

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
  readonly whatsappOptIn: boolean;
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
  whatsappOptIn: false,
};

export interface BookingFlowProps {
  readonly categories: readonly ChecklistCategory[];
  /** `?service=<id>` from a link: chosen at once. */
  readonly preselectServiceId?: number | undefined;
  /** `?category=<slug>` from a home-page tile: opened and highlighted. */
  readonly preselectCategory?: string | undefined;
  /** Shown under the summary for the current choice (the page's deposit notice, when deposits are on). */
  readonly renderChoiceNotice?: ((choice: BookingChoice) => ReactNode) | undefined;
  /** Shown on the confirmed screen under the reference (the deposit's QR, when the booking has one). */
  readonly renderConfirmationExtra?: ((booking: Confirmation) => ReactNode) | undefined;
  /** The booking's unpaid hold was released (the page's deposit says so): the confirmation says it too. */
  readonly isReleased?: ((booking: Confirmation) => boolean) | undefined;
}

export interface BookingChoice {
  readonly serviceIds: readonly number[];
  readonly totalPriceThb: number;
}

function initialExpanded(categories: readonly ChecklistCategory[], serviceId?: number, slug?: string): Set<string> {
  const open = new Set<string>();
  const ofService = categories.find((category) => category.services.some((service) => service.id === serviceId));
  if (ofService) open.add(ofService.slug);
  if (slug && categories.some((category) => category.slug === slug)) open.add(slug);
  if (open.size === 0 && categories[0]) open.add(categories[0].slug);
  return open;
}

export function BookingFlow({
  categories,
  preselectServiceId,
  preselectCategory,
  renderChoiceNotice,
  renderConfirmationExtra,
  isReleased,
}: BookingFlowProps) {
  const { t } = useTranslation('booking');
  const locale = currentLocale();
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
  // Mounted from its first opening on, so that it can close with its own animation and focus return.
  const [hoursDialogNeeded, setHoursDialogNeeded] = useState(false);
  if (hoursOpen && !hoursDialogNeeded) setHoursDialogNeeded(true);
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

  // That day's closing time as the server says it; until it answers, the owner's weekly hours for that weekday.
  const facts = useSalonFacts();
  const weekdayWindow = values.date ? facts.hours[isoWeekday(values.date) - 1] : undefined;
  const closesAtMinute =
    availability.data?.closesAtMinute ?? weekdayWindow?.closesAtMinute ?? DEFAULT_DAY_HOURS.closesAtMinute;
  const endsAfterClosing = (time: string, duration: number) =>
    !endsByClosing(timeToMinutes(time), duration, { opensAtMinute: 0, closesAtMinute });

  // The bookable dates are fetched at once, for the date select to be ready when a service is chosen; only the
  // fieldset that shows them subscribes, so their answer does not re-render the whole form.
  useEffect(() => {
    void queryClient.prefetchQuery(bookingDatesQueryOptions);
  }, [queryClient]);

  useEffect(() => {
    if (!highlighted) return;
    document.querySelector(`[data-category="${highlighted}"]`)?.scrollIntoView({ block: 'center' });
  }, [highlighted]);

  const announce = (text: string) => setAnnouncement((previous) => ({ text, serial: previous.serial + 1 }));
  // The refused field takes the focus, and the screen shows its message: the treatment list is taller than a
  // phone's screen, and focusing it alone scrolled its message (at its top) out of sight.
  const focusField = (field: BookingField) =>
    requestAnimationFrame(() => {
      const element = fieldRefs[field].current;
      element?.focus({ preventScroll: true });
      element?.scrollIntoView({ block: field === 'serviceIds' ? 'start' : 'center' });
    });

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
    if (time && serviceIds.length > 0 && endsAfterClosing(time, duration)) {
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
      ...(facts.whatsapp && values.whatsappOptIn ? { whatsappOptIn: true } : {}),
    };
    const parsed = bookingRequestSchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && (BOOKING_FIELD_ORDER as readonly string[]).includes(field)) {
          fieldErrors[field as BookingField] ??= schemaMessageText(issue.message);
        }
      }
      if (Object.keys(fieldErrors).length > 0) {
        showErrors(fieldErrors);
        return;
      }
    }
    if (effectiveTime && endsAfterClosing(effectiveTime, totals.totalDurationMinutes)) {
      setHoursOpen(true);
      showErrors({ time: t('validation.endsAfterClosing') });
      return;
    }

    create.mutate(body, {
      onSuccess: (booking) => {
        setConfirmed(booking);
        void queryClient.invalidateQueries({ queryKey: bookingKeys.availabilities() });
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
          void queryClient.invalidateQueries({ queryKey: bookingKeys.availabilities() });
          setNotice(t('errors.slotTaken'));
          showErrors({ time: t('errors.slotTaken') });
          return;
        }
        if (error.status === 422) {
          const fieldErrors: FieldErrors = {};
          for (const field of BOOKING_FIELD_ORDER) {
            const message = error.fields[field];
            if (message) fieldErrors[field] = message;
          }
          if (error.keys.fields?.time === bookingMessageKeys.endsAfterClosing) setHoursOpen(true);
          if (fieldErrors.time || fieldErrors.date) {
            void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
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

  /**
   * A released hold's "Book again": back to the form with the same treatments, time and details (the time
   * is free again unless someone took it meanwhile; the times are read afresh), under a new request key.
   */
  function bookAgain() {
    create.reset();
    setErrors({});
    setNotice(null);
    setIdempotencyKey(newIdempotencyKey());
    setConfirmed(null);
    void queryClient.invalidateQueries({ queryKey: bookingKeys.availabilities() });
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
        <BookingConfirmation
          booking={confirmed}
          onBookAnother={bookAnother}
          released={isReleased?.(confirmed) ?? false}
          onBookAgain={bookAgain}
        >
          {renderConfirmationExtra?.(confirmed)}
        </BookingConfirmation>
      </>
    );
  }

  const noFreeTimes = fresh !== undefined && !fresh.times.some((option) => option.state === 'available');
  const endTime =
    effectiveTime && totals.totalDurationMinutes > 0
      ? minutesToTime(timeToMinutes(effectiveTime) + totals.totalDurationMinutes)
      : null;
  const timeMessage = errors.time ?? timeNote;

  return (
    <section className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:pt-12">
      {liveRegion}
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-gold-deep uppercase">{facts.details.name}</p>
        <h1 ref={headingRef} tabIndex={-1} className="mt-2 text-4xl font-semibold text-plum outline-none sm:text-5xl">
          {t('page.title')}
        </h1>
        <p className="mt-3 text-plum-soft">{t('page.intro')}</p>
      </header>

      {/* POST: a browser that sends the form itself (no scripts at all) never puts the details in a URL. */}
      <form
        noValidate
        method="post"
        onSubmit={handleSubmit}
        // The first touch of the form fetches the Salon Hours popup's code, well before a time could need it.
        onPointerDownCapture={preloadSalonHoursDialog}
        onFocusCapture={preloadSalonHoursDialog}
        className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12"
      >
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

          {/* Shown once a treatment is ticked (a short form first), by the stylesheet rather than by React: the
              server's HTML holds these fields, so a tick before the scripts arrive shows them at once, and
              what is chosen or typed there is adopted when they do (docs/decisions/178). */}
          <div data-needs-service="" className="space-y-10">
            <WhenFieldset
              baseId={baseId}
              dateRef={dateRef}
              timeRef={timeRef}
              date={values.date}
              time={effectiveTime}
              availability={availability}
              dateError={errors.date}
              timeMessage={timeMessage}
              noFreeTimes={noFreeTimes}
              onDateChange={(date) => update('date', date)}
              onTimeChange={(time) => update('time', time)}
            />
            <DetailsFieldset
              baseId={baseId}
              values={values}
              errors={errors}
              nameRef={nameRef}
              emailRef={emailRef}
              phoneRef={phoneRef}
              notesRef={notesRef}
              onChange={(field, value) => update(field, value)}
              whatsapp={{
                offered: facts.whatsapp === true,
                checked: values.whatsappOptIn,
                onToggle: (checked) => update('whatsappOptIn', checked),
              }}
            />
          </div>
        </div>

        <aside className="self-start lg:sticky lg:top-24">
          <BookingSummary
            services={chosenServices}
            totalDurationMinutes={totals.totalDurationMinutes}
            totalPriceThb={totals.totalPriceThb}
            date={values.date}
            time={effectiveTime}
            endTime={endTime}
          />
          {renderChoiceNotice?.({ serviceIds: values.serviceIds, totalPriceThb: totals.totalPriceThb })}

          <SubmitButton pending={create.isPending}>
            {create.isPending ? t('submit.pending') : t('submit.idle')}
          </SubmitButton>

          {/* Below the button it pressed, so the answer to a submit moves nothing above it. */}
          {notice && (
            <p className="mt-4 rounded-2xl border border-rose-deep/40 bg-blush/70 px-4 py-3 text-sm font-medium text-plum">
              {notice}
            </p>
          )}
        </aside>
      </form>

      {hoursDialogNeeded && (
        <Suspense fallback={null}>
          <SalonHoursDialog
            open={hoursOpen}
            closesAtMinute={closesAtMinute}
            onBookAnotherTime={() => setHoursOpen(false)}
            onClosed={() => timeRef.current?.focus()}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * The form's submit button. Until the page's script runs, the browser would submit (reload) the form itself, so
 * the button stays disabled until the page has hydrated. It reads that state itself: the switch re-renders this
 * button only, not the whole form, in the task that finishes hydration.
 */
function SubmitButton({ pending, children }: { readonly pending: boolean; readonly children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={pending || !hydrated}
      className="mt-5 w-full rounded-full bg-rose-deep px-8 py-4 text-lg font-semibold text-cream shadow-md transition-colors hover:bg-plum disabled:cursor-wait disabled:bg-plum"
    >
      {children}
    </button>
  );
}
