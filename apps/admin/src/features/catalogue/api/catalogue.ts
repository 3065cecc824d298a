// /api/admin/rewards, /offers, /certificates: the catalogue extras marketing runs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminOfferSchema, adminRewardSchema } from '@loyalty/contracts/admin';
import * as adminCatalogueEndpoints from '@loyalty/contracts/endpoints/admin-catalogue';
import { call } from '@admin/lib/api';

export type Reward = z.infer<typeof adminRewardSchema>;
export type Offer = z.infer<typeof adminOfferSchema>;

/** `enabled: false` for a role the catalogue is not open to (support reading a tier's benefits). */
export function useRewards(enabled = true) {
  return useQuery({ queryKey: ['rewards'], queryFn: () => call(adminCatalogueEndpoints.adminGetRewards, {}), enabled });
}
export function useOffers() {
  return useQuery({ queryKey: ['offers'], queryFn: () => call(adminCatalogueEndpoints.adminGetOffers, {}) });
}
export function usePartners() {
  return useQuery({
    queryKey: ['partners'],
    queryFn: () => call(adminCatalogueEndpoints.adminGetCertificates, {}),
  });
}

export function useCatalogueMutations() {
  const queryClient = useQueryClient();
  // Each form says what changed (the reward's or partner's name), so no generic message.
  const meta = { ownToast: true };
  return {
    reward: useMutation({
      meta,
      mutationFn: ({ id, ...change }: Partial<Reward> & { id: number }) =>
        call(adminCatalogueEndpoints.adminPatchRewardsById, { params: { id }, body: change }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rewards'] }),
    }),
    newReward: useMutation({
      meta,
      mutationFn: (input: {
        brand: 'glo' | 'ogo';
        title: string;
        description: string;
        image_src: string;
        xp_price: number;
        stock: number | null;
      }) => call(adminCatalogueEndpoints.adminPostRewards, { body: input }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rewards'] }),
    }),
    newOffer: useMutation({
      meta,
      mutationFn: (input: {
        brand: 'glo' | 'ogo';
        title: string;
        body_html: string;
        image_src: string;
        valid_from: string;
        valid_to: string;
        segment_ids: number[];
      }) => call(adminCatalogueEndpoints.adminPostOffers, { body: input }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offers'] }),
    }),
    offer: useMutation({
      meta,
      mutationFn: ({ id, ...change }: Partial<Offer> & { id: number }) =>
        call(adminCatalogueEndpoints.adminPatchOffersById, { params: { id }, body: change }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offers'] }),
    }),
    partner: useMutation({
      meta,
      mutationFn: ({ id, active }: { id: number; active: boolean }) =>
        call(adminCatalogueEndpoints.adminPatchCertificatesPartnersById, { params: { id }, body: { active } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partners'] }),
    }),
    importCertificates: useMutation({
      meta,
      mutationFn: (input: { kind: 'partners' | 'stock'; csv: string }) =>
        call(adminCatalogueEndpoints.adminPostCertificatesImport, { body: input }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partners'] }),
    }),
  };
}
