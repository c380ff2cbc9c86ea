/** The owner's photo places (domain/site-photos.ts) are the pages' picture slots, in the same shapes. */
import { describe, expect, it } from 'vitest';
import { allPhotoSlots, photoSlotFor } from '../../domain/site-photos.ts';
import { imageSlots } from './image-slots.ts';

describe('photo places', () => {
  it('are slots of the pages, in the shapes and widths the pages draw them', () => {
    for (const { slot, shape } of allPhotoSlots()) {
      const pageSlot = imageSlots[slot as keyof typeof imageSlots];
      expect(pageSlot, slot).toBeDefined();
      expect({ width: shape.width, height: shape.height, widths: shape.widths }, slot).toEqual({
        width: pageSlot.width,
        height: pageSlot.height,
        widths: pageSlot.widths,
      });
    }
    expect(photoSlotFor('gallery', 3)).toBe('gallery-03');
    expect(photoSlotFor('tiles', 10)).toBe('grid-10');
    expect(photoSlotFor('about', 2)).toBe('about-spa');
  });
});
