// The shop state of spec section 3, per brand (glo and ogo keep separate carts): cart lines, checkout choices
// (payment, delivery, comment, promo codes, call-back), the last order and its payment link. Persisted on the device.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Brand } from '@loyalty/contracts/brand';
import type { CategorySlug } from '@loyalty/contracts/catalog';
import type { DeliveryBranch, DeliveryCity } from '@loyalty/contracts/delivery';
import type { CallWindow } from '@loyalty/contracts/orders';
import { addItem, decrement, refresh, remove, type CartItem, type ServerCartPrice } from '@loyalty/domain/shop/cart';
import { afterAddressSent, type DeliveryMode } from '@loyalty/domain/shop/shipping';
import { initialPaymentLinkState, type PaymentLinkState } from '@loyalty/domain/shop/payment-link-retry';
import { storageKeys } from '@/config/constants';
import { registerStoreReset } from '@/stores/reset-registry';
import { newIdempotencyKey } from '@/lib/shared-api/idempotency-key';

/** A cart line: the domain's item plus what the cart screen shows. */
export interface CartLine extends CartItem {
  title: string;
  variantTitle: string;
  image: string;
  category: CategorySlug;
}

/** The delivery form of spec section 3 (tokenIpost stays on the server; ipostCityFlag is `ipostCityAvailable`). */
export interface DeliveryState {
  mode: DeliveryMode;
  city: DeliveryCity | null;
  npDep: DeliveryBranch | null;
  street: string;
  house: string;
  flat: string;
  ipostCity: string;
  ipostCityAvailable: boolean | null;
  ipostStreet: string;
  ipostFlat: string;
  ipostDay: string;
  ipostFrom: string;
  ipostTo: string;
}

export interface BrandShopState {
  cart: CartLine[];
  payment: 1 | 2;
  comment: string;
  promocode: string;
  mgmPromoCode: string;
  needCall: CallWindow | null;
  delivery: DeliveryState;
  /** The last order placed: its id and the number the customer sees (the spec's orderId and fullOrderId). */
  orderId: number | null;
  fullOrderId: number | null;
  paymentLink: PaymentLinkState;
  /** The checkout's Idempotency-Key: made when the checkout opens, kept until an order succeeds (retries reuse it). */
  idempotencyKey: string | null;
  /** Spec section 3: single packs the customer has ordered (get-orders' mixPackIds, product ids) and how many. */
  mixPackIds: number[];
  mixQuant: number;
}

export const initialDelivery: DeliveryState = {
  mode: 1,
  city: null,
  npDep: null,
  street: '',
  house: '',
  flat: '',
  ipostCity: '',
  ipostCityAvailable: null,
  ipostStreet: '',
  ipostFlat: '',
  ipostDay: 'Сьогодні',
  ipostFrom: '',
  ipostTo: '',
};

function initialBrandState(): BrandShopState {
  return {
    cart: [],
    payment: 1,
    comment: '',
    promocode: '',
    mgmPromoCode: '',
    needCall: null,
    delivery: initialDelivery,
    orderId: null,
    fullOrderId: null,
    paymentLink: initialPaymentLinkState,
    idempotencyKey: null,
    mixPackIds: [],
    mixQuant: 0,
  };
}

interface ShopState {
  glo: BrandShopState;
  ogo: BrandShopState;
  addToCart(brand: Brand, line: Omit<CartLine, 'count'> & { count?: number }): void;
  decrementLine(brand: Brand, variantId: number): void;
  removeLine(brand: Brand, variantId: number): void;
  /** Spec section 4: current price and bonuses from the server; lines it no longer returns are dropped. */
  refreshPrices(brand: Brand, prices: readonly ServerCartPrice[]): void;
  update(brand: Brand, patch: Partial<Omit<BrandShopState, 'cart' | 'delivery'>>): void;
  updateDelivery(brand: Brand, patch: Partial<DeliveryState>): void;
  /** Spec section 4: after the address reaches the courier, mode goes back to 1 and street and flat are cleared. */
  addressSent(brand: Brand): void;
  /**
   * Spec section 4: after an order (or a payment-link fetch) the carts, the comment and the promo codes are cleared.
   * Both brands' carts are cleared, as the spec says "carts"; the order and link are remembered for the success page.
   */
  orderPlaced(brand: Brand, order: { id: number; order_number: number }): void;
  clearCheckout(brand: Brand): void;
  /**
   * Paying a failed card order again (docs/decisions/0016): its lines, priced today, become the cart, paid by card; the
   * checkout then places a new order under a new Idempotency-Key. Delivery, promo codes and the call-back stay as chosen.
   */
  orderAgain(brand: Brand, lines: readonly CartLine[], payment?: 1 | 2): void;
  /** The checkout's Idempotency-Key, made on first use; the same key comes back until `orderPlaced` drops it. */
  checkoutKey(brand: Brand): string;
}

