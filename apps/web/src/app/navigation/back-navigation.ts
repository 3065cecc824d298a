// The header's back arrow: when the entry before this one in the tab's history is the arrow's target (the
// list a product was opened from), the arrow goes back to it, so the list returns at its place
// (scroll-restoration.ts) and the product page leaves the history; otherwise it opens the target as a new entry.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** The path of each entry this tab has shown, by React Router's history index. */
const pathsByIndex = new Map<number, string>();

function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

/** Mounted once, in the root shell: records the path shown at each history index. */
export function useHistoryTrail(): void {
  const { key, pathname } = useLocation();
  useLayoutEffect(() => {
    const index = historyIndex();
    if (index !== null) pathsByIndex.set(index, pathname);
  }, [key, pathname]);
}

/** True when "back" in the browser would show `target`: the arrow may then go back instead of forward. */
export function previousEntryIs(target: string): boolean {
  const index = historyIndex();
  if (index === null || index === 0) return false;
  const previous = pathsByIndex.get(index - 1);
  return previous !== undefined && previous.replace(/\/+$/, '') === target.replace(/\/+$/, '');
}
