/**
 * Contact (anchor `contact`): a looping muted video, the heading, the phone as
 * a tel link, WhatsApp and Line. The video plays only while on screen and
 * never under `prefers-reduced-motion`; it downloads nothing until then.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { BubbleIcon, ChatIcon, PhoneIcon } from '../../components/icons.tsx';
import { contactVideo, imageFile } from '../../components/image-slots.ts';
import { useSalonFacts } from '../../lib/salon-facts.ts';

export function ContactSection() {
  const { t } = useTranslation('home');
  const videoRef = useRef<HTMLVideoElement>(null);
  const { details } = useSalonFacts();

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    video.muted = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !reducedMotion.matches) {
          video.play().catch(() => {
            // Autoplay refused (data saver, policy): the poster stays, which is fine.
          });
        } else {
          video.pause();
        }
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  const linkClass =
    'inline-flex min-h-12 items-center gap-2 rounded-full border border-cream/40 px-6 font-medium text-cream transition-colors hover:bg-cream hover:text-plum';

  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-16 bg-plum py-16 text-cream md:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2">
        <video
          ref={videoRef}
          className="aspect-video h-auto w-full rounded-[2rem] bg-plum-soft object-cover shadow-2xl"
          width={contactVideo.width}
          height={contactVideo.height}
          poster={imageFile('contact-poster', 640, 'webp')}
          muted
          loop
          playsInline
          preload="none"
          aria-label={t('contact.videoLabel')}
          data-testid="contact-video"
        >
          <source src={contactVideo.webm} type="video/webm" />
          <source src={contactVideo.mp4} type="video/mp4" />
        </video>
        <div>
          <h2 id="contact-title" className="text-4xl font-semibold tracking-wide md:text-5xl">
            {t('contact.title')}
          </h2>
          <p className="mt-3 text-lg text-cream/85">{t('contact.text')}</p>
          <a
            href={`tel:${details.phoneE164}`}
            aria-label={t('contact.callLabel', { phone: details.phone })}
            className="mt-6 inline-flex items-center gap-3 font-display text-4xl font-semibold text-blush underline-offset-8 hover:underline"
          >
            <PhoneIcon size={30} />
            {details.phone}
          </a>
          <div className="mt-8 flex flex-wrap gap-3">
            {details.whatsappUrl ? (
              <a href={details.whatsappUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <ChatIcon size={20} />
                {t('contact.whatsapp')}
                <span className="sr-only"> {t('common:opensInNewTab')}</span>
              </a>
            ) : null}
            {details.lineUrl ? (
              <a href={details.lineUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <BubbleIcon size={20} />
                {t('contact.line')}
                <span className="sr-only"> {t('common:opensInNewTab')}</span>
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
