/**
 * Staff roles (design invariant 8). Owners do everything; staff run
 * appointments, the calendar, technician pages and read the outbox, but cannot
 * change settings, the menu or accounts. Whether someone is a technician is a
 * separate flag: a technician may hold either role.
 */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isOwner(member: { readonly role: StaffRole }): boolean {
  return member.role === 'owner';
}
