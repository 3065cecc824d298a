// The subscription calls' refusal codes mapped to their texts; anything else falls back to the app's generic messages.
import { isApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-messages';

type SubscriptionRefusalKey =
  | 'subscription.errors.subscription_active'
  | 'subscription.errors.no_active_subscription'
  | 'subscription.errors.variant_not_subscribable';

const refusals: Record<string, SubscriptionRefusalKey> = {
  subscription_active: 'subscription.errors.subscription_active',
  no_active_subscription: 'subscription.errors.no_active_subscription',
  variant_not_subscribable: 'subscription.errors.variant_not_subscribable',
};

export function subscriptionErrorKey(error: unknown): SubscriptionRefusalKey | ReturnType<typeof errorMessageKey> {
  if (isApiError(error)) {
    const key = refusals[error.code];
    if (key) return key;
  }
  return errorMessageKey(error);
}
