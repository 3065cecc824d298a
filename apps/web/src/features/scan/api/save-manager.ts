// POST /api/scan/save-manager {shopify_id, manager, manager_from, brand}: a sales consultant's attribution, set once.
import type { Brand } from '@loyalty/contracts/brand';
import { apiRequest } from '@/lib/api-client';

export interface ManagerAttribution {
  manager: string;
  managerFrom: string;
}

export async function saveManager(shopifyId: number, brand: Brand, attribution: ManagerAttribution): Promise<void> {
  const { saveManagerBodySchema, saveManagerResponseSchema } = await import('@loyalty/contracts/scan');
  await apiRequest({
    method: 'POST',
    path: '/scan/save-manager',
    body: saveManagerBodySchema.parse({
      shopify_id: shopifyId,
      manager: attribution.manager,
      manager_from: attribution.managerFrom,
      brand,
    }),
    responseSchema: saveManagerResponseSchema,
  });
}
