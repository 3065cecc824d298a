// Which brand app (glo or ogo) is active, its theme on <html data-brand>, and the switch between them (spec section 4).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { QueryClient } from '@tanstack/react-query';
import type { Brand } from '@loyalty/contracts/brand';
import { env } from '@/config/env';
import { queryKeyRoots, storageKeys } from '@/config/constants';
import { registerStoreReset } from '@/stores/reset-registry';

/** The ogo PWA host starts (and stays) in ogo; every other host starts in glo. */
export function startingBrand(hostname: string = window.location.hostname): Brand {
  return env.VITE_OGO_PWA_HOST !== undefined && hostname === env.VITE_OGO_PWA_HOST ? 'ogo' : 'glo';
}

/** The brand switch is hidden on the ogo PWA host (spec section 2). */
export function canSwitchBrand(hostname: string = window.location.hostname): boolean {
  return env.VITE_OGO_PWA_HOST === undefined || hostname !== env.VITE_OGO_PWA_HOST;
}

/**
 * The brand a link names (`?brand=ogo` on a poster's or a pack's QR code), where the visitor may switch: the ogo PWA
 * host stays ogo whatever a link says. Anything else names none.
 */
export function brandFromLink(search: string, hostname: string = window.location.hostname): Brand | null {
  const named = new URLSearchParams(search).get('brand');
  if (named !== 'glo' && named !== 'ogo') return null;
  return canSwitchBrand(hostname) ? named : null;
}

/**
 * A visitor who arrives by a brand's link before signing in starts in that brand: the age question, the sign-in and
 * the registration are that brand's. A signed-in person keeps their brand (the menu switches it, creating the brand's
 * record when it is new to them). The parameter leaves the address either way.
 */
export function applyBrandLink(signedIn: boolean, location: Location = window.location): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('brand')) return;
  const linked = brandFromLink(url.search, location.hostname);
  url.searchParams.delete('brand');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (linked && !signedIn) useBrandStore.getState().setBrand(linked);
}

export function otherBrand(brand: Brand): Brand {
  return brand === 'glo' ? 'ogo' : 'glo';
}

interface BrandState {
  brand: Brand;
  setBrand(brand: Brand): void;
}

export const useBrandStore = create<BrandState>()(
  persist(
    (set) => ({
      brand: startingBrand(),
      setBrand: (brand) => set({ brand }),
    }),
    {
      name: storageKeys.brand,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ brand }) => ({ brand }),
    },
  ),
);

registerStoreReset(() => useBrandStore.setState({ brand: startingBrand() }));

/** Theme colours live in CSS (src/styles/global.css) keyed by this attribute. */
export function applyBrandTheme(brand: Brand, root: HTMLElement = document.documentElement): void {
  root.dataset.brand = brand;
  const themeColor = getComputedStyle(root).getPropertyValue('--color-bar').trim();
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && themeColor) meta.content = themeColor;
}

/** Keeps <html data-brand> in step with the store; returns the unsubscribe function. */
export function syncBrandTheme(): () => void {
  applyBrandTheme(useBrandStore.getState().brand);
  return useBrandStore.subscribe((state, previous) => {
    if (state.brand !== previous.brand) applyBrandTheme(state.brand);
  });
}

/**
 * Spec section 4: switching toggles the mode, drops the menu and rules caches (their content is per brand)
 * and reloads the user, whose record differs per brand.
 */
export function switchBrand(queryClient: QueryClient): Brand {
  const next = otherBrand(useBrandStore.getState().brand);
  useBrandStore.getState().setBrand(next);
  queryClient.removeQueries({ queryKey: [queryKeyRoots.menu] });
  queryClient.removeQueries({ queryKey: [queryKeyRoots.rules] });
  void queryClient.invalidateQueries({ queryKey: [queryKeyRoots.user] });
  return next;
}
