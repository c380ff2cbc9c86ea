/** The home page: eight sections in the order the salon's first site had, plus the discount popup. */
import { BookingTilesSection } from '../features/home/booking-tiles-section.tsx';
import { ContactSection } from '../features/home/contact-section.tsx';
import { DiscountPopupTrigger } from '../features/home/discount-popup-trigger.tsx';
import { FollowSection } from '../features/home/follow-section.tsx';
import { GallerySlideshow } from '../features/home/gallery-slideshow.tsx';
import { HeroSection } from '../features/home/hero-section.tsx';
import { PriceListSection } from '../features/home/price-list-section.tsx';
import { ShowcaseSection } from '../features/home/showcase-section.tsx';
import { WhyUsSection } from '../features/home/why-us-section.tsx';
import { usePageHead } from '../app/layout/use-page-head.ts';

export default function HomePage() {
  usePageHead('home');
  return (
    <>
      <HeroSection />
      <WhyUsSection />
      <GallerySlideshow />
      <PriceListSection />
      <ShowcaseSection />
      <BookingTilesSection />
      <FollowSection />
      <ContactSection />
      <DiscountPopupTrigger />
    </>
  );
}
