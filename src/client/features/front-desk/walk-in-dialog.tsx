/**
 * "Walk-in now": the customer is at the desk, so the appointment
 * starts at the salon's current 5-minute mark (the server takes its own clock)
 * with the services chosen; technicians free now are listed first. A full
 * salon is explained and may be taken anyway with a reason.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { PlacementFooter } from './placement-footer.tsx';
import { DialogPanel, DialogShell } from '../../components/dialog-shell.tsx';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import { walkInSchema } from '../../../domain/placement-requests.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { useSalonNow } from '../../lib/use-salon-now.ts';
import { catalogueQueryOptions } from '../catalogue/use-catalogue.ts';
import { CustomerFields, type CustomerValues } from './customer-fields.tsx';
import { createWalkIn, type CreatedAppointment, type WalkInRequest } from './front-desk-api.ts';
import { currentStartMark } from './front-desk-form.ts';
import { PlacementMessage } from './placement-message.tsx';
import { PlacementRefusal } from './placement-refusal.tsx';
import { ServicePicker } from './service-picker.tsx';
import { TechnicianPicker } from './technician-picker.tsx';
import { usePlacement } from './use-placement.ts';
import { useDayHours } from './use-day-hours.ts';
import { useServiceSelection } from './use-service-selection.ts';

export interface WalkInDialogProps {
  readonly open: boolean;
  onClose(): void;
  onCreated(appointment: CreatedAppointment): void;
}

export function WalkInDialog({ open, onClose, onCreated }: WalkInDialogProps) {
  return (
    // The shell stays mounted so it can give the focus back on close; the form mounts afresh on every open.
    <DialogShell
      look="admin-sheet"
      size="3xl"
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      returnFocus="opener"
    >
      <WalkInForm onClose={onClose} onCreated={onCreated} />
    </DialogShell>
  );
}

function WalkInForm({ onClose, onCreated }: Omit<WalkInDialogProps, 'open'>) {
  const { t } = useTranslation('frontDesk');
  const id = useId().replace(/:/g, '');
  const now = useSalonNow();
  const start = currentStartMark(now);
  const catalogue = useQuery(catalogueQueryOptions(useLanguage()));
  const services = useServiceSelection(catalogue.data ?? []);
  const hours = useDayHours(now.date);
  // Said before staff fill anything in; the server refuses a start outside the hours in any case.
  const closedNow =
    !hours.window || now.minuteOfDay < hours.window.opensAtMinute || now.minuteOfDay >= hours.window.closesAtMinute;
  const [technicianId, setTechnicianId] = useState<string | null>(null);
  const [customer, setCustomer] = useState<CustomerValues>({ name: '', phone: '', email: '' });
  const placement = usePlacement<WalkInRequest>({
    idPrefix: id,
    shownFields: ['serviceIds', 'technicianId', 'name', 'phone', 'email', 'override'],
    schema: walkInSchema,
    send: createWalkIn,
    onPlaced: onCreated,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    placement.submit({ serviceIds: services.chosen, technicianId, ...customer });
  };

  return (
    <DialogPanel
      closeLabel={t('close')}
      title={t('walkIn.title')}
      description={t('walkIn.description', { time: formatTimeOfDay(start, currentLocale()) })}
      onSubmit={submit}
      footer={
        <PlacementFooter
          submitLabel={t('walkIn.submit')}
          pending={placement.pending}
          overriding={placement.overriding}
          onCancel={onClose}
        />
      }
    >
      <div className="space-y-5">
        {closedNow ? (
          <p className="rounded-xl border border-amber-700/40 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            {t('walkIn.closedNow')}
          </p>
        ) : null}
        <PlacementMessage idPrefix={id} message={placement.message} />
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
        {services.summary ? <p className="text-sm font-semibold text-plum">{services.summary}</p> : null}
        <TechnicianPicker
          id={`${id}-technicianId`}
          value={technicianId}
          question={{ date: now.date, time: start, durationMinutes: services.durationMinutes || 5 }}
          error={placement.errors.technicianId}
          onChange={(next) => {
            setTechnicianId(next);
            placement.clearError('technicianId');
            placement.placeChanged();
          }}
        />
        {placement.refusal ? (
          <PlacementRefusal
            id={id}
            refusal={placement.refusal}
            reason={placement.reason}
            reasonError={placement.errors.override}
            onReason={placement.setReason}
          />
        ) : null}
        <CustomerFields
          idPrefix={id}
          values={customer}
          errors={placement.errors}
          onChange={(changed) => {
            setCustomer((current) => ({ ...current, ...changed }));
            for (const field of Object.keys(changed)) placement.clearError(field as 'name' | 'phone' | 'email');
            if ('email' in changed) placement.clearError('phone');
          }}
        />
      </div>
    </DialogPanel>
  );
}
