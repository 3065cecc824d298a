// Work that no first paint needs (the service worker, the version check, the session's background rounds, the menu's
// chunk) waits until the page has loaded and the main thread is idle, so it does not compete with the first screen's
// scripts, answers and pictures for the network and the CPU (issue 13). It still runs within a few seconds.

const idleTimeoutMs = 3000;

export function afterFirstPaint(task: () => void): void {
  const whenIdle = (): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: idleTimeoutMs });
    else window.setTimeout(task, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
