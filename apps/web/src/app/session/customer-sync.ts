// Keeps the session's customer fresh: get-user after login, at start and on a brand switch (tags such as
// age_verified change on the server after an operator's approval), and the brand's record created when missing.
import type { QueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { User } from '@loyalty/contracts/user';
import { ageVerifiedTag } from '@/config/constants';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { useBrandStore } from '@/stores/brand-store';
import { sessionCustomerFromUser, useSessionStore } from '@/stores/session-store';
import { ensureBrandCustomer } from '@/features/auth/utils/start-customer-session';
import { getUserQueryOptions } from '@/lib/shared-api/get-user';

// Not the contract's `brands`: importing it at run time would pull zod into the first screen's bundle.
const brands: readonly Brand[] = ['glo', 'ogo'];

/** Reads the person's record in every brand they have one in; the active brand's becomes the session customer. */
export async function refreshCustomer(queryClient: QueryClient = appQueryClient): Promise<void> {
  const { token, shopIds } = useSessionStore.getState();
  if (!token) return;
  const owned = brands.flatMap((brand) => {
    const id = shopIds[brand];
    return id === null ? [] : [{ brand, id }];
  });
  const results = await Promise.all(
    owned.map(({ brand, id }) =>
      queryClient
        .fetchQuery({ ...getUserQueryOptions(brand, id), staleTime: 0 })
        .then((user): [Brand, User] => [brand, user])
        .catch(() => null),
    ),
  );
  const session = useSessionStore.getState();
  if (session.token !== token) return;

  const users = results.filter((result) => result !== null);
  const active = users.find(([brand]) => brand === useBrandStore.getState().brand);
  if (active) session.updateCustomer(sessionCustomerFromUser(active[1]));
  const verified = users.some(([, user]) => user.tags.includes(ageVerifiedTag));
  // A failed read must not take the rules link away; all reads answering may.
  if (verified || (users.length === owned.length && owned.length > 0)) session.setAgeVerified(verified);
}

const sessionKey = ({ token, shopIds }: { token: string | null; shopIds: { glo: number | null; ogo: number | null } }) =>
  token ? `${token}|${shopIds.glo}|${shopIds.ogo}` : '';

/** Starts the sync; returns the stop function. */
export function startCustomerSync(queryClient: QueryClient = appQueryClient): () => void {
  const refresh = (): void => void refreshCustomer(queryClient);
  if (useSessionStore.getState().token) refresh();

  const stopSession = useSessionStore.subscribe((state, previous) => {
    const key = sessionKey(state);
    if (key && key !== sessionKey(previous)) refresh();
  });
  const stopBrand = useBrandStore.subscribe((state, previous) => {
    if (state.brand === previous.brand || !useSessionStore.getState().token) return;
    // A person new to this brand gets a record in it (spec section 3); the new ids then trigger a refresh.
    ensureBrandCustomer(state.brand)
      .then((created) => {
        if (!created) refresh();
      })
      .catch(refresh);
  });
  return () => {
    stopSession();
    stopBrand();
  };
}
