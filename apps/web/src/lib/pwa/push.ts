// Web push on this device: whether it can be had, and subscribing or unsubscribing the browser through the
// service worker's PushManager and the server's /api/push calls. Permission is asked only from a customer's tap (the
// profile's switch, the success page's offer), never on a visit.
import type { Brand } from '@loyalty/contracts/brand';
import type { PushSubscribeBody, PushUnsubscribeBody } from '@loyalty/contracts/push';
import * as pushEndpoints from '@loyalty/contracts/endpoints/push';
import { call } from '@/lib/api-client';

/**
 * unsupported: no service worker or push in this browser; needs-install: iOS/iPadOS 16.4+ allows push only to an app
 * added to the home screen; denied: the customer blocked notifications for this site (only the browser's settings undo
 * it); available: a tap may ask.
 */
export type PushAvailability = 'unsupported' | 'needs-install' | 'denied' | 'available';

function isAppleMobile(): boolean {
  return /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

export function pushAvailability(): PushAvailability {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (!supported) return isAppleMobile() && !isStandalone() ? 'needs-install' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return 'available';
}

/** The service worker's registration, or null when none controls the app (development, a browser that refused it). */
async function registration(timeoutMs = 5000): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const ready = navigator.serviceWorker.ready;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs));
  return Promise.race([ready, timeout]);
}

/** This browser's push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  const worker = await registration(1500);
  return (await worker?.pushManager.getSubscription()) ?? null;
}

async function vapidPublicKey(): Promise<string> {
  const answer = await call(pushEndpoints.vapidPublicKey, {});
  return answer.key;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** POST /api/push/subscribe: the browser's subscription for the session's customer of `brand`. */
export async function sendSubscription(subscription: PushSubscriptionJSON, brand: Brand): Promise<void> {
  // The browser's own subscription, typed from the contract and checked by the server (a 400 for one it cannot use).
  const body: PushSubscribeBody = {
    subscription: {
      endpoint: subscription.endpoint ?? '',
      expirationTime: subscription.expirationTime,
      keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
    },
    product: brand,
  };
  await call(pushEndpoints.subscribe, { body });
}

export type EnablePushOutcome = 'subscribed' | 'denied' | 'unsupported';

/** Asks for permission (from a tap), subscribes the browser with the server's key and stores it on the server. */
export async function enablePush(brand: Brand): Promise<EnablePushOutcome> {
  const availability = pushAvailability();
  if (availability === 'denied') return 'denied';
  if (availability !== 'available') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'unsupported';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const key = await vapidPublicKey();
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made with another server key (keys rotated) cannot be used: it is replaced.
  const boundKey = subscription?.options.applicationServerKey;
  if (
    subscription &&
    boundKey &&
    btoa(String.fromCharCode(...new Uint8Array(boundKey)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '') !== key
  ) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  await sendSubscription(subscription.toJSON(), brand);
  return 'subscribed';
}

/** Unsubscribes this browser, here and on the server. */
export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  const body: PushUnsubscribeBody = { endpoint: subscription.endpoint };
  await call(pushEndpoints.unsubscribe, { body });
  await subscription.unsubscribe();
}
