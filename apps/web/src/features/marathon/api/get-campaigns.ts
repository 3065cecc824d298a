// GET /api/marathon?product=: quiz campaigns with status and questions (never the correct answers).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import type { MarathonQuery, QuizCampaign } from '@loyalty/contracts/points';
import * as marathonEndpoints from '@loyalty/contracts/endpoints/marathon';
import { call } from '@/lib/api-client';

export async function getCampaigns(brand: Brand, signal?: AbortSignal): Promise<QuizCampaign[]> {
  const query: MarathonQuery = { product: brand };
  const answer = await call(marathonEndpoints.marathon, { query, signal });
  return answer.campaigns;
}

export const campaignsQueryKey = (brand: Brand) => ['marathon', brand] as const;

export const campaignsQueryOptions = (brand: Brand) =>
  queryOptions({ queryKey: campaignsQueryKey(brand), queryFn: ({ signal }) => getCampaigns(brand, signal), staleTime: 0 });

export function useCampaigns(brand: Brand) {
  return useQuery(campaignsQueryOptions(brand));
}

/** The campaign /marathon/quiz asks: the active one the customer has not passed yet, else the first active one. */
export function activeCampaign(campaigns: readonly QuizCampaign[]): QuizCampaign | undefined {
  const active = campaigns.filter((campaign) => campaign.status === 'active');
  return active.find((campaign) => !campaign.completed) ?? active[0];
}
