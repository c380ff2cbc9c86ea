/** The shared footer: public links, contact block, social links, copyright and credit. */
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { salon } from '../../../config/salon.ts';
import {
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  LotusIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
} from '../../components/icons.tsx';
import { SalonHours } from '../../components/salon-hours.tsx';
import { useSalonFacts } from '../../lib/salon-facts.ts';
import { useLocalizedPath } from '../../lib/localized-path.ts';

const footerLinks = [
  { to: '/', key: 'nav.home' },
  { to: '/about', key: 'nav.about' },
  { to: '/services', key: 'nav.services' },
  { to: '/booking', key: 'nav.bookNow' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  // The owner's details and hours; the builder's credit stays the configuration's.
  const { details, hours, closures } = useSalonFacts();
  const address = `${details.streetAddress}, ${details.locality}, ${details.region} ${details.postalCode}`;
  const headingClass = 'font-sans text-xs font-semibold tracking-[0.2em] text-blush uppercase';
  return (
    <footer className="bg-plum text-cream">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1.4fr_1fr]">
        <div>
          <p className="flex items-center gap-2 font-display text-2xl font-semibold">
            <LotusIcon size={28} className="text-blush" />
            {details.name}
          </p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-cream/85">{t('footer.tagline')}</p>
        </div>

        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className={headingClass}>
            {t('footer.linksTitle')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={localize(link.to)} className="underline-offset-4 hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className={headingClass}>
            {t('footer.contactTitle')}
          </h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex items-start gap-3">
              <MailIcon size={18} className="mt-0.5 shrink-0 text-blush" />
              <a href={`mailto:${details.email}`} className="break-all underline-offset-4 hover:underline">
                <span className="sr-only">{t('footer.emailLabel')}: </span>
                {details.email}
              </a>
            </p>
            <p className="flex items-start gap-3">
              <PhoneIcon size={18} className="mt-0.5 shrink-0 text-blush" />
              <a href={`tel:${details.phoneE164}`} className="underline-offset-4 hover:underline">
                <span className="sr-only">{t('footer.phoneLabel')}: </span>
                {details.phone}
              </a>
            </p>
            <p className="flex items-start gap-3">
              <PinIcon size={18} className="mt-0.5 shrink-0 text-blush" />
              {details.mapsUrl ? (
                <a
                  href={details.mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline-offset-4 hover:underline"
                  aria-label={t('footer.mapLabel', { address })}
                >
                  {address}
                </a>
              ) : (
                <span>{address}</span>
              )}
            </p>
          </address>
          <div className="mt-3 flex items-start gap-3 text-sm">
            <ClockIcon size={18} className="mt-0.5 shrink-0 text-blush" />
            <div>
              <p className="sr-only">{t('salonHours.title')}</p>
              <SalonHours hours={hours} closures={closures} />
            </div>
          </div>
        </section>

        <section aria-labelledby="footer-social-title">
          <h2 id="footer-social-title" className={headingClass}>
            {t('footer.socialTitle')}
          </h2>
          <ul className="mt-4 flex gap-3">
            <li hidden={!details.instagramUrl}>
              <a
                href={details.instagramUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex size-11 items-center justify-center rounded-full border border-cream/30 hover:bg-cream hover:text-plum"
              >
                <InstagramIcon size={20} />
                <span className="sr-only">
                  {t('footer.instagram')} {t('footer.newTab')}
                </span>
              </a>
            </li>
            <li hidden={!details.facebookUrl}>
              <a
                href={details.facebookUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex size-11 items-center justify-center rounded-full border border-cream/30 hover:bg-cream hover:text-plum"
              >
                <FacebookIcon size={20} />
                <span className="sr-only">
                  {t('footer.facebook')} {t('footer.newTab')}
                </span>
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-cream/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs text-cream/80 sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { name: details.name })}</p>
          <p>
            {t('footer.builtBy')}{' '}
            <a
              href={salon.builderUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-4 hover:text-cream"
            >
              {salon.builderName}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
