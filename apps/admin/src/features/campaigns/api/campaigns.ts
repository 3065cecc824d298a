// /api/admin/campaigns: the list (both brands, by status), one campaign, create and change a draft, and the status
// moves (activate, pause, end). Marketing and admin change; support reads (the server refuses it anything else).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignDraft, CampaignPreview, CampaignResults } from '@loyalty/contracts/campaigns';
import * as adminCampaignEndpoints from '@loyalty/contracts/endpoints/admin-campaign';
import { call } from '@admin/lib/api';

export type { Campaign, CampaignDraft, CampaignPreview, CampaignResults };
export type CampaignMove = 'activate' | 'pause' | 'end';

export function useCampaigns(query: { page: number; status: string; brand: string }) {
  return useQuery({
    queryKey: ['campaigns', query],
    queryFn: () =>
      call(adminCampaignEndpoints.adminGetCampaigns, {
        query: {
          page: query.page,
          per_page: 25,
          status: (query.status || undefined) as Campaign['status'] | undefined,
          brand: (query.brand || undefined) as Campaign['brand'] | undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCampaign(id: number | null) {
  return useQuery({
    queryKey: ['campaign', id],
    queryFn: () => call(adminCampaignEndpoints.adminGetCampaignsById, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

export function useSaveCampaign(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    // The editor says the outcome itself, and puts a refused field's reason under the field.
    meta: { ownToast: true },
    mutationFn: (draft: CampaignDraft) =>
      id === null
        ? call(adminCampaignEndpoints.adminPostCampaigns, { body: draft })
        : call(adminCampaignEndpoints.adminPutCampaignsById, { params: { id }, body: draft }),
    onSuccess: ({ campaign }) => {
      queryClient.setQueryData(['campaign', campaign.id], { campaign });
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    },
  });
}

const moveCalls = {
  activate: adminCampaignEndpoints.adminPostCampaignsByIdActivate,
  pause: adminCampaignEndpoints.adminPostCampaignsByIdPause,
  end: adminCampaignEndpoints.adminPostCampaignsByIdEnd,
} as const;

export function useMoveCampaign(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { ownToast: true },
    mutationFn: (move: CampaignMove) => call(moveCalls[move], { params: { id }, body: { reason: '' } }),
    onSuccess: ({ campaign }) => {
      queryClient.setQueryData(['campaign', campaign.id], { campaign });
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    },
  });
}

/** The campaign's effect so far: treated against holdout with Welch's 95 % intervals (decision 0061). */
export function useCampaignResults(id: number) {
  return useQuery({
    queryKey: ['campaign-results', id],
    queryFn: () => call(adminCampaignEndpoints.adminGetCampaignsByIdResults, { params: { id } }),
  });
}

/** The draft replayed over the last 30 days of facts: whom it would have reached, at what cost (decision 0061). */
export function useCampaignPreview(draft: CampaignDraft | null) {
  return useQuery({
    queryKey: ['campaign-preview', draft],
    // Enabled only with a draft.
    queryFn: () => call(adminCampaignEndpoints.adminPostCampaignsPreview, { body: draft as CampaignDraft }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
