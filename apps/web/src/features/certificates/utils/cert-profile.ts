// What the certificate service's registration needs, taken from the customer's profile so that nobody retypes it.
export interface CertProfile {
  email: string;
  firstName: string;
  lastName: string;
}

export const certEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ProfileFields {
  email?: string | null | undefined;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
}

/** The registration from the profile, or null when the profile lacks a name or a usable email (the form asks then). */
export function certProfileOf(customer: ProfileFields | null | undefined): CertProfile | null {
  const email = customer?.email?.trim() ?? '';
  const firstName = customer?.first_name?.trim() ?? '';
  const lastName = customer?.last_name?.trim() ?? '';
  if (!certEmailPattern.test(email) || firstName === '' || lastName === '') return null;
  return { email, firstName, lastName };
}
