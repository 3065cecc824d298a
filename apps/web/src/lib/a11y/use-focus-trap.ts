// Keeps keyboard focus inside an open modal part (the menu, a confirmation): focus moves into it when it opens, Tab
// and Shift+Tab cycle within it, Escape closes it, and focus returns to what opened it. The focus-trap
// library handles what a hand-written loop gets wrong (tabbable order, radio groups, shadow roots, iframes).
// In a folder of its own, so focus-trap stays out of the first screen's core chunk (vite.config.ts groups only
// top-level src/lib files there).
import { useEffect, useRef, type RefObject } from 'react';
import { createFocusTrap } from 'focus-trap';

/** `onEscape` may answer false to stay open (and keep the trap), e.g. while the part's action is on its way. */
export function useFocusTrap(container: RefObject<HTMLElement | null>, onEscape: () => boolean | void): void {
  // The latest handler, without re-creating the trap (and moving focus) when the parent renders again.
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const trap = createFocusTrap(element, {
      escapeDeactivates: () => escape.current() !== false,
      // A tap outside closes the part on its own (its backdrop); the trap lets that click through.
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      fallbackFocus: element,
      // jsdom and some browsers report no layout for hidden tests: visibility is decided without it.
      tabbableOptions: { displayCheck: 'none' },
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [container]);
}
