import { photoAltIn, sitePhotoSrcSet } from '../../domain/site-photos.ts';
import { useSalonFacts } from '../lib/salon-facts.ts';
import { useLanguage } from '../lib/use-translation.ts';
import { imageFile, imageSlots, imageSrcSet, type ImageSlotName } from './image-slots.ts';

interface ResponsiveImageProps {
  readonly slot: ImageSlotName;
  /** Empty for decorative pictures. */
  readonly alt: string;
  /** How wide the picture is drawn, for the browser to pick a file (`sizes`). */
  readonly sizes: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  readonly priority?: boolean;
  readonly className?: string;
  readonly pictureClassName?: string;
}

/**
 * AVIF, then WebP, then JPEG; explicit width and height so nothing shifts while it loads. A priority picture
 * (the largest paint of its page) skips AVIF: Chromium decoded our AVIF files about twice as slowly as the
 * WebP ones (the 960 px about picture: 50-100 ms against 20-40 ms), and the page's largest paint waits for
 * that decode, for a saving of 1-2 KB (docs/benchmarks.md).
 *
 * The owner's photo for the slot (Settings → Photos, in the salon's facts) replaces the generated artwork,
 * with the owner's description in the page's language; its smallest WebP stands in for the JPEG fallback
 * (every browser the site supports reads WebP).
 */
export function ResponsiveImage({
  slot,
  alt,
  sizes,
  priority = false,
  className,
  pictureClassName,
}: ResponsiveImageProps) {
  const language = useLanguage();
  const photo = useSalonFacts().photos?.[slot];
  const spec = imageSlots[slot];
  const loading = priority ? 'eager' : 'lazy';
  const decoding = priority ? 'sync' : 'async';
  const fetchPriority = priority ? 'high' : 'auto';
  if (photo && photo.webp.length > 0) {
    const fallback = photo.webp.find((file) => file.width >= spec.fallbackWidth) ?? photo.webp.at(-1);
    return (
      <picture className={pictureClassName}>
        {priority || photo.avif.length === 0 ? null : (
          <source type="image/avif" srcSet={sitePhotoSrcSet(photo.avif)} sizes={sizes} />
        )}
        <source type="image/webp" srcSet={sitePhotoSrcSet(photo.webp)} sizes={sizes} />
        <img
          src={fallback?.url}
          alt={alt === '' ? '' : photoAltIn(photo, language)}
          width={photo.width}
          height={photo.height}
          loading={loading}
          decoding={decoding}
          fetchPriority={fetchPriority}
          className={className}
        />
      </picture>
    );
  }
  return (
    <picture className={pictureClassName}>
      {priority ? null : <source type="image/avif" srcSet={imageSrcSet(slot, 'avif')} sizes={sizes} />}
      <source type="image/webp" srcSet={imageSrcSet(slot, 'webp')} sizes={sizes} />
      <img
        src={imageFile(slot, spec.fallbackWidth, 'jpg')}
        alt={alt}
        width={spec.width}
        height={spec.height}
        loading={loading}
        decoding={decoding}
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
