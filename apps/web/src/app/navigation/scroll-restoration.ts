// Where each history entry was scrolled to, and the app's own scroll restoration: a page opened by a link
// starts at its top, "back" (the browser's or the header's arrow, back-navigation.ts) returns to where the customer
// left it. The declarative BrowserRouter has no <ScrollRestoration> (that is the data routers'), and the browser's own
// restoration runs before a lazy page and its list are in, so it lands short of the spot or at the top.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Entries remembered; older ones start at the top again, as a fresh visit would. */
const rememberedEntries = 50;
/**
 * Frames a page restored by "back" may take to grow tall enough for its position (its chunk, then its list from the
 * query cache); past them it is scrolled as far as it goes.
 */
const restoreFrames = 120;

const positions = new Map<string, number>();
let currentKey: string | null = null;

function remember(key: string, top: number): void {
  positions.delete(key);
  positions.set(key, top);
  if (positions.size > rememberedEntries) {
    const oldest = positions.keys().next().value;
    if (oldest !== undefined) positions.delete(oldest);
  }
}

/** The position kept for a history entry (tests and the restore below). */
export function scrollPositionOf(key: string): number | undefined {
  return positions.get(key);
}

/** Scrolls to `top` once the page is tall enough for it; the returned function stops waiting. */
function scrollWhenReachable(top: number): () => void {
  let frame = 0;
  let waited = 0;
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    if (reachable >= top || waited >= restoreFrames) {
      window.scrollTo(0, Math.min(top, Math.max(reachable, 0)));
      return;
    }
    waited += 1;
    frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/** Mounted once, in the root shell, under the router. */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    // One listener for the app's life: it records under the entry shown when the frame runs, so a page that shrinks
    // as the next one replaces it never overwrites the position of the entry the customer left.
    const record = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (currentKey !== null) remember(currentKey, window.scrollY);
      });
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      cancelAnimationFrame(frame);
    };
  }, []);

  // Before the paint: the new page is never shown at the old page's offset.
  useLayoutEffect(() => {
    const previousKey = currentKey;
    currentKey = location.key;
    if (previousKey === location.key) return undefined;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) return scrollWhenReachable(saved);
    // A replace within the same page (a filter in the query) keeps the customer's place; so does a link to an anchor.
    if (navigationType === 'REPLACE' || location.hash !== '') return undefined;
    window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash, navigationType]);
}