/** Lines keep their display fields through the domain's pure functions, which copy items with spread. */
function asLines(items: CartItem[]): CartLine[] {
  return items as CartLine[];
}

export const useShopStore = create<ShopState>()(
  persist(
    (set, get) => ({
      glo: initialBrandState(),
      ogo: initialBrandState(),
      addToCart: (brand, line) =>
        set((state) => ({ [brand]: { ...state[brand], cart: asLines(addItem(state[brand].cart, line)) } })),
      decrementLine: (brand, variantId) =>
        set((state) => ({ [brand]: { ...state[brand], cart: asLines(decrement(state[brand].cart, variantId)) } })),
      removeLine: (brand, variantId) =>
        set((state) => ({ [brand]: { ...state[brand], cart: asLines(remove(state[brand].cart, variantId)) } })),
      refreshPrices: (brand, prices) =>
        set((state) => ({ [brand]: { ...state[brand], cart: asLines(refresh(state[brand].cart, prices)) } })),
      update: (brand, patch) => set((state) => ({ [brand]: { ...state[brand], ...patch } })),
      updateDelivery: (brand, patch) =>
        set((state) => ({ [brand]: { ...state[brand], delivery: { ...state[brand].delivery, ...patch } } })),
      addressSent: (brand) =>
        set((state) => {
          const delivery = afterAddressSent(state[brand].delivery);
          return { [brand]: { ...state[brand], delivery: { ...delivery, ipostStreet: '', ipostFlat: '' } } };
        }),
      orderPlaced: (brand, order) =>
        set((state) => {
          const cleared = (current: BrandShopState): BrandShopState => ({
            ...current,
            cart: [],
            comment: '',
            promocode: '',
            mgmPromoCode: '',
            needCall: null,
          });
          return {
            glo: cleared(state.glo),
            ogo: cleared(state.ogo),
            [brand]: {
              ...cleared(state[brand]),
              orderId: order.id,
              fullOrderId: order.order_number,
              paymentLink: initialPaymentLinkState,
              idempotencyKey: null,
            },
          };
        }),
      checkoutKey: (brand) => {
        // `?? null`: a cart persisted before this field existed has no key yet.
        const existing = get()[brand].idempotencyKey ?? null;
        if (existing) return existing;
        const key = newIdempotencyKey();
        set((state) => ({ [brand]: { ...state[brand], idempotencyKey: key } }));
        return key;
      },
      orderAgain: (brand, lines, payment = 2) =>
        set((state) => ({
          [brand]: { ...state[brand], cart: [...lines], payment, paymentLink: initialPaymentLinkState, idempotencyKey: null },
        })),
      clearCheckout: (brand) =>
        set((state) => ({
          [brand]: {
            ...initialBrandState(),
            cart: state[brand].cart,
            mixPackIds: state[brand].mixPackIds,
            mixQuant: state[brand].mixQuant,
          },
        })),
    }),
    {
      name: storageKeys.shop,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ glo, ogo }) => ({ glo, ogo }),
      // Each brand's saved state over a fresh one: fields added since the device saved it get their defaults.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Pick<ShopState, 'glo' | 'ogo'>>;
        return {
          ...current,
          glo: { ...initialBrandState(), ...saved.glo },
          ogo: { ...initialBrandState(), ...saved.ogo },
        };
      },
    },
  ),
);

registerStoreReset(() => useShopStore.setState({ glo: initialBrandState(), ogo: initialBrandState() }));

/** The active brand's shop state; components pass the brand from the brand store. */
export function useBrandShop(brand: Brand): BrandShopState {
  return useShopStore((state) => state[brand]);
}
