// The per-brand shopping cart of spec sections 3 and 4: items, counts, refresh from the server and totals.

/** The two brand apps; each keeps its own cart (spec section 3: separate carts for glo and ogo). */
export type Brand = 'glo' | 'ogo';

/** A cart line as spec section 3 names it. Money is integer kopiyky per pack; bonuses is the XP price per pack. */
export interface CartItem {
  /** The variant bought; one line per variant. */
  variant_id: number;
  /** The product id. */
  id: number;
  /** Price of one unit in kopiyky (0 for bonus products, which cost XP). */
  price: number;
  /** Units of this variant in the cart, at least 1. */
  count: number;
  /** XP price of one unit (0 for money products). */
  bonuses: number;
  collectionId: number;
  tags: readonly string[];
  /** Sticks per pack (1 for goods that are not sticks). */
  quantity: number;
}

export type Cart = readonly CartItem[];

/** What the server answers for a variant still on sale (get-products-by-id), reduced to what a refresh replaces. */
export interface ServerCartPrice {
  variant_id: number;
  price: number;
  bonuses: number;
}

export interface CartTotals {
  /** Money to pay in kopiyky, before any promo. */
  money: number;
  /** XP to pay. */
  bonuses: number;
  /** Units in the cart (sum of counts), the badge number. */
  items: number;
}

function assertPositiveCount(count: number): void {
  // A zero, negative or fractional count would turn into a negative or fractional order line later.
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`Cart count must be a positive integer, got ${count}`);
}

/**
 * Adds an item. An existing variant is incremented by the added count (1 when the caller adds one pack) and keeps
 * its place in the list; a new variant is appended.
 */
export function addItem(cart: Cart, item: Omit<CartItem, 'count'> & { count?: number }): CartItem[] {
  const count = item.count ?? 1;
  assertPositiveCount(count);
  const existing = cart.find((line) => line.variant_id === item.variant_id);
  if (existing) {
    return cart.map((line) => (line.variant_id === item.variant_id ? { ...line, count: line.count + count } : line));
  }
  return [...cart, { ...item, count }];
}

/** Takes one unit off a variant; a line never goes below 1 (removing it is `remove`'s job). */
export function decrement(cart: Cart, variantId: number): CartItem[] {
  return cart.map((line) => (line.variant_id === variantId && line.count > 1 ? { ...line, count: line.count - 1 } : line));
}

/** Deletes the variant's line. */
export function remove(cart: Cart, variantId: number): CartItem[] {
  return cart.filter((line) => line.variant_id !== variantId);
}

/** Spec section 4: a refresh runs only online and only for a non-empty cart. */
export function shouldRefresh({ online, cart }: { online: boolean; cart: Cart }): boolean {
  return online && cart.length > 0;
}

/**
 * Spec section 4: price and bonuses come from the server; a variant the server no longer returns is dropped. Counts,
 * tags and the rest stay as the customer left them.
 */
export function refresh(cart: Cart, serverItems: readonly ServerCartPrice[]): CartItem[] {
  const byVariant = new Map(serverItems.map((item) => [item.variant_id, item]));
  return cart.flatMap((line) => {
    const server = byVariant.get(line.variant_id);
    return server ? [{ ...line, price: server.price, bonuses: server.bonuses }] : [];
  });
}

/** Money (kopiyky), XP and unit totals of a cart. */
export function totals(cart: Cart): CartTotals {
  return cart.reduce<CartTotals>(
    (sum, line) => ({
      money: sum.money + line.price * line.count,
      bonuses: sum.bonuses + line.bonuses * line.count,
      items: sum.items + line.count,
    }),
    { money: 0, bonuses: 0, items: 0 },
  );
}
