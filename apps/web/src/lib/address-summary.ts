// The saved delivery address in a few words, where the profile and the subscription page show it.
import type { DeliveryAddress } from '@loyalty/contracts/user';

/** The saved address in a few words: the city and the branch, or the courier's street. */
export function addressSummary(address: DeliveryAddress, branchWord: string): string | null {
  const place = address.branch_number
    ? `${branchWord}\u00a0№${address.branch_number}`
    : [address.street, address.house].filter(Boolean).join(', ');
  const text = [address.city, place].filter(Boolean).join(', ');
  return text === '' ? null : text;
}
