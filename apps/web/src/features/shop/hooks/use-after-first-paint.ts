// Work a page leaves until the frame it first renders has been painted (decision 0024).
// NOTE: Lighthouse's simulated LCP replays every request that ended before the observed LCP paint, and starts a
// picture with the document (only scripts and calls wait for the task that asked for them). /shop's below-the-fold
// category pictures, asked for in the first render, often ended before that paint, and the simulation then gave them
// three of the six connections while the scripts downloaded. Its featured list's call is not deferred: measured,
// deferring it too gained no LCP and TBT rose (its answer is then rendered after the first paint, where that counts).
import { useEffect, useState } from 'react';

/** False in the first render and until the frame after it has been painted, then true. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame's callbacks run before it is painted; a task queued from there runs after it.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}
