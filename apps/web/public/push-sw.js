// Web push in the service worker that vite-plugin-pwa generates (imported with Workbox's importScripts):
// shows what the server sent and, on a tap, focuses the app on the page the notification names, or opens it there.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title !== '' ? message.title : 'glo™ · ogo';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'uk',
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only pages of this app: a notification never opens another site.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        await open.focus();
        if (new URL(open.url).pathname !== target.pathname && 'navigate' in open) {
          await open.navigate(target.href).catch(() => undefined);
        }
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
