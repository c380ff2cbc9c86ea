/** /about: the salon's story in marketing sections, a call to action, and where and when to find us. */
import { useTranslation } from '../lib/use-translation.ts';
import { Link } from 'react-router';
import { usePageHead } from '../app/layout/use-page-head.ts';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../components/icons.tsx';
import type { ImageSlotName } from '../components/image-slots.ts';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { SalonHours } from '../components/salon-hours.tsx';
import { useSalonFacts } from '../lib/salon-facts.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { usePageTexts } from '../lib/page-texts.ts';
import { pageTextParagraphs, type PageTextField } from '../../domain/page-texts.ts';

const sections: readonly { key: string; slot: ImageSlotName; text: PageTextField }[] = [
  { key: 'nails', slot: 'about-nails', text: 'aboutNailsText' },
  { key: 'spa', slot: 'about-spa', text: 'aboutSpaText' },
  { key: 'lashes', slot: 'about-lashes', text: 'aboutLashesText' },
  { key: 'scrub', slot: 'about-scrub', text: 'aboutScrubText' },
  { key: 'waxing', slot: 'about-waxing', text: 'aboutWaxingText' },
];

export default function AboutPage() {
  const { t } = useTranslation('about');
  const localize = useLocalizedPath();
  const text = usePageTexts();
  usePageHead('about');
  const { details, hours, closures } = useSalonFacts();
  const address = [details.streetAddress, details.locality, `${details.region} ${details.postalCode}`];

  return (
    <>
      <header className="bg-[radial-gradient(90%_60%_at_50%_0%,var(--color-blush)_0%,transparent_70%)]">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-10 text-center sm:px-6 md:pt-20">
          <p className="text-xs font-semibold tracking-[0.22em] text-rose-deep uppercase">{t('eyebrow')}</p>
          <h1 className="mt-4 text-5xl leading-tight font-semibold text-balance text-plum md:text-6xl">
            {text('aboutTitle')}
          </h1>
          {pageTextParagraphs(text('aboutStory')).map((paragraph, index) => (
            <p key={`${String(index)} ${paragraph}`} className="mt-6 text-lg leading-relaxed text-plum-soft">
              {paragraph}
            </p>
          ))}
        </div>
      </header>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 md:space-y-24 md:py-16">
        {sections.map(({ key, slot, text: paragraph }, index) => {
          const items = t(`sections.${key}.items`, { returnObjects: true }) as unknown as string[];
          return (
            <section
              key={key}
              aria-labelledby={`about-${key}`}
              className="grid items-center gap-8 md:grid-cols-2 md:gap-14"
            >
              <div className={index % 2 === 1 ? 'md:order-last' : undefined}>
                <ResponsiveImage
                  slot={slot}
                  alt={t(`sections.${key}.imageAlt`)}
                  sizes="(min-width: 1152px) 530px, (min-width: 768px) 46vw, calc(100vw - 2rem)"
                  priority={index === 0}
                  className="aspect-[4/3] h-auto w-full rounded-[2rem] object-cover shadow-[0_30px_60px_-35px_rgb(59_37_55/0.55)]"
                />
              </div>
              <div>
                <h2 id={`about-${key}`} className="text-4xl font-semibold text-plum">
                  {t(`sections.${key}.title`)}
                </h2>
                <p className="mt-4 leading-relaxed text-plum-soft">{text(paragraph)}</p>
                <ul className="mt-6 flex flex-wrap gap-2">
                  {items.map((item) => (
                    <li key={item} className="rounded-full bg-blush px-4 py-1.5 text-sm font-medium text-plum">
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          );
        })}
      </div>

      <section aria-labelledby="about-cta" className="px-4 py-8 sm:px-6">
        <div className="mx-auto max-w-4xl rounded-[2.5rem] bg-rose-deep px-6 py-12 text-center text-cream shadow-xl md:px-12 md:py-16">
          <h2 id="about-cta" className="text-4xl font-semibold md:text-5xl">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-cream/90">{t('cta.text')}</p>
          <Link
            to={localize('/booking')}
            className="mt-8 inline-flex min-h-12 items-center rounded-full bg-cream px-8 font-medium text-plum hover:bg-blush"
          >
            {t('cta.button')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="about-location" className="py-16 md:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="about-location" className="text-center text-4xl font-semibold text-plum md:text-5xl">
            {t('location.title')}
          </h2>
          <dl className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <div className="rounded-3xl bg-white/70 p-6 shadow-sm ring-1 ring-plum/5">
              <dt className="flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-gold-deep uppercase">
                <PinIcon size={18} /> {t('location.addressLabel')}
              </dt>
              <dd className="mt-3 text-plum">
                <address className="not-italic">
                  {address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                <a
                  hidden={!details.mapsUrl}
                  href={details.mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-flex min-h-11 items-center font-medium text-rose-deep underline underline-offset-4"
                >
                  {t('location.map')}
                  <span className="sr-only"> {t('common:opensInNewTab')}</span>
                </a>
              </dd>
            </div>
            <div className="rounded-3xl bg-white/70 p-6 shadow-sm ring-1 ring-plum/5">
              <dt className="flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-gold-deep uppercase">
                <ClockIcon size={18} /> {t('location.hoursLabel')}
              </dt>
              <dd className="mt-3 text-plum">
                <SalonHours hours={hours} closures={closures} />
              </dd>
            </div>
            <div className="rounded-3xl bg-white/70 p-6 shadow-sm ring-1 ring-plum/5">
              <dt className="flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-gold-deep uppercase">
                <PhoneIcon size={18} /> {t('location.phoneLabel')}
              </dt>
              <dd className="mt-3">
                <a
                  href={`tel:${details.phoneE164}`}
                  className="text-lg font-medium text-plum underline-offset-4 hover:underline"
                >
                  {details.phone}
                </a>
              </dd>
            </div>
            <div className="rounded-3xl bg-white/70 p-6 shadow-sm ring-1 ring-plum/5">
              <dt className="flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-gold-deep uppercase">
                <MailIcon size={18} /> {t('location.emailLabel')}
              </dt>
              <dd className="mt-3">
                <a
                  href={`mailto:${details.email}`}
                  className="text-lg font-medium break-all text-plum underline-offset-4 hover:underline"
                >
                  {details.email}
                </a>
              </dd>
            </div>
          </dl>
        </div>
      </section>
    </>
  );
}
