/** The settings screen's crop previews show the server's cut: the same crop, drawn by CSS. */
import { describe, expect, it } from 'vitest';
import { cropAround, cropObjectPosition, photoCropShapes } from './owner-photo-edits.ts';
import { PHOTO_PLACEMENT_NAMES } from './site-photos.ts';

describe('photoCropShapes', () => {
  it('lists each shape once with the places drawn in it, every place in exactly one', () => {
    const shapes = photoCropShapes();
    expect(shapes.map((entry) => entry.placements)).toEqual([['hero', 'about'], ['showcase'], ['gallery'], ['tiles']]);
    expect(shapes.flatMap((entry) => entry.placements).sort()).toEqual([...PHOTO_PLACEMENT_NAMES].sort());
  });
});

describe('cropObjectPosition', () => {
  it('centres the cut on the focal point, across a landscape picture cut square', () => {
    expect(cropObjectPosition(4000, 3000, { width: 1, height: 1 }, { x: 50, y: 50 })).toBe('50% 50%');
    // Focus at the left edge: the cut starts at 0; at the right edge it ends at the picture's edge.
    expect(cropObjectPosition(4000, 3000, { width: 1, height: 1 }, { x: 0, y: 50 })).toBe('0% 50%');
    expect(cropObjectPosition(4000, 3000, { width: 1, height: 1 }, { x: 100, y: 10 })).toBe('100% 50%');
  });

  it('matches the offset cropAround cuts at, as a share of the room the cover fit leaves', () => {
    const target = { width: 800, height: 1000 };
    const crop = cropAround(2400, 1800, target, { x: 30, y: 80 });
    const [x] = cropObjectPosition(2400, 1800, target, { x: 30, y: 80 }).split(' ');
    expect(Number.parseFloat(x ?? '')).toBeCloseTo((crop.left / (2400 - crop.width)) * 100, 1);
    // A portrait picture cut wide moves down, not across.
    expect(cropObjectPosition(1800, 2400, { width: 16, height: 10 }, { x: 90, y: 60 })).toBe('50% 68.9%');
  });
});
