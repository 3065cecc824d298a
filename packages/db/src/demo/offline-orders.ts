// Demo offline (in-store) purchases of the README's demo phone, so /feedback has store purchases to rate once the
// customer's import job has linked them.
import type { Transaction } from '../client.ts';
import { offlineOrders } from '../schema/index.ts';

/** The phone the README's demo instructions sign in with. */
export const demoOfflinePhone = '+380671234567';

const dayMs = 86_400_000;

export async function seedOfflineOrders(tx: Transaction, now: Date): Promise<void> {
  await tx
    .insert(offlineOrders)
    .values([
      {
        externalRef: 'demo-pos-0001',
        phone: demoOfflinePhone,
        brand: 'glo',
        storeName: 'glo Studio, ТРЦ Ocean Plaza',
        purchasedAt: new Date(now.getTime() - 3 * dayMs),
        items: [
          { title: 'neo Sticks Blue', quantity: 2 },
          { title: 'glo hyper X2', quantity: 1 },
        ],
      },
      {
        externalRef: 'demo-pos-0002',
        phone: demoOfflinePhone,
        brand: 'ogo',
        storeName: 'ogo, вул. Хрещатик, 22',
        purchasedAt: new Date(now.getTime() - 10 * dayMs),
        items: [{ title: 'velo Freeze', quantity: 3 }],
      },
    ])
    .onConflictDoNothing({ target: offlineOrders.externalRef });
}
