// Every client store registers how to return to its initial state, so logout can reset them all (spec section 4).
type StoreReset = () => void;

const storeResets = new Set<StoreReset>();

export function registerStoreReset(reset: StoreReset): void {
  storeResets.add(reset);
}

export function resetAllStores(): void {
  for (const reset of storeResets) reset();
}
