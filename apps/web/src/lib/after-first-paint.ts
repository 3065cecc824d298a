// Work that no first paint needs (the service worker, the version check, the session's background rounds, the menu's
// chunk, the analytics outbox) waits until the first page has its modules and has rendered, the document has loaded
// and the main thread is idle, so it does not compete with the page's scripts, answers and pictures for the network
// and the CPU. It still runs within a few seconds.

const idleTimeoutMs = 3000;

let markShown: () => void = () => undefined;
const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called once the router has loaded the first route's modules (start-app); until then deferred work waits. */
export function markFirstScreenShown(): void {
  markShown();
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: idleTimeoutMs });
  else window.setTimeout(task, 1);
}

export function afterFirstPaint(task: () => void): void {
  void firstScreenShown.then(() => {
    if (document.readyState === 'complete') whenIdle(task);
    else window.addEventListener('load', () => whenIdle(task), { once: true });
  });
}
