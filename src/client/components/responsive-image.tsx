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

/** AVIF, then WebP, then JPEG; explicit width and height so nothing shifts while it loads. */
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
      <source type="image/avif" srcSet={imageSrcSet(slot, 'avif')} sizes={sizes} />
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
