/**
 * "New appointment": an appointment taken by phone, message or at
 * the desk. Services from the live menu, any 5-minute start within the day's
 * hours, a technician with who is free then (or none), the customer's name
 * and a phone or an e-mail (earlier customers offered as they are typed),
 * notes and where it came from. Staff-made appointments start confirmed.
 * Also opened by the calendar on an empty place of a technician's row
 * (`initial`). A full time is explained and may be booked anyway with a reason.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { DialogPanel, DialogShell } from '../../components/dialog-shell.tsx';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import { salon } from '../../../config/salon.ts';
import { STAFF_APPOINTMENT_SOURCES, type AppointmentSource } from '../../../domain/appointment-source.ts';
import { staffBookingSchema } from '../../../domain/placement-requests.ts';
import { BOOKING_LIMITS } from '../../../domain/booking-form.ts';
import { salonMoment } from '../../../domain/salon-time.ts';
import { catalogueQueryOptions } from '../catalogue/use-catalogue.ts';
import { CustomerFields, type CustomerValues } from './customer-fields.tsx';
import { FormField } from '../../components/form-field.tsx';
import { createStaffBooking, type CreatedAppointment, type StaffBookingRequest } from './front-desk-api.ts';
import { defaultStartTime, FRONT_DESK_FIELD_ORDER } from './front-desk-form.ts';
import { PlacementFooter } from './placement-footer.tsx';
import { fieldClass, sectionTitle } from './front-desk-styles.ts';
import { PlacementMessage } from './placement-message.tsx';
import { PlacementRefusal } from './placement-refusal.tsx';
import { ServicePicker } from './service-picker.tsx';
import { TechnicianPicker } from './technician-picker.tsx';
import { useDayHours } from './use-day-hours.ts';
import { usePlacement } from './use-placement.ts';
import { useServiceSelection } from './use-service-selection.ts';
import { WhenFields } from './when-fields.tsx';

export interface NewAppointmentInitial {
  readonly date?: string;
  readonly time?: string;
  readonly technicianId?: string | null;
}

export interface NewAppointmentDialogProps {
  readonly open: boolean;
  /** What the calendar knows already: the place staff picked. */
  readonly initial?: NewAppointmentInitial;
  onClose(): void;
  /** The appointment as the server wrote it (already closed; the caller refreshes what it shows). */
  onCreated(appointment: CreatedAppointment): void;
}

export function NewAppointmentDialog({ open, initial, onClose, onCreated }: NewAppointmentDialogProps) {
  // The form mounts with the dialog's content: a fresh one on every open, nothing of the last customer.
  return (
    // The shell stays mounted so it can give the focus back on close; the form mounts afresh on every open.
    <DialogShell
      look="admin-sheet"
      size="3xl"
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      returnFocus="opener"
    >
      <NewAppointmentForm initial={initial} onClose={onClose} onCreated={onCreated} />
    </DialogShell>
  );
}

interface FormValues extends CustomerValues {
  readonly date: string;
  readonly time: string;
  readonly technicianId: string | null;
  readonly notes: string;
  readonly source: AppointmentSource;
  /** Ask the customer for the owner's deposit, sent to their e-mail. */
  readonly askDeposit: boolean;
}

