// The menu's full-site link: the brand site signed in through Multipass, or the plain site when that fails.
import type { Brand } from '@loyalty/contracts/brand';
import type { SessionCustomer } from '@loyalty/contracts/auth';
import { cacheLifetimeSeconds } from '@loyalty/domain/constants';
import { mlogin } from '@/features/auth/api/mlogin';
import { cacheFlags } from '@/lib/storage';
import { ogoAuthApiTokenFor } from '@/lib/shared-api/get-ogo-token';

/** The signed link of one customer record and site, kept for the spec's menu link lifetime (840 s). */
function menuLinkFlag(brand: Brand, customerId: number, siteUrl: string): string {
  return `menu-link:${brand}:${customerId}:${siteUrl}`;
}

/** The server signs only what it knows of the customer; any refusal or outage still gets the customer to the site. */
export async function fullSiteLinkFor(brand: Brand, customer: SessionCustomer | null, siteUrl: string): Promise<string> {
  if (!customer) return siteUrl;
  const flag = menuLinkFlag(brand, customer.shopify_id, siteUrl);
  const kept = cacheFlags.get(flag);
  if (kept) return kept;
  try {
    const url = await mlogin({
      email: customer.email,
      first_name: customer.first_name,
      last_name: customer.last_name,
      product: brand,
      ogoAuthApiToken: await ogoAuthApiTokenFor(brand),
      return_to: siteUrl,
    });
    // Logout wipes it with the rest of the device's storage; the plain fallback is never kept.
    cacheFlags.set(flag, url, cacheLifetimeSeconds.menuLink);
    return url;
  } catch {
    return siteUrl;
  }
}

/**
 * Opens the tab synchronously (inside the click, so popup blockers allow it) and points it at the signed link once
 * the server answers.
 */
export function openFullSite(brand: Brand, customer: SessionCustomer | null, siteUrl: string): void {
  const tab = window.open('', '_blank');
  void fullSiteLinkFor(brand, customer, siteUrl).then((url) => {
    if (!tab) {
      window.location.assign(url);
      return;
    }
    tab.opener = null;
    tab.location.href = url;
  });
}
