// Small text rules of the spec shared by client and server.
import { userAgentMaxLength } from './constants.ts';

/** Spec section 5: the phone of test-login is digits only, every other character stripped. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Spec section 9: user-agent strings are cut at 500 characters before they are stored or sent. */
export function truncateUserAgent(userAgent: string): string {
  return userAgent.length > userAgentMaxLength ? userAgent.slice(0, userAgentMaxLength) : userAgent;
}
