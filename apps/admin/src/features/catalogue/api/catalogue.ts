// /api/admin/rewards, /offers, /certificates: the catalogue extras marketing runs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminCertificateImportResponseSchema,
  adminCertificatePartnerSchema,
  adminCertificatesResponseSchema,
  adminOfferSchema,
  adminOffersResponseSchema,
  adminRewardSchema,
  adminRewardsResponseSchema,
} from '@loyalty/contracts/admin';
import { api } from '@admin/lib/api';

export type Reward = z.infer<typeof adminRewardSchema>;
export type Offer = z.infer<typeof adminOfferSchema>;

export function useRewards() {
  return useQuery({ queryKey: ['rewards'], queryFn: () => api({ path: '/rewards', schema: adminRewardsResponseSchema }) });
}
export function useOffers() {
  return useQuery({ queryKey: ['offers'], queryFn: () => api({ path: '/offers', schema: adminOffersResponseSchema }) });
}
export function usePartners() {
  return useQuery({
    queryKey: ['partners'],
    queryFn: () => api({ path: '/certificates', schema: adminCertificatesResponseSchema }),
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
        api({ method: 'PATCH', path: `/rewards/${id}`, body: change, schema: adminRewardSchema }),
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
      }) => api({ method: 'POST', path: '/rewards', body: input, schema: adminRewardSchema }),
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
      }) => api({ method: 'POST', path: '/offers', body: input, schema: adminOfferSchema }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offers'] }),
    }),
    offer: useMutation({
      meta,
      mutationFn: ({ id, ...change }: Partial<Offer> & { id: number }) =>
        api({ method: 'PATCH', path: `/offers/${id}`, body: change, schema: adminOfferSchema }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offers'] }),
    }),
    partner: useMutation({
      meta,
      mutationFn: ({ id, active }: { id: number; active: boolean }) =>
        api({ method: 'PATCH', path: `/certificates/partners/${id}`, body: { active }, schema: adminCertificatePartnerSchema }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partners'] }),
    }),
    importCertificates: useMutation({
      meta,
      mutationFn: (input: { kind: 'partners' | 'stock'; csv: string }) =>
        api({ method: 'POST', path: '/certificates/import', body: input, schema: adminCertificateImportResponseSchema }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partners'] }),
    }),
  };
}
