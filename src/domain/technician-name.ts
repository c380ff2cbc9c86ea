/** A technician's display name is the part of the e-mail before the at-sign: the salon keeps no other name. */
export function technicianDisplayName(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
