/** Where a menu entry's Book link goes: the service itself once the live menu is known. */

export function serviceBookingHref(serviceId: number, categorySlug: string, live: boolean): string {
  // The prerendered snapshot's ids are not the database's: until the live menu
  // arrives, a Book link pre-selects the category, never a possibly wrong service.
  return live ? `/booking?service=${serviceId}` : `/booking?category=${encodeURIComponent(categorySlug)}`;
}