function NewAppointmentForm({ initial, onClose, onCreated }: Omit<NewAppointmentDialogProps, 'open'>) {
  const { t } = useTranslation('frontDesk');
  const id = useId().replace(/:/g, '');
  const catalogue = useQuery(catalogueQueryOptions(useLanguage()));
  const services = useServiceSelection(catalogue.data ?? []);
  const [now] = useState(() => salonMoment(new Date(), salon.timeZone));
  const startDate = initial?.date ?? now.date;
  const startHours = useDayHours(startDate);
  const [values, setValues] = useState<FormValues>(() => ({
    date: startDate,
    time: initial?.time ?? defaultStartTime(startDate, now, startHours.window),
    technicianId: initial?.technicianId ?? null,
    name: '',
    phone: '',
    email: '',
    notes: '',
    source: 'phone',
    askDeposit: false,
  }));
  const dayHours = useDayHours(values.date);

  const placement = usePlacement<StaffBookingRequest>({
    idPrefix: id,
    shownFields: FRONT_DESK_FIELD_ORDER,
    schema: staffBookingSchema,
    send: createStaffBooking,
    onPlaced: onCreated,
  });

  const set = (changed: Partial<FormValues>) => {
    setValues((current) => ({ ...current, ...changed }));
    for (const field of Object.keys(changed)) placement.clearError(field as keyof typeof placement.errors);
    // "A phone number or an e-mail" is said under Phone: an e-mail answers it too.
    if ('email' in changed) placement.clearError('phone');
    if ('date' in changed || 'time' in changed || 'technicianId' in changed) placement.placeChanged();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    placement.submit({
      serviceIds: services.chosen,
      date: values.date,
      time: values.time,
      technicianId: values.technicianId,
      name: values.name,
      phone: values.phone,
      email: values.email,
      notes: values.notes,
      source: values.source,
      askDeposit: values.askDeposit,
    });
  };
  return (
    <DialogPanel
      closeLabel={t('close')}
      title={t('newAppointment.title')}
      description={t('newAppointment.description')}
      onSubmit={submit}
      footer={
        <PlacementFooter
          submitLabel={t('newAppointment.submit')}
          pending={placement.pending}
          overriding={placement.overriding}
          onCancel={onClose}
        />
      }
    >
      <div className="space-y-5">
        <PlacementMessage idPrefix={id} message={placement.message} />
        {catalogue.isError ? (
          <p role="alert" className="text-sm text-red-900">
            {t('newAppointment.catalogueFailed')}
          </p>
        ) : (
          <ServicePicker
            id={`${id}-serviceIds`}
            categories={catalogue.data ?? []}
            chosen={services.chosen}
            error={placement.errors.serviceIds}
            onToggle={(serviceId) => {
              services.toggle(serviceId);
              placement.clearError('serviceIds');
              placement.placeChanged();
            }}
          />
        )}
        {services.summary ? <p className="text-sm font-semibold text-plum">{services.summary}</p> : null}

        <section aria-labelledby={`${id}-when`} className="space-y-3">
          <h3 id={`${id}-when`} className={sectionTitle}>
            {t('form.when')}
          </h3>
          <WhenFields
            idPrefix={id}
            date={values.date}
            time={values.time}
            minDate={now.date}
            errors={placement.errors}
            onDate={(date) => set({ date, time: values.time || defaultStartTime(date, now, dayHours.window) })}
            onTime={(time) => set({ time })}
          />
          <TechnicianPicker
            id={`${id}-technicianId`}
            value={values.technicianId}
            question={
              values.date && values.time
                ? { date: values.date, time: values.time, durationMinutes: services.durationMinutes || 5 }
                : null
            }
            error={placement.errors.technicianId}
            onChange={(technicianId) => set({ technicianId })}
          />
        </section>

        {placement.refusal ? (
          <PlacementRefusal
            id={id}
            refusal={placement.refusal}
            reason={placement.reason}
            reasonError={placement.errors.override}
            onReason={placement.setReason}
          />
        ) : null}

        <section aria-labelledby={`${id}-customer`} className="space-y-3">
          <h3 id={`${id}-customer`} className={sectionTitle}>
            {t('form.customer')}
          </h3>
          <CustomerFields idPrefix={id} values={values} errors={placement.errors} onChange={set} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-notes`}
              label={t('form.notes')}
              error={placement.errors.notes}
              className="sm:col-span-1"
            >
              {(describedBy) => (
                <textarea
                  id={`${id}-notes`}
                  className={`${fieldClass} min-h-16`}
                  rows={2}
                  value={values.notes}
                  maxLength={BOOKING_LIMITS.notesMaxLength}
                  aria-describedby={describedBy}
                  aria-invalid={placement.errors.notes ? true : undefined}
                  onChange={(event) => set({ notes: event.target.value })}
                />
              )}
            </FormField>
            <FormField id={`${id}-source`} label={t('form.source')} error={placement.errors.source}>
              {(describedBy) => (
                <select
                  id={`${id}-source`}
                  className={fieldClass}
                  value={values.source}
                  aria-describedby={describedBy}
                  onChange={(event) => set({ source: event.target.value as AppointmentSource })}
                >
                  {STAFF_APPOINTMENT_SOURCES.map((source) => (
                    <option key={source} value={source}>
                      {t(`source.${source}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <label className="flex items-start gap-2 text-sm text-plum">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-plum"
                checked={values.askDeposit}
                onChange={(event) => set({ askDeposit: event.target.checked })}
              />
              <span>{t('form.askDeposit')}</span>
            </label>
          </div>
        </section>
      </div>
    </DialogPanel>
  );
}
