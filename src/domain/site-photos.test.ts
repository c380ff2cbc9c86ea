import { describe, expect, it } from 'vitest';
import { cropAround } from './owner-photo-edits.ts';
import { photoAltIn, type SitePhoto } from './site-photos.ts';

describe('cropAround', () => {
  it('keeps the focal point as central as the picture allows, in the target shape', () => {
    expect(cropAround(1800, 1200, { width: 4, height: 3 }, { x: 50, y: 50 })).toEqual({
      left: 100,
      top: 0,
      width: 1600,
      height: 1200,
    });
    expect(cropAround(1800, 1200, { width: 4, height: 3 }, { x: 0, y: 50 }).left).toBe(0);
    expect(cropAround(1800, 1200, { width: 4, height: 3 }, { x: 100, y: 50 }).left).toBe(200);
    expect(cropAround(1200, 1800, { width: 1, height: 1 }, { x: 50, y: 10 })).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 1200,
    });
  });
});

describe('photoAltIn', () => {
  it('falls back to English when the owner wrote nothing in the language', () => {
    const photo: SitePhoto = { width: 1, height: 1, avif: [], webp: [], alt: { en: 'Nails', th: 'เล็บ', ru: ' ' } };
    expect(photoAltIn(photo, 'th')).toBe('เล็บ');
    expect(photoAltIn(photo, 'ru')).toBe('Nails');
    expect(photoAltIn(photo, 'zh')).toBe('Nails');
  });
});
