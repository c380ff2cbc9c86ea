/** Slide arithmetic of the home gallery: wraps at both ends; a swipe counts past 50 px, not a tap's wobble. */

export const SWIPE_THRESHOLD_PX = 50;

/** The slide `step` places away from `index`, wrapping around both ends. */
export function wrapSlide(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/**
 * What a horizontal swipe means: a finger moving left by more than the
 * threshold shows the next slide, moving right the previous one; shorter or
 * mostly vertical movements (scrolling the page) change nothing.
 */
export function swipeStep(deltaX: number, deltaY = 0, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= threshold || Math.abs(deltaY) > Math.abs(deltaX)) return 0;
  return deltaX < 0 ? 1 : -1;
}
