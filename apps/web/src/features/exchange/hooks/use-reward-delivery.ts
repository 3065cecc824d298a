// Where a reward goes (decision 0084): the Nova Poshta city and branch and who takes it, started from the profile (its
// saved city and branch, the customer's name and phone) and changed by the customer in the confirmation.
import { useEffect, useRef, useState } from 'react';
import type { Brand } from '@loyalty/contracts/brand';
import type { DeliveryBranch, DeliveryCity } from '@loyalty/contracts/delivery';
import type { User } from '@loyalty/contracts/user';
import { useUser } from '@/lib/shared-api/get-user';
import { findProfileBranch, findProfileCity } from '@/lib/shared-api/profile-branch';
import { useSessionStore } from '@/stores/session-store';

export interface RewardDeliveryDraft {
  city: DeliveryCity | null;
  branch: DeliveryBranch | null;
  firstName: string;
  lastName: string;
  phone: string;
}

export type RewardDeliveryField = 'city' | 'branch' | 'firstName' | 'lastName' | 'phone';

export const emptyRewardDelivery: RewardDeliveryDraft = { city: null, branch: null, firstName: '', lastName: '', phone: '' };

/** The same rule as the server's recipient: a phone of 10 to 15 digits, "+" allowed first. */
const phonePattern = /^\+?\d{10,15}$/;

/** The fields still missing or wrong, in the form's order; empty when the reward can be sent. */
export function rewardDeliveryProblems(draft: RewardDeliveryDraft): RewardDeliveryField[] {
  const problems: RewardDeliveryField[] = [];
  if (!draft.city) problems.push('city');
  if (!draft.branch) problems.push('branch');
  if (draft.firstName.trim() === '') problems.push('firstName');
  if (draft.lastName.trim() === '') problems.push('lastName');
  if (!phonePattern.test(draft.phone.replace(/[\s()-]/g, ''))) problems.push('phone');
  return problems;
}

/**
 * Fills what the customer has not filled yet from the profile: the name and phone at once, then the saved city and,
 * in it, the saved branch (looked up in the directory; a failed look-up leaves them to pick).
 */
export async function prefillRewardDelivery(
  user: User,
  update: (change: (draft: RewardDeliveryDraft) => RewardDeliveryDraft) => void,
  signal?: AbortSignal,
): Promise<void> {
  update((draft) => ({
    ...draft,
    firstName: draft.firstName || user.first_name,
    lastName: draft.lastName || user.last_name,
    phone: draft.phone || user.phone,
  }));
  const city = await findProfileCity(user.address, signal);
  if (!city || signal?.aborted) return;
  update((draft) => (draft.city ? draft : { ...draft, city }));
  const branch = await findProfileBranch(city, user.address, signal);
  if (!branch || signal?.aborted) return;
  update((draft) => (draft.branch || draft.city?.city_id !== city.city_id ? draft : { ...draft, branch }));
}

export function useRewardDelivery(brand: Brand) {
  const customerId = useSessionStore((state) => state.shopIds[brand]);
  const user = useUser(brand, customerId);
  const [draft, setDraft] = useState<RewardDeliveryDraft>(emptyRewardDelivery);
  const done = useRef(false);
  const profile = user.data;

  useEffect(() => {
    if (!profile || done.current) return;
    done.current = true;
    const controller = new AbortController();
    prefillRewardDelivery(profile, setDraft, controller.signal).catch(() => undefined);
    return () => {
      // An interrupted prefill (unmount, StrictMode's second run) may run again on the next mount.
      controller.abort();
      done.current = false;
    };
  }, [profile]);

  return {
    draft,
    /** A new city drops the branch (it was the old city's). */
    pickCity: (city: DeliveryCity) => setDraft((current) => ({ ...current, city, branch: null })),
    pickBranch: (branch: DeliveryBranch) => setDraft((current) => ({ ...current, branch })),
    setText: (field: 'firstName' | 'lastName' | 'phone', value: string) =>
      setDraft((current) => ({ ...current, [field]: value })),
  };
}
