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
 */
export function ResponsiveImage({
  slot,
  alt,
  sizes,
  priority = false,
  className,
  pictureClassName,
}: ResponsiveImageProps) {
  const spec = imageSlots[slot];
  return (
    <picture className={pictureClassName}>
      {priority ? null : <source type="image/avif" srcSet={imageSrcSet(slot, 'avif')} sizes={sizes} />}
      <source type="image/webp" srcSet={imageSrcSet(slot, 'webp')} sizes={sizes} />
      <img
        src={imageFile(slot, spec.fallbackWidth, 'jpg')}
        alt={alt}
        width={spec.width}
        height={spec.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
