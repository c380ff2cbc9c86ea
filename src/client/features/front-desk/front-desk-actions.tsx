/**
 * The dashboard's front-desk actions: "New appointment", "Walk-in
 * now" and "Export CSV" of the filter on screen. After a booking the dialog
 * closes, the page refreshes its list (`onCreated`) and a polite notice says
 * what was booked, with a link to it.
 */
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { formatLongDate, formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { appointmentsCsvHref, type CreatedAppointment } from './front-desk-api.ts';
import { primaryButton, secondaryButton } from './front-desk-styles.ts';
import { NewAppointmentDialog } from './new-appointment-dialog.tsx';
import { WalkInDialog } from './walk-in-dialog.tsx';

interface FrontDeskActionsProps {
  /** The dashboard's URL query (its filter): the CSV holds the same rows. */
  readonly filter: URLSearchParams;
  onCreated(appointment: CreatedAppointment): void;
}

export function FrontDeskActions({ filter, onCreated }: FrontDeskActionsProps) {
  const { t } = useTranslation('frontDesk');
  const [open, setOpen] = useState<'new' | 'walkIn' | null>(null);
  const [created, setCreated] = useState<CreatedAppointment | null>(null);
  const locale = currentLocale();

  const done = (appointment: CreatedAppointment) => {
    setOpen(null);
    setCreated(appointment);
    onCreated(appointment);
  };

  return (
    <>
      {/* `contents`: the buttons wrap together with the page's own (Refresh) as one row. */}
      <div className="contents">
        <button type="button" className={primaryButton} onClick={() => setOpen('new')}>
          {t('actions.newAppointment')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setOpen('walkIn')}>
          {t('actions.walkIn')}
        </button>
        <a href={appointmentsCsvHref(filter)} download className={secondaryButton}>
          {t('actions.exportCsv')}
        </a>
      </div>
      {/* A notice at the foot of the screen: it neither moves the list nor hides the filter. */}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-end sm:inset-x-auto sm:right-6 sm:max-w-md"
      >
        {created ? (
          <p className="pointer-events-auto flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-emerald-700/30 bg-emerald-50 px-4 py-3 text-sm text-emerald-950 shadow-lg">
            <span>
              {t('created', {
                reference: created.reference,
                name: created.customerName,
                date: formatLongDate(created.date, locale),
                time: formatTimeOfDay(created.startTime, locale),
              })}
            </span>
            <Link to={`/admin/orders/${created.id}`} className="font-semibold underline">
              {t('openCreated')}
            </Link>
            <button
              type="button"
              onClick={() => setCreated(null)}
              className="ml-auto font-semibold underline"
              aria-label={t('dismissCreated')}
            >
              {t('dismiss')}
            </button>
          </p>
        ) : null}
      </div>
      <NewAppointmentDialog open={open === 'new'} onClose={() => setOpen(null)} onCreated={done} />
      <WalkInDialog open={open === 'walkIn'} onClose={() => setOpen(null)} onCreated={done} />
    </>
  );
}
