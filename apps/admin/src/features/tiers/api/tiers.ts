// /api/admin/tier-sets and a customer's tier: the brand's set with its levels, changes to both, and the manual
// assignment of a level with a reason. Marketing (and admin) change; support reads. Each change the server audits.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminTierLevel,
  AdminTierSet,
  adminAssignTierBodySchema,
  adminTierLevelBodySchema,
  adminTierLevelPatchSchema,
  adminTierSetBodySchema,
  adminTierSetPatchSchema,
} from '@loyalty/contracts/admin';
import * as adminTierEndpoints from '@loyalty/contracts/endpoints/admin-tier';
import { call } from '@admin/lib/api';

export type { AdminTierLevel, AdminTierSet };
export type TierSetInput = z.input<typeof adminTierSetBodySchema>;
export type TierLevelInput = z.input<typeof adminTierLevelBodySchema>;

export function useTierSets() {
  return useQuery({ queryKey: ['tier-sets'], queryFn: () => call(adminTierEndpoints.adminGetTierSets, {}) });
}

export function useTierMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['tier-sets'] });
  // Each form says what changed in its own words.
  const meta = { ownToast: true };
  return {
    createSet: useMutation({
      meta,
      mutationFn: (body: TierSetInput) => call(adminTierEndpoints.adminPostTierSets, { body }),
      onSuccess,
    }),
    changeSet: useMutation({
      meta,
      mutationFn: ({ id, ...body }: z.input<typeof adminTierSetPatchSchema> & { id: number }) =>
        call(adminTierEndpoints.adminPatchTierSetsById, { params: { id }, body }),
      onSuccess,
    }),
    deleteSet: useMutation({
      meta,
      mutationFn: (id: number) => call(adminTierEndpoints.adminDeleteTierSetsById, { params: { id } }),
      onSuccess,
    }),
    createLevel: useMutation({
      meta,
      mutationFn: ({ setId, ...body }: TierLevelInput & { setId: number }) =>
        call(adminTierEndpoints.adminPostTierSetsByIdLevels, { params: { id: setId }, body }),
      onSuccess,
    }),
    changeLevel: useMutation({
      meta,
      mutationFn: ({ setId, levelId, ...body }: z.input<typeof adminTierLevelPatchSchema> & { setId: number; levelId: number }) =>
        call(adminTierEndpoints.adminPatchTierSetsByIdLevelsByLevelId, { params: { id: setId, level_id: levelId }, body }),
      onSuccess,
    }),
    deleteLevel: useMutation({
      meta,
      mutationFn: ({ setId, levelId }: { setId: number; levelId: number }) =>
        call(adminTierEndpoints.adminDeleteTierSetsByIdLevelsByLevelId, { params: { id: setId, level_id: levelId } }),
      onSuccess,
    }),
  };
}

export function useCustomerTier(customerId: number) {
  return useQuery({
    queryKey: ['customer-tier', customerId],
    queryFn: () => call(adminTierEndpoints.adminGetCustomersByIdTier, { params: { id: customerId } }),
  });
}

export function useAssignTier(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { ownToast: true },
    mutationFn: (body: z.input<typeof adminAssignTierBodySchema>) =>
      call(adminTierEndpoints.adminPutCustomersByIdTier, { params: { id: customerId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(['customer-tier', customerId], answer),
  });
}

/** A level's threshold in its set's measure: XP, or hryvnias of kopiyky spent. */
export function thresholdWords(
  measure: AdminTierSet['measure'],
  threshold: number,
  format: { xp: (value: number) => string; kop: (value: number) => string },
) {
  return measure === 'money_spent' ? format.kop(threshold) : format.xp(threshold);
}

/** 15000 basis points → "×1,5". */
export function multiplierWords(bp: number, number: (value: number) => string): string {
  return `×${number(bp / 10_000)}`;
}
