// Seconds left until a deadline, ticking once a second and stopping at zero (the SMS resend wait).
import { useEffect, useState } from 'react';

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** `deadline` is an epoch in ms; a new deadline restarts the countdown. */
export function useCountdown(deadline: number): number {
  const [remaining, setRemaining] = useState(() => secondsUntil(deadline));

  useEffect(() => {
    setRemaining(secondsUntil(deadline));
    if (secondsUntil(deadline) === 0) return undefined;
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline);
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return remaining;
}
