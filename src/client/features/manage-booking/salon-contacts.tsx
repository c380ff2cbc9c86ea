/**
 * How to reach the salon: the address with a map link, the phone (tap to
 * call), WhatsApp, LINE and e-mail. Big tap targets: most customers read this
 * on a phone, often when they cannot come.
 */
import { useTranslation } from '../../lib/use-translation.ts';
import { BubbleIcon, ChatIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons.tsx';
import type { ManagedBookingSalon } from '../../../domain/manage-booking.ts';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-plum/20 bg-white px-4 py-2 text-sm font-semibold text-plum transition-colors hover:border-rose-deep hover:text-rose-deep';

/** The phone, WhatsApp, LINE and e-mail as buttons. */
export function ContactLinks({ salon }: { salon: ManagedBookingSalon }) {
  const { t } = useTranslation('manage');
  return (
    <ul className="flex flex-wrap gap-2">
      <li>
        <a href={`tel:${salon.phoneE164}`} className={linkClass}>
          <PhoneIcon size={18} />
          {t('salon.call', { phone: salon.phone })}
        </a>
      </li>
      {salon.whatsappUrl ? (
        <li>
          <a href={salon.whatsappUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <ChatIcon size={18} />
            {t('salon.whatsapp')}
            <span className="sr-only"> {t('common:opensInNewTab')}</span>
          </a>
        </li>
      ) : null}
      {salon.lineUrl ? (
        <li>
          <a href={salon.lineUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <BubbleIcon size={18} />
            {t('salon.line')}
            <span className="sr-only"> {t('common:opensInNewTab')}</span>
          </a>
        </li>
      ) : null}
      {salon.email ? (
        <li>
          <a href={`mailto:${salon.email}`} className={linkClass}>
            <MailIcon size={18} />
            <span className="break-all">{t('salon.email', { email: salon.email })}</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** The salon's card: name, address and map link, then the contact buttons. */
export function SalonCard({ salon, className }: { salon: ManagedBookingSalon; className: string }) {
  const { t } = useTranslation('manage');
  return (
    <section aria-labelledby="manage-salon-title" className={className}>
      <h2 id="manage-salon-title" className="font-display text-2xl font-semibold text-plum">
        {t('salon.title')}
      </h2>
      <p className="mt-1 font-semibold text-plum">{salon.name}</p>
      <address className="mt-3 flex items-start gap-2 text-plum-soft not-italic">
        <PinIcon size={20} className="mt-0.5 shrink-0 text-rose-deep" />
        <span>
          <span className="sr-only">{t('salon.address')}: </span>
          {salon.address}
        </span>
      </address>
      {salon.mapsUrl ? (
        <a
          href={salon.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 ml-7 inline-block text-sm font-semibold text-rose-deep underline underline-offset-4 hover:text-plum"
        >
          {t('salon.openMap')}
          <span className="sr-only"> {t('common:opensInNewTab')}</span>
        </a>
      ) : null}
      <div className="mt-5">
        <ContactLinks salon={salon} />
      </div>
    </section>
  );
}
