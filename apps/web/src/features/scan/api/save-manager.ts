// POST /api/scan/save-manager {shopify_id, manager, manager_from, brand}: a sales consultant's attribution, set once.
import type { Brand } from '@loyalty/contracts/brand';
import type { SaveManagerBody } from '@loyalty/contracts/scan';
import * as scanEndpoints from '@loyalty/contracts/endpoints/scan';
import { call } from '@/lib/api-client';

export interface ManagerAttribution {
  manager: string;
  managerFrom: string;
}

export async function saveManager(shopifyId: number, brand: Brand, attribution: ManagerAttribution): Promise<void> {
  // The contract trims both fields: they go trimmed, as its parse used to send them (the /qr link's are trimmed when read).
  const body: SaveManagerBody = {
    shopify_id: shopifyId,
    manager: attribution.manager.trim(),
    manager_from: attribution.managerFrom.trim(),
    brand,
  };
  await call(scanEndpoints.saveManager, { body });
}
