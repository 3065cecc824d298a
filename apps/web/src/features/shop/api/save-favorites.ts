// POST /api/user/create-metafields {namespace pwaFavorite, key favoriteList, type json, value, shopifyId, product}:
// the favourite toggle of spec section 4, optimistic with rollback and an error toast when the save fails.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/translation-hooks';
import type { Brand } from '@loyalty/contracts/brand';
import type { CreateMetafieldsBody, knownMetafields } from '@loyalty/contracts/user';
import * as userEndpoints from '@loyalty/contracts/endpoints/user';
import { call } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { favoriteListKey, favoritesQueryOptions, useCustomerId } from '@/features/shop/api/get-favorites';

/** The favourites metafield's namespace and type; the compiler holds them to the contract's `knownMetafields`. */
const favoriteList: Pick<(typeof knownMetafields)[typeof favoriteListKey], 'namespace' | 'type'> = {
  namespace: 'pwaFavorite',
  type: 'json',
};

export async function saveFavorites({ customerId, brand, ids }: { customerId: number; brand: Brand; ids: number[] }) {
  const body: CreateMetafieldsBody = {
    namespace: favoriteList.namespace,
    key: favoriteListKey,
    value: JSON.stringify(ids),
    type: favoriteList.type,
    shopifyId: customerId,
    product: brand,
  };
  return call(userEndpoints.createMetafields, { body });
}

/** Spec section 4: the toggle adds the id when absent and removes it when present. */
export function toggledFavorites(ids: readonly number[], productId: number): number[] {
  return ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId];
}

/**
 * The favourite toggle. The list changes on screen at once; the whole list is then saved as the metafield, and a
 * failed save puts the previous list back and says so.
 */
export function useToggleFavorite(brand: Brand) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const customerId = useCustomerId(brand);
  return useMutation({
    mutationFn: async ({ ids }: { productId: number; ids: number[] }) => {
      if (customerId === null) throw new Error('No customer record of this brand');
      return saveFavorites({ customerId, brand, ids });
    },
    onMutate: async ({ ids }) => {
      if (customerId === null) return { previous: undefined };
      const { queryKey } = favoritesQueryOptions(customerId, brand);
      // A refetch landing after the optimistic write would undo it on screen.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, ids);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (customerId !== null && context?.previous !== undefined) {
        queryClient.setQueryData(favoritesQueryOptions(customerId, brand).queryKey, context.previous);
      }
      notify.error(t('shop.favorites.saveFailed'));
    },
  });
}
