// A consultant's attribution read from /qr, kept on the device until a logged-in session has sent it with save-manager.
import type { Brand } from '@loyalty/contracts/brand';
import { storageKeys } from '@/config/constants';
import { isApiError } from '@/lib/api-client';
import { readLocal, removeLocal, writeLocal } from '@/lib/storage';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { saveManager } from '@/features/scan/api/save-manager';

export interface PendingManager {
  manager: string;
  managerFrom: string;
  brand: Brand;
}

const maxFieldLength = 100;

/** The attribution in a /qr link (`?manager=ID&from=SOURCE`), or null when it names no manager. */
export function managerFromSearch(search: string, brand: Brand): PendingManager | null {
  const params = new URLSearchParams(search);
  const manager = (params.get('manager') ?? '').trim().slice(0, maxFieldLength);
  if (!manager) return null;
  const managerFrom = (params.get('from') ?? params.get('manager_from') ?? '').trim().slice(0, maxFieldLength);
  return { manager, managerFrom, brand };
}

export function rememberPendingManager(pending: PendingManager): void {
  writeLocal(storageKeys.pendingManager, JSON.stringify(pending));
}

export function readPendingManager(): PendingManager | null {
  const raw = readLocal(storageKeys.pendingManager);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingManager>;
    if (typeof value.manager === 'string' && value.manager && (value.brand === 'glo' || value.brand === 'ogo')) {
      return {
        manager: value.manager,
        managerFrom: typeof value.managerFrom === 'string' ? value.managerFrom : '',
        brand: value.brand,
      };
    }
  } catch {
    // A damaged entry is dropped below.
  }
  removeLocal(storageKeys.pendingManager);
  return null;
}

let sending: Promise<boolean> | null = null;

/**
 * Sends the kept attribution once the session has a record in its brand. True when it is settled (saved, or refused
 * for good, e.g. another manager already set); false when it stays for a later try (no session yet, offline, 5xx).
 */
export function sendPendingManager(): Promise<boolean> {
  sending ??= (async () => {
    const pending = readPendingManager();
    if (!pending) return true;
    const { token, shopIds } = useSessionStore.getState();
    const shopifyId = shopIds[pending.brand] ?? shopIds[useBrandStore.getState().brand];
    if (!token || shopifyId === null) return false;
    const brand = shopIds[pending.brand] !== null ? pending.brand : useBrandStore.getState().brand;
    try {
      await saveManager(shopifyId, brand, pending);
      removeLocal(storageKeys.pendingManager);
      return true;
    } catch (error) {
      // A 4xx will not change by trying again (manager_already_set, bad link): forget it. Network or 5xx: keep it.
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        removeLocal(storageKeys.pendingManager);
        return true;
      }
      return false;
    }
  })().finally(() => {
    sending = null;
  });
  return sending;
}
