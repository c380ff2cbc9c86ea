/**
 * How the photo will be cut for each shape the pages draw photos in, beside
 * the focal point: small pictures that follow the focal point as it moves,
 * each named by the places it stands for. The previews are the uncropped
 * preview file fitted by CSS to show exactly the server's cut (cropObjectPosition).
 */
import { cropObjectPosition, photoCropShapes } from '../../../domain/owner-photo-edits.ts';
import type { PhotoPlacement } from '../../../domain/site-photos.ts';
import { hintClass, labelClass } from '../../components/admin-styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';

const SHAPES = photoCropShapes();

interface CropPreviewsProps {
  readonly previewUrl: string;
  readonly width: number;
  readonly height: number;
  readonly focus: { readonly x: number; readonly y: number };
  /** The place chosen in the editor, marked among the shapes; null while kept in the library. */
  readonly placement: PhotoPlacement | null;
}

export function CropPreviews({ previewUrl, width, height, focus, placement }: CropPreviewsProps) {
  const { t } = useTranslation('photos');
  return (
    <div className="flex flex-col gap-2">
      <p className={labelClass}>{t('crop.title')}</p>
      <ul className="grid grid-cols-4 items-end gap-2" data-testid="crop-previews">
        {SHAPES.map(({ shape, placements }) => {
          const places = placements.map((name) => t(`places.${name}`)).join(t('crop.and'));
          const chosen = placement !== null && placements.includes(placement);
          return (
            <li key={placements.join('-')} className="flex min-w-0 flex-col gap-1">
              <img
                src={previewUrl}
                alt={t('crop.alt', { places })}
                className={`w-full rounded-md object-cover ${chosen ? 'ring-2 ring-rose-deep ring-offset-2' : 'opacity-90'}`}
                style={{
                  aspectRatio: `${shape.width} / ${shape.height}`,
                  objectPosition: cropObjectPosition(width, height, shape, focus),
                }}
                data-crop={placements.join(' ')}
              />
              <span
                aria-hidden="true"
                className={`text-[0.7rem] leading-tight ${chosen ? 'font-semibold text-plum' : 'text-plum-soft'}`}
              >
                {placements.map((name) => t(`crop.short.${name}`)).join(' · ')}
              </span>
            </li>
          );
        })}
      </ul>
      <p className={hintClass}>{t('crop.hint')}</p>
    </div>
  );
}
