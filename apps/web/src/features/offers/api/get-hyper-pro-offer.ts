// Whether the glo customer has the personal glo™ hyper pro for 699 UAH offer: the hyper-pro-699 metafield (activities
// namespace) of get-metafields, set by the operator (spec section 6: "Hyper-pro offer flag from a metafield, glo only").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeyRoots } from '@/config/constants';
import { getMetafields } from '@/lib/shared-api/get-metafields';

export async function hasHyperProOffer(gloCustomerId: number, signal?: AbortSignal): Promise<boolean> {
  const metafields = await getMetafields(gloCustomerId, 'glo', signal);
  return metafields.some((field) => field.namespace === 'activities' && field.key === 'hyper-pro-699' && field.value === 'true');
}

export const hyperProOfferQueryOptions = (gloCustomerId: number | null) =>
  queryOptions({
    queryKey: [queryKeyRoots.user, 'hyper-pro-offer', gloCustomerId] as const,
    queryFn: ({ signal }) => {
      if (gloCustomerId === null) throw new Error('No glo customer record');
      return hasHyperProOffer(gloCustomerId, signal);
    },
    enabled: gloCustomerId !== null,
  });

/** Only asked in the glo app of a person with a glo record: the offer is glo's only. */
export function useHyperProOffer(gloCustomerId: number | null, gloActive: boolean) {
  return useQuery({ ...hyperProOfferQueryOptions(gloCustomerId), enabled: gloActive && gloCustomerId !== null });
}
