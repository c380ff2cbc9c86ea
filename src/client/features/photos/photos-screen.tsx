/**
 * Settings → Photos: add photos, then choose for each where it appears on the
 * site. A place without a photo shows the generated picture, as before.
 */
import { useTranslation } from '../../lib/use-translation.ts';
import { PhotoCard } from './photo-card.tsx';
import { PhotoUpload } from './photo-upload.tsx';
import { PHOTO_PLACEMENT_NAMES } from '../../../domain/site-photos.ts';
import { usePhotos, type OwnerPhoto } from './photos-api.ts';

const placeOrder = (photo: OwnerPhoto) => (photo.placement ? PHOTO_PLACEMENT_NAMES.indexOf(photo.placement) : -1);

export function PhotosScreen() {
  const { t } = useTranslation('photos');
  const photos = usePhotos();
  const list = photos.data ?? [];
  // In the order the pages show them: by place as the place menu lists them, then by position.
  const placed = list
    .filter((photo) => photo.placement !== null)
    .sort((a, b) => placeOrder(a) - placeOrder(b) || a.position - b.position);
  const library = list.filter((photo) => photo.placement === null).reverse();
  return (
    <div className="flex flex-col gap-6">
      <PhotoUpload />
      {photos.isPending ? <p className="text-plum-soft">{t('loading')}</p> : null}
      {photos.isError ? (
        <p role="alert" className="font-medium text-red-800">
          {t('loadFailed')}
        </p>
      ) : null}
      {library.length > 0 ? (
        <section aria-labelledby="photos-library" className="flex flex-col gap-3">
          <h2 id="photos-library" className="font-display text-xl font-semibold text-plum">
            {t('library.title', { count: library.length })}
          </h2>
          <p className="text-sm text-plum-soft">{t('library.intro')}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {library.map((photo) => (
              <PhotoCard key={`${photo.id}-${photo.version}`} photo={photo} />
            ))}
          </ul>
        </section>
      ) : null}
      {placed.length > 0 ? (
        <section aria-labelledby="photos-placed" className="flex flex-col gap-3">
          <h2 id="photos-placed" className="font-display text-xl font-semibold text-plum">
            {t('placed.title')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {placed.map((photo) => (
              <PhotoCard key={`${photo.id}-${photo.version}`} photo={photo} />
            ))}
          </ul>
        </section>
      ) : null}
      {!photos.isPending && list.length === 0 ? <p className="text-plum-soft">{t('empty')}</p> : null}
    </div>
  );
}
