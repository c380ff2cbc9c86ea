/**
 * What the customer may do, in words: until when changes are open (the
 * cut-off as a time on the salon's clock), what happens to a confirmed
 * booking that moves, and the two buttons. When changes are closed, why
 * (cancelled, completed, missed, past, after the cut-off) and how to reach
 * the salon instead.
 */
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { ManagedBooking } from '../../../domain/manage-booking.ts';
import { currentLocale } from '../../lib/i18n.ts';
import {
  cardClass,
  cardTitleClass,
  formatSalonDeadline,
  holdWasReleased,
  primaryButtonClass,
  secondaryButtonClass,
} from './manage-format.ts';
import { ContactLinks } from './salon-contacts.tsx';
import { useLocalizedPath } from '../../lib/localized-path.ts';

interface ChangeSectionProps {
  readonly booking: ManagedBooking;
  /** The reschedule form is open (it is passed in as `children`). */
  readonly rescheduling: boolean;
  /** Where the focus returns when the customer keeps their time. */
  readonly rescheduleButtonRef: RefObject<HTMLButtonElement | null>;
  onReschedule(): void;
  onCancel(): void;
  readonly children?: ReactNode;
}

export function ChangeSection(props: ChangeSectionProps) {
  const { booking, rescheduling, rescheduleButtonRef, onReschedule, onCancel, children } = props;
  const { t } = useTranslation('manage');
  const locale = currentLocale();
  const { change } = booking;
  const deadline = formatSalonDeadline(change.deadline, locale);

  if (!change.open) return <ChangesClosed booking={booking} deadline={deadline} />;

  return (
    <section aria-labelledby="manage-change-title" className={cardClass}>
      <h2 id="manage-change-title" className={cardTitleClass}>
        {t('change.title')}
      </h2>
      <p className="mt-2 text-plum" data-testid="manage-cutoff">
        {change.cutoffHours > 0 ? t('change.until', { count: change.cutoffHours, deadline }) : t('change.untilStart')}
      </p>
      {booking.status === 'confirmed' ? (
        <p className="mt-2 text-sm text-plum-soft">
          {change.confirmedStaysConfirmed ? t('change.staysConfirmed') : t('change.backToPending')}
        </p>
      ) : null}
      {rescheduling ? (
        children
      ) : (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <button type="button" ref={rescheduleButtonRef} onClick={onReschedule} className={primaryButtonClass}>
            {t('change.reschedule')}
          </button>
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            {t('change.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}

function ChangesClosed({ booking, deadline }: { booking: ManagedBooking; deadline: string }) {
  const { t } = useTranslation('manage');
  const localize = useLocalizedPath();
  const { change } = booking;
  const why = holdWasReleased(booking)
    ? t('closed.released')
    : change.closedReason === 'cutoff'
      ? t('closed.cutoff', { count: change.cutoffHours, deadline })
      : change.closedReason === 'past'
        ? t('closed.past')
        : t(`closed.${booking.status === 'pending' || booking.status === 'confirmed' ? 'past' : booking.status}`);
  const stillToCome = change.closedReason === 'cutoff';
  return (
    <section aria-labelledby="manage-closed-title" className={cardClass} data-testid="manage-closed">
      <h2 id="manage-closed-title" className={cardTitleClass}>
        {t('closed.title')}
      </h2>
      <p className="mt-2 text-plum">{why}</p>
      {stillToCome ? (
        // Too close to change online, but the salon can still help: how to reach it, right here.
        <>
          <p className="mt-4 text-sm font-semibold text-plum">{t('closed.contact')}</p>
          <div className="mt-3">
            <ContactLinks salon={booking.salon} />
          </div>
        </>
      ) : (
        // Over or cancelled: a new booking (the salon's card beside says how to reach it).
        <Link to={localize('/booking')} className={`${primaryButtonClass} mt-6 w-full sm:w-auto`}>
          {t('closed.bookAgain')}
        </Link>
      )}
    </section>
  );
}
