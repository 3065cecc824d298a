// Starting a session after confirm-sms or reg-auth, and the active brand's customer record when it is missing.
import type { Brand } from '@loyalty/contracts/brand';
import type { SessionResponse } from '@loyalty/contracts/auth';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { createCustomer } from '@/features/auth/api/create-customer';
import type { SignInKind } from '@/lib/outbox/identity-events';

/**
 * Spec section 3: the brands keep separate customer records. When the session has none in `brand`, one is created
 * with the person's data from the record they have (variant = brand). Resolves true when a record was created.
 */
export async function ensureBrandCustomer(brand: Brand = useBrandStore.getState().brand): Promise<boolean> {
  const { token, customer, shopIds } = useSessionStore.getState();
  if (!token || !customer || shopIds[brand] !== null) return false;
  const created = await createCustomer(customer, brand);
  const session = useSessionStore.getState();
  // The person may have logged out while the call was under way.
  if (session.token !== token) return false;
  session.updateCustomer(created.customer);
  session.setShopIds(created.shopIds);
  return true;
}

/** Starts the session, makes sure the active brand has a record, then reports the sign-in (never waited for). */
export async function startCustomerSession(session: SessionResponse, kind: SignInKind = 'login'): Promise<void> {
  useSessionStore.getState().startSession(session);
  try {
    await ensureBrandCustomer();
  } catch {
    // NOTE: the session is valid without this record; the next brand switch or login asks again, and pages of
    // this brand meanwhile work with the other brand's record, so login must not fail here.
  }
  const { customer, shopIds } = useSessionStore.getState();
  if (!customer) return;
  const brand: Brand = shopIds.glo === customer.shopify_id ? 'glo' : 'ogo';
  // Analytics never holds up or breaks a login: loaded and sent in the background, failures dropped.
  void import('@/lib/outbox/identity-events')
    .then(({ reportSignIn }) => reportSignIn(kind, { customer, brand }))
    .catch(() => undefined);
}
