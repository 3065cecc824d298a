// Copying a code or number: the clipboard write and the "Скопійовано" feedback shown for 1500 ms (spec section 9).
import { useCallback, useEffect, useRef, useState } from 'react';
import { copyFeedbackMs } from '@/config/constants';

/** The clipboard API where it exists; the old selection trick in browsers (or insecure origins) without it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or not a secure context: the fallback below may still work.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

/** `copied` is true for copyFeedbackMs after a successful copy; a second copy restarts the time. */
export function useCopyFeedback(durationMs: number = copyFeedbackMs) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      const done = await copyText(text);
      if (!done) return false;
      if (timer.current) clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => {
        setCopied(false);
        timer.current = null;
      }, durationMs);
      return true;
    },
    [durationMs],
  );
  return { copied, copy };
}

/** navigator.share exists on this device (mobile browsers, some desktops). */
export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}
