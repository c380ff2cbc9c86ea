/**
 * Full-screen gallery of 10 images: previous/next arrows,
 * dot indicators, arrow keys while the gallery has focus, and touch swipes
 * longer than 50 px; it wraps around at both ends. Only the current slide and
 * its neighbours carry an image, so the other seven never download early.
 */
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons.tsx';
import { galleryImageNames } from '../../components/image-slots.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { SWIPE_THRESHOLD_PX, swipeStep, wrapSlide } from './gallery-navigation.ts';

const total = galleryImageNames.length;

export function GallerySlideshow() {
  const { t } = useTranslation('home');
  const [current, setCurrent] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const alts = t('gallery.alts', { returnObjects: true }) as unknown as string[];

  const go = (step: number) => setCurrent((index) => wrapSlide(index, step, total));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (step !== 0) go(step);
  };

  const near = (index: number) =>
    index === current || index === wrapSlide(current, 1, total) || index === wrapSlide(current, -1, total);

  const arrowClass =
    'absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-cream/85 text-plum shadow-lg backdrop-blur transition hover:bg-cream md:size-14';

  return (
    <section
      aria-labelledby="gallery-title"
      aria-roledescription="carousel"
      className="relative bg-plum"
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      // A swipe made before the scripts arrive is kept by /boot.js as a tap on the matching arrow.
      data-swipe-threshold={SWIPE_THRESHOLD_PX}
      data-testid="gallery"
    >
      <h2 id="gallery-title" className="sr-only">
        {t('gallery.label')}
      </h2>
      <p className="sr-only">{t('gallery.hint')}</p>
      {/* The slide frame is focusable so the arrow keys work without reaching for a button. */}
      <div
        className="relative h-[72svh] min-h-[22rem] overflow-hidden outline-offset-[-4px] md:h-[calc(100svh-4rem)] md:max-h-[60rem]"
        tabIndex={0}
        aria-live="polite"
        aria-label={t('gallery.title')}
        role="group"
      >
        {galleryImageNames.map((slot, index) => (
          <div
            key={slot}
            role="group"
            aria-roledescription="slide"
            aria-label={t('gallery.slideLabel', { number: index + 1, total })}
            aria-hidden={index !== current}
            data-active={index === current}
            className={`absolute inset-0 transition-opacity duration-700 ease-out ${index === current ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            {near(index) ? (
              <ResponsiveImage
                slot={slot}
                alt={alts[index] ?? ''}
                sizes="100vw"
                pictureClassName="block h-full"
                className="h-full w-full object-cover"
              />
            ) : null}
          </div>
        ))}
        <div
          className="pointer-events-none absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-plum/60 to-transparent"
          aria-hidden="true"
        />
      </div>
      <button type="button" className={`${arrowClass} left-3 md:left-8`} onClick={() => go(-1)} data-swipe-previous="">
        <ChevronLeftIcon />
        <span className="sr-only">{t('gallery.previous')}</span>
      </button>
      <button type="button" className={`${arrowClass} right-3 md:right-8`} onClick={() => go(1)} data-swipe-next="">
        <ChevronRightIcon />
        <span className="sr-only">{t('gallery.next')}</span>
      </button>
      <ol className="absolute inset-x-0 bottom-3 z-10 flex justify-center md:bottom-6">
        {galleryImageNames.map((slot, index) => (
          <li key={slot}>
            <button
              type="button"
              className="group inline-flex size-8 items-center justify-center"
              aria-label={t('gallery.goTo', { number: index + 1, total })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setCurrent(index)}
            >
              <span
                className={`block rounded-full transition-all ${index === current ? 'h-2.5 w-6 bg-cream' : 'size-2.5 bg-cream/55 group-hover:bg-cream/80'}`}
              />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
