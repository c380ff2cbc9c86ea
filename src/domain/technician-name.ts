/** Spec section 3: a technician's display name is the part of the e-mail before the at-sign. */
export function technicianDisplayName(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
