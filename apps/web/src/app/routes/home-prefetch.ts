// Home's prefetch (issue 13): the balance, the offers and the last order are asked for together once the guards let
// the visitor in, while home's chunk still loads, so the strip (home's LCP element) does not wait for a second round
// trip after home has rendered. Part of the entry: it stays small, and the strip's fetchers load with home's chunk.
import { prefetchBalance } from '@/lib/shared-api/get-balance';

let openedAt: number | null = null;

/**
 * When home was last opened (its loader ran), or null before the first time. Home counts answers from then on as this
 * visit's: answered during the prefetch, they are neither asked for again nor taken for answers kept from before.
 */
export function homeOpenedAt(): number | null {
  return openedAt;
}

export function prefetchHome(now: number = Date.now()): void {
  openedAt = now;
  prefetchBalance();
  // The server's shell of / preloads home's chunks, this one among them, so the import costs no round trip of its own.
  // A failed import is home's own chunk failure too: the page's import reports it (and the chunk-reload rule applies).
  void import('./home-activity-queries').then(
    (queries) => queries.prefetchHomeActivity(),
    () => undefined,
  );
}
