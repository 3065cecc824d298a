// A moderator's decision waits a few seconds in this page before it is sent, so it can be taken back: an approval
// sends an SMS and marks both brands at once, which the server cannot call back (decision 0048). One decision waits
// at a time; the next one, or leaving the page, sends the waiting one at once.
import { useCallback, useEffect, useRef, useState } from 'react';

export const undoWindowMs = 8000;

export type Decision =
  { id: number; phone: string; approve: true } | { id: number; phone: string; approve: false; reason: string };

export function useDelayedDecision(send: (decision: Decision) => void) {
  const [waiting, setWaiting] = useState<Decision | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const current = useRef<Decision | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const decision = current.current;
    current.current = null;
    setWaiting(null);
    if (decision) sendRef.current(decision);
  }, []);

  const decide = useCallback(
    (decision: Decision) => {
      flush();
      current.current = decision;
      setWaiting(decision);
      timer.current = setTimeout(flush, undoWindowMs);
    },
    [flush],
  );

  /** Takes the waiting decision back: nothing was sent. Returns it, to open its document again. */
  const undo = useCallback((): Decision | null => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const decision = current.current;
    current.current = null;
    setWaiting(null);
    return decision;
  }, []);

  // Leaving the page is not a reason to lose a decision: it goes at once.
  useEffect(() => flush, [flush]);

  return { waiting, decide, undo, flush };
}
